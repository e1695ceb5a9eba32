import type { AgentProfile, DialogRule } from './profile';
import { copilotPermissionArgs } from '../permissions/copilotPermissions';

/*
 * Patterns read off the real GitHub Copilot CLI 1.0.102 TUI (@github/copilot
 * on npm) in a PTY, viewport text. It draws in the alternate screen: a blank
 * screen for a few seconds, then its banner, messages and, at the bottom, its
 * input box between two rules, the footer below:
 *
 *     ──────────────────────────────────────────
 *     ❯ first line of the prompt
 *     ──────────────────────────────────────────
 *      ← open sidebar · Interactive · Manual Approval · / commands · ? help    <model>
 *
 * The box never leaves the screen, not even while a turn runs; then the footer
 * starts with a spinner ("◉", "◎", "●"…) and the keys:
 * " ◉ Working esc esc edit prompt". So busy must win over ready, and both are
 * anchored to the rules: messages are drawn as "● text", never after a rule.
 * A dialog takes the box's place, in a frame ("│ … │"): the folder trust
 * question on a folder it was not told to trust, and the approval of a tool
 * call no rule allows ("Do you want to run this command?", the command in an
 * inner box, then "❯ 1. Yes").
 */
const RULE = '─{8,} *';
/** An answer quoting a dialog's words always has the input box below it; a dialog never does. */
const NO_INPUT_BOX_BELOW = `(?![\\s\\S]*^${RULE}\\n❯)`;

function dialog(label: string, [first, ...rest]: readonly string[]): DialogRule {
  return { label, pattern: new RegExp([first, NO_INPUT_BOX_BELOW, ...rest].join(''), 'm') };
}

export const copilotProfile: AgentProfile = {
  id: 'copilot',
  name: 'GitHub Copilot CLI',
  description: "GitHub's Copilot CLI (Copilot models, or your own provider).",
  command: 'copilot',
  installHint: 'npm i -g @github/copilot',
  args: [],
  // With CI or GITHUB_ACTIONS set (a Parley session inside a CI job), Copilot CLI 1.0.102
  // answers differently (its review read as empty in every run): a Parley session is a terminal.
  env: { CI: '', GITHUB_ACTIONS: '' },
  // A bracketed paste of more than 10 lines becomes "[Paste #1 - N lines]", expanded whole on Enter.
  submit: { kind: 'paste', pasteSettleMs: 150, enterRetries: 3, pasteModeWaitMs: 2000 },
  readiness: {
    readyPattern: new RegExp(`^${RULE}\\n❯(?: .*)?\\n(?: {2}.*\\n)*${RULE}$`, 'm'),
    busyPattern: new RegExp(`^${RULE}\\n {1,2}[^\\s\\w←] \\S.*\\besc\\b`, 'm'),
    quietMs: 3000,
    inputAlwaysShown: true,
    // Its hook's record (events.jsonl) can trail the screen by seconds under load.
    signalGraceMs: 30_000,
    turnTimeoutMs: 30 * 60_000,
  },
  turnSignal: 'copilot-agent-stop',
  // The turn's tokens come with its signal, per model; the model is the user's choice.
  cost: { kind: 'estimate', model: 'claude-sonnet-4-5' },
  // Copilot 1.0.102 sends ~14k tokens of system prompt and tools with each request.
  contextTokens: 14_000,
  dialogs: [
    dialog('Trust this folder?', [
      String.raw`^│ Do you trust the files in this folder\? *│ *$`,
      String.raw`[\s\S]*^│ +(?:❯ )?\d\. No \(Esc\) *│ *$`,
    ]),
    {
      ...dialog('Allow this tool call?', [
        String.raw`^│ Do you want to [^\n]+\? *│ *$`,
        String.raw`[\s\S]*^│ ❯ 1\. Yes *│ *$`,
      ]),
      // The command, on the first line of the box inside the dialog.
      subject: /^│ ╭─+╮ │\n│ │ (.+?) *│ │$/m,
    },
  ],
  permissionArgs: copilotPermissionArgs,
};
