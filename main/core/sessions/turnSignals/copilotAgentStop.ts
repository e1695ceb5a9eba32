/**
 * GitHub Copilot CLI's agentStop hook as a turn signal. Checked against
 * @github/copilot 1.0.102 (its help, its runtime's strings, and real runs in
 * a PTY against a fake model on 127.0.0.1):
 * - Copilot reads hooks from a repository's `.github/hooks/*.json` and from
 *   plugins; `--plugin-dir <dir>` loads a plugin for one run only, nothing
 *   persisted. So the session gets a plugin of its own in its runtime folder
 *   (`plugin.json` naming `hooks.json`), and neither the workspace nor the
 *   user's ~/.copilot is written.
 * - `agentStop` runs when the main agent finishes its turn (in the TUI as in
 *   `-p`), after every tool call of it, with JSON on stdin:
 *   {"sessionId","timestamp","cwd","transcriptPath":"…/session-state/<id>/events.jsonl",
 *    "stopReason":"end_turn","stop_hook_active":false}
 *   It carries no text, so the hook only saves that JSON and Parley reads the
 *   turn from the record it names (copilotEvents.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HookSignal } from './turnSignal';
import type { TurnAnswer } from './dropFolderSignal';
import { createDropFolderSignal } from './dropFolderSignal';
import { dropCommand } from './dropFolder';
import { parseRecord } from './jsonRecord';
import { readCopilotTurn } from './copilotEvents';

/** The plugin's name: Copilot loads one plugin per name, so it is Parley's own. */
export const COPILOT_PLUGIN_NAME = 'parley-turn-end';
const PLUGIN_FOLDER = 'copilot-plugin';

export function createCopilotAgentStop(runtimeDir: string): HookSignal {
  const pluginDir = path.join(runtimeDir, PLUGIN_FOLDER);
  fs.mkdirSync(pluginDir, { recursive: true });
  fs.writeFileSync(
    path.join(pluginDir, 'plugin.json'),
    JSON.stringify({
      name: COPILOT_PLUGIN_NAME,
      version: '1.0.0',
      description: "Tells Parley when Copilot's turn ends.",
      hooks: 'hooks.json',
    }),
  );
  const hook = { type: 'command', bash: dropCommand(runtimeDir, 'cat'), timeoutSec: 30 };
  fs.writeFileSync(
    path.join(pluginDir, 'hooks.json'),
    JSON.stringify({ version: 1, hooks: { agentStop: [hook] } }),
  );
  return createDropFolderSignal({
    dir: runtimeDir,
    args: ['--plugin-dir', pluginDir],
    parse: parseAgentStopInput,
  });
}

/**
 * The turn one agentStop input ends, read from the record it names; 'ignore'
 * for another hook's input, null for junk.
 */
export async function parseAgentStopInput(content: string): Promise<TurnAnswer | 'ignore' | null> {
  const input = parseRecord(content);
  if (!input) return null;
  const record = input['transcriptPath'];
  if (typeof input['stopReason'] !== 'string' || typeof record !== 'string') return 'ignore';
  return (await readCopilotTurn(record)) ?? { text: '' };
}
