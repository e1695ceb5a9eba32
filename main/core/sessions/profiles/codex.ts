import type { AgentProfile } from './profile';
import { codexPermissionArgs } from '../permissions/codexPermissions';

/*
 * Patterns read off the real Codex CLI 0.169.0 screen (viewport text), e.g. idle:
 *
 *   › Ask Codex to do anything
 *
 *     gpt-5-codex default · /path/to/workspace
 *     ← for agents · ? for shortcuts
 *
 * and while a turn runs "• Working (1s • esc to interrupt)". Echoed prompts in
 * the history also start with "› ", so readiness needs the footer hint below
 * the composer, under the model's line: for half a second at start-up Codex
 * draws a composer with the hint alone, then (signed out) its sign-in screen.
 * Dialogs put their options on "› 1. …" lines.
 */
export const codexProfile: AgentProfile = {
  id: 'codex',
  name: 'Codex CLI',
  description: "OpenAI's Codex CLI.",
  command: 'codex',
  installHint: 'npm i -g @openai/codex',
  // Without it Codex starts a shared background server that outlives the session
  // (its parent becomes init), so closing the session would leave a process behind.
  args: ['--no-daemon'],
  // Codex holds a paste a little longer than Claude Code before Enter submits.
  submit: { kind: 'paste', pasteSettleMs: 120, enterRetries: 3 },
  readiness: {
    // Under load the lines under the composer can keep what an earlier frame left in and
    // around them ("tagpt-5-codex…", "0sgpt-5-codex defaulta·t/tmp/…"): the model line's "·"
    // and the hint are what stay.
    readyPattern: /^› .*\n(?:.*\n){0,6}?.*·.*\n.*\? for shortcuts/m,
    busyPattern: /\((?:\d+[hms] ?)+ ?• esc to interrupt\)/i,
    quietMs: 3000,
    turnTimeoutMs: 30 * 60_000,
  },
  // The rollout's token counts price each turn (codexRollout.ts); when it cannot be
  // read, the cost is estimated at this model's rates.
  cost: { kind: 'estimate', model: 'gpt-5-codex' },
  // Codex 0.169 sends ~12k tokens of instructions and tools with each request.
  contextTokens: 12_000,
  dialogs: [
    {
      label: 'Trust this folder?',
      pattern:
        /(?:^\s*Trust this folder\?|Do you trust the contents of this directory\?)[\s\S]*^› 1\. /m,
    },
    {
      label: 'Approve a command?',
      pattern:
        /^\s*Would you like to (?:run the following command|send input to the existing terminal)\?$[\s\S]*^› 1\. Yes/m,
    },
    {
      label: 'Approve edits or permissions?',
      pattern:
        /^\s*Would you like to (?:make the following edits|grant these permissions)\?$[\s\S]*^› 1\. Yes/m,
    },
    // Codex 0.169's sign-in screen marks its choice with ">", its other dialogs with "›".
    { label: 'Sign in', pattern: /^\s*(?:[›>] )?1\. Sign in with ChatGPT/m },
  ],
  turnSignal: 'codex-notify',
  permissionArgs: codexPermissionArgs,
};
