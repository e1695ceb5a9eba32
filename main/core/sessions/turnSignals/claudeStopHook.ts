/**
 * Claude Code's Stop hook as a turn signal. `--settings '<json>'` adds a
 * Stop hook (merged with the user's own hooks, which stay untouched) that
 * Claude Code runs at the end of every turn with JSON on stdin, e.g. (2.1.328):
 *   {"session_id":"…","transcript_path":"…/<session>.jsonl","cwd":"…",
 *    "permission_mode":"acceptEdits","hook_event_name":"Stop",
 *    "stop_hook_active":false,"last_assistant_message":"<raw markdown>",…}
 * The hook only saves that JSON; Parley reads the turn from the transcript
 * it names (claudeTranscript.ts), the last message being the fallback.
 */
import type { HookSignal } from './turnSignal';
import type { TurnAnswer } from './dropFolderSignal';
import { createDropFolderSignal } from './dropFolderSignal';
import { dropCommand } from './dropFolder';
import { parseRecord } from './jsonRecord';
import { readClaudeTurn } from './claudeTranscript';

export function createClaudeStopHook(runtimeDir: string): HookSignal {
  const settings = {
    hooks: { Stop: [{ hooks: [{ type: 'command', command: dropCommand(runtimeDir, 'cat') }] }] },
  };
  return createDropFolderSignal({
    dir: runtimeDir,
    args: ['--settings', JSON.stringify(settings)],
    parse: parseStopHookInput,
  });
}

/**
 * The turn in one Stop hook input, read from the transcript it names (every
 * message of the turn, and its usage); 'ignore' for another hook's input,
 * null for junk.
 */
export async function parseStopHookInput(content: string): Promise<TurnAnswer | 'ignore' | null> {
  const input = parseRecord(content);
  if (!input) return null;
  if (input['hook_event_name'] !== 'Stop') return 'ignore';
  const last = input['last_assistant_message'];
  const lastMessage = typeof last === 'string' ? last : undefined;
  const transcript = input['transcript_path'];
  if (typeof transcript !== 'string') return { text: lastMessage ?? '' };
  return readClaudeTurn(transcript, lastMessage);
}
