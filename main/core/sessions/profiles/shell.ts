import { SHELL_PROFILE_ID } from '../../../../shared/contract';
import type { AgentProfile } from './profile';

/** The user's login shell, for running commands beside the agents. */
export const shellProfile: AgentProfile = {
  id: SHELL_PROFILE_ID,
  name: 'Shell',
  description: 'Your shell ($SHELL).',
  command: process.env.SHELL || '/bin/bash',
  args: [],
  // bash and zsh enable bracketed paste themselves; a paste needs no settling time.
  submit: { kind: 'paste', pasteSettleMs: 20, enterRetries: 1 },
  readiness: { quietMs: 500, turnTimeoutMs: 10 * 60_000 },
  cost: { kind: 'estimate', model: 'none' },
  dialogs: [],
};
