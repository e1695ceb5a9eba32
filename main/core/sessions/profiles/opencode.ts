import type { AgentProfile } from './profile';
import { opencodePermissionArgs, opencodePermissionEnv } from '../permissions/opencodePermissions';

/*
 * Patterns read off the real opencode 1.18.33 TUI (opencode-ai on npm) in a
 * PTY, viewport text. It prints a line, then shows a blank screen for
 * seconds (far more under load) before its first frame; idle, its input box
 * ends in the agent · model line above a "╹▀▀▀" border, with the footer below:
 *
 *     ┃  Ask anything… "Fix a TODO in the codebase"      (home screen only)
 *     ┃
 *     ┃  Build · <model> <provider>
 *     ╹▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
 *      /path/to/workspace                    8.1K  ctrl+p commands
 *
 * The box never leaves the screen, not even while a turn runs (tool calls
 * included): then the footer starts with its animation and the interrupt key,
 * "   ■■■■⬝⬝⬝⬝  esc interrupt" ("esc again to interrupt" after one press; a
 * retry message over the animation's end while the API fails). So busy must
 * win over ready, and both are anchored to the border: messages and tool
 * output are drawn with a "┃" edge too, never with that border. A permission
 * dialog takes the box's place: "△ Permission required", the call ("$ git
 * status"), then "Allow once   Allow always   Reject".
 */
/** The input box's bottom edge, to the end of its line (the screen pads lines with spaces). */
const BORDER = '╹▀{8,} *$';

export const opencodeProfile: AgentProfile = {
  id: 'opencode',
  name: 'opencode',
  description: 'opencode, the open source coding agent (any model provider).',
  command: 'opencode',
  installHint: 'npm i -g opencode-ai',
  args: [],
  // A bracketed paste becomes "[Pasted ~N lines]" in the box, expanded whole on Enter.
  // It turns bracketed paste on with its first frame, so the wait is only a safety margin.
  submit: { kind: 'paste', pasteSettleMs: 150, enterRetries: 3, pasteModeWaitMs: 2000 },
  readiness: {
    readyPattern: new RegExp(`^ *┃ {2}\\S.*\\n *${BORDER}`, 'm'),
    busyPattern: new RegExp(`^ *${BORDER}\\n(?: {1,4}[■⬝]{4}|.*\\binterrupt\\b)`, 'm'),
    quietMs: 3000,
    inputAlwaysShown: true,
    turnTimeoutMs: 30 * 60_000,
  },
  turnSignal: 'opencode-session-idle',
  // The turn's tokens come with its signal; the model is the user's choice in their config.
  cost: { kind: 'estimate', model: 'claude-sonnet-4-5' },
  // opencode 1.18 sends ~8k tokens of system prompt and tools with each request.
  contextTokens: 8_000,
  dialogs: [
    {
      label: 'Allow this tool call?',
      // Only with no input box below: an answer quoting these words always has one.
      pattern: new RegExp(
        `^ *┃ {2}△ Permission required *$(?![\\s\\S]*^ *${BORDER})[\\s\\S]*^ *┃ +Allow once +Allow always +Reject\\b`,
        'm',
      ),
      subject: /△ Permission required *$[\s\S]*?^ *┃ {2}\$ (.+?) *$/m,
    },
  ],
  permissionArgs: opencodePermissionArgs,
  permissionEnv: opencodePermissionEnv,
};
