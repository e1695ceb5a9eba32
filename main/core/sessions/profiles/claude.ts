import type { AgentProfile, DialogRule } from './profile';
import { claudePermissionArgs } from '../permissions/claudePermissions';

/*
 * Patterns read off the real Claude Code 2.1.328 screen (the viewport, as
 * plain text), e.g. idle:
 *
 *   ────────────────────────────────────────
 *   ❯ first line of the prompt
 *     second line
 *   ────────────────────────────────────────
 *     ⏵⏵ accept edits on (shift+tab to cycle) · esc to interrupt · ← for agents
 *
 * The footer's " · esc to interrupt" shows only while a turn runs; the footer
 * itself varies with the mode ("? for shortcuts", "⏸ manual mode on", or
 * nothing), so readiness keys on the input box, not on the footer. Older
 * versions drew the box with rounded corners ("╭───╮ / │ > ") and put
 * "(… esc to interrupt)" on the spinner line. Every pattern is anchored to
 * the screen's structure so an answer or a diff that merely quotes these
 * words does not match.
 */
const RULE = '─{8,}';
/**
 * Claude Code hides its input box while a dialog is up, and an answer that
 * quotes a dialog's words always has the input box below it: a dialog only
 * counts when no input box follows it.
 */
const NO_PROMPT_BOX_BELOW = `(?![\\s\\S]*^${RULE}\\n❯)`;

function dialog(label: string, [first, ...rest]: readonly string[]): DialogRule {
  return { label, pattern: new RegExp([first, NO_PROMPT_BOX_BELOW, ...rest].join(''), 'm') };
}

export const claudeProfile: AgentProfile = {
  id: 'claude',
  name: 'Claude Code',
  description: "Anthropic's Claude Code CLI.",
  command: 'claude',
  installHint: 'npm i -g @anthropic-ai/claude-code',
  args: [],
  // Claude Code takes a paste as one block for ~100 ms before Enter counts as submit.
  submit: { kind: 'paste', pasteSettleMs: 100, enterRetries: 3 },
  readiness: {
    // An empty box shows "❯" and a no-break space (2.1.328).
    readyPattern: new RegExp(
      `^${RULE}\\n❯(?:[ \u00a0].*)?\\n(?: {2}.*\\n)*${RULE}$|^╭─+╮\\n│ > `,
      'm',
    ),
    // The footer below the box, or (older versions) the spinner line "✻ Thinking… (3s · esc to interrupt)".
    busyPattern: new RegExp(
      `^${RULE}\\n {2}.*\\besc to interrupt\\b|^\\S \\S+… \\(.*\\besc to interrupt\\)$`,
      'm',
    ),
    quietMs: 3000,
    inputAlwaysShown: true,
    turnTimeoutMs: 30 * 60_000,
  },
  // `/cost` (2.1.x: the Usage tab) shows "Estimated cost:   $0.0575"; older versions "Total cost: $…".
  cost: {
    kind: 'screen',
    pattern: /^\s*(?:Estimated|Total) cost:\s+\$(\d+(?:\.\d+)?)/m,
    // What Claude Code 2.1.328 asks for by default with an API key; its records name the real one.
    model: 'claude-opus-5-5',
  },
  // Claude Code 2.1.328 sends ~14.5k tokens of system prompt and tools with each request.
  contextTokens: 15_000,
  dialogs: [
    dialog('Trust this folder?', [
      String.raw`(?:Is this a project you created or one you trust\?|Do you trust the files in this folder\?)`,
      String.raw`[\s\S]*^\s*(?:❯\s*)?(?:\d\.\s*)?No, exit$`,
    ]),
    dialog('Use the API key found in the environment?', [
      String.raw`^\s*Do you want to use this API key\?$`,
      String.raw`[\s\S]*^\s*(?:❯\s*)?No \(recommended\)$`,
    ]),
    dialog('Choose a text style (first run)', [
      String.raw`^\s*Choose the text style that looks best with your terminal$`,
    ]),
    dialog('Select a login method', [String.raw`^\s*Select login method:$`]),
    dialog('Accept Bypass Permissions mode?', [
      String.raw`WARNING: Claude Code running in Bypass Permissions mode`,
      String.raw`[\s\S]*Yes, I accept`,
    ]),
    // "Do you want to proceed?" / "Do you want to make this edit to a.ts?", then its options.
    {
      ...dialog('Allow this tool call?', [String.raw`^\s*Do you want to [^\n]+\?\n\s*❯ 1\. Yes\b`]),
      // " Bash command", a description, then the command between dashed rules.
      subject: /^\s*Bash command$[\s\S]*?^╌{8,}\n\s*(\S.*?)\s*\n╌{8,}$/m,
    },
    // Auto mode (2.1.x's default) cannot reach its server-side safety check through a gateway.
    dialog('Auto mode cannot check actions', [
      String.raw`^\s*Auto mode can't check actions in this session$`,
      String.raw`[\s\S]*Enter to stay in auto mode`,
    ]),
  ],
  turnSignal: 'claude-stop-hook',
  permissionArgs: claudePermissionArgs,
};
