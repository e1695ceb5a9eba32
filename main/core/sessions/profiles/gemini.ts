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
  installHint: 'npm i -g @google/gemini-cli',
  args: [],
  // Gemini CLI 0.61 runs headless (and exits 42 with no prompt) when CI or GITHUB_ACTIONS is
  // "true", even in a terminal: a Parley session is one, also inside a CI job.
  env: { CI: '', GITHUB_ACTIONS: '' },
  // Gemini takes an Enter within 40 ms of a paste as a newline, timed on its busy
  // event loop: right after start-up, or on a loaded machine, that can take far longer.
  // Such an Enter is pressed again (only its "esc to cancel" line or its hook confirms one),
  // five times at most.
  // It also draws its prompt box a moment (~20 ms, far more under load) before it turns
  // bracketed paste on: a prompt typed into it instead has its Enter taken as a newline.
  submit: { kind: 'paste', pasteSettleMs: 600, enterRetries: 5, pasteModeWaitMs: 5000 },
  // Long review prompts are pasted whole, never sent as a file: Gemini's read_file refuses
  // files git ignores (Parley's `.parley/` is), and its shell tool hands the model only the
  // first ~4 KB. Its input box keeps a bracketed paste whole behind a "[Pasted Text: N lines]"
  // placeholder and sends it all on Enter (seen intact at 250 KB; review prompts are
  // budgeted near 60 KB).
  pasteLimitBytes: 256 * 1024,
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
