import type { AgentProfile } from './profile';

/** Aider (`aider`); it prints its cost after every answer. */
export const aiderProfile: AgentProfile = {
  id: 'aider',
  name: 'Aider',
  description: 'Aider, AI pair programming in the terminal.',
  command: 'aider',
  installHint: 'python -m pip install aider-install && aider-install',
  args: [],
  submit: { kind: 'paste', pasteSettleMs: 50, enterRetries: 2 },
  readiness: {
    // Its prompt: "> ", or the edit format before it ("architect> ").
    readyPattern: /^(?:[\w-]+ )?> ?$/m,
    quietMs: 3000,
    turnTimeoutMs: 30 * 60_000,
  },
  cost: {
    kind: 'screen',
    pattern: /Cost: \$\d+(?:\.\d+)? message, \$(\d+(?:\.\d+)?) session/,
    model: 'claude-sonnet-4-5',
  },
  // Aider's system prompt and repository map.
  contextTokens: 3_000,
  dialogs: [{ label: 'Aider asks a yes/no question', pattern: /\(Y\)es\/\(N\)o/ }],
  // Aider asks yes/no questions only; a reviewer's run changes no file (--dry-run).
  permissionArgs: ({ role }) =>
    role === 'author' ? ['--yes-always'] : ['--yes-always', '--dry-run'],
};
