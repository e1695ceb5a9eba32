import type { AgentProfile } from './profile';
import { geminiPermissionArgs } from '../permissions/geminiPermissions';

/*
 * Patterns read off the real Gemini CLI 0.61.0 screen (viewport text), e.g. idle:
 *
 *    Shift+Tab to accept edits
 *    >   Type your message or @path/to/file
 *    workspace (/directory)                branch      sandbox        /model
 *
 * while a turn runs "⠇ Thinking... (esc to cancel, 0s)", and its dialogs in
 * a box: "Do you trust the files in this folder?", "How would you like to
 * authenticate for this project?", "Allow execution of [Shell]?", "Apply this
 * change?". The placeholder shows only while the input box is empty, and an
 * echoed prompt starts with " > " too, so readiness keys on the placeholder.
 */

/** Google's Gemini CLI (`gemini`): turn ends from its AfterAgent hook, the screen as fallback. */
export const geminiProfile: AgentProfile = {
  id: 'gemini',
  name: 'Gemini CLI',
  description: "Google's Gemini CLI.",
  command: 'gemini',
  args: [],
  // Gemini takes an Enter within 40 ms of a paste as a newline, timed on its busy
  // event loop: right after start-up that can take far longer.
  submit: { kind: 'paste', pasteSettleMs: 600, enterRetries: 3 },
  readiness: {
    readyPattern: /^ > +Type your message or @path\/to\/file/m,
    busyPattern: /\(esc to cancel, (?:\d+[hms] ?)+\)/,
    quietMs: 3000,
    turnTimeoutMs: 30 * 60_000,
  },
  turnSignal: 'gemini-after-agent',
  cost: { kind: 'estimate', model: 'gemini-2.5-pro' },
  // Gemini CLI 0.61 sends ~9.6k tokens of system prompt and tools with each request.
  contextTokens: 10_000,
  dialogs: [
    { label: 'Trust this folder?', pattern: /Do you trust the files in this folder\?/ },
    {
      label: 'Choose how to sign in',
      pattern: /How would you like to authenticate for this project\?/,
    },
    {
      label: 'Approve a tool call?',
      pattern: /^│ (?:Allow execution of \[[^\]]+\]\?|Apply this change\?)/m,
    },
  ],
  permissionArgs: geminiPermissionArgs,
};
