import type { AgentProfile } from './profile';

/** Any program: the user supplies the command line. Readiness falls back to a quiet period. */
export const customProfile: AgentProfile = {
  id: 'custom',
  name: 'Custom command',
  description: 'Run any command line (it runs through /bin/sh).',
  command: '',
  args: [],
  needsCommand: true,
  submit: { kind: 'paste', pasteSettleMs: 100, enterRetries: 2 },
  readiness: { quietMs: 1500, turnTimeoutMs: 30 * 60_000 },
  // Some model answers for it, Parley cannot tell which: priced at the default rate.
  cost: { kind: 'estimate', model: 'default' },
  dialogs: [],
};
