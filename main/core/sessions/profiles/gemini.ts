import type { AgentProfile } from './profile';

/** Google's Gemini CLI (`gemini`): turn ends from its AfterAgent hook, the screen as fallback. */
export const geminiProfile: AgentProfile = {
  id: 'gemini',
  name: 'Gemini CLI',
  description: "Google's Gemini CLI.",
  command: 'gemini',
  args: [],
  submit: { kind: 'paste', pasteSettleMs: 100, enterRetries: 3 },
  readiness: {
    readyPattern: /Type your message/i,
    busyPattern: /esc to cancel/i,
    quietMs: 3000,
    turnTimeoutMs: 30 * 60_000,
  },
  turnSignal: 'gemini-after-agent',
  cost: { kind: 'estimate', model: 'gemini-2.5-pro' },
  dialogs: [
    { label: 'Trust this folder?', pattern: /Do you trust this folder/i },
    { label: 'Choose how to sign in', pattern: /How would you like to authenticate/i },
    { label: 'Approve a tool call?', pattern: /Allow execution|Apply this change\?/i },
  ],
  permissionArgs: ({ role }) => ['--approval-mode', role === 'author' ? 'auto_edit' : 'default'],
};
