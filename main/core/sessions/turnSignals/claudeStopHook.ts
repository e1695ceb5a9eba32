/**
 * Claude Code's Stop hook as a turn signal. `--settings '<json>'` adds a
 * Stop hook (merged with the user's own hooks, which stay untouched) that
 * Claude Code runs at the end of every turn with JSON on stdin, e.g. (2.1.328):
 *   {"session_id":"…","transcript_path":"…/<session>.jsonl","cwd":"…",
 *    "permission_mode":"acceptEdits","hook_event_name":"Stop",
 *    "stop_hook_active":false,"last_assistant_message":"<raw markdown>",…}
 * The hook only saves that JSON; Parley reads the answer from it.
 */
import fs from 'node:fs/promises';
import type { TurnSignal } from './turnSignal';
import type { TurnAnswer } from './dropFolderSignal';
import { createDropFolderSignal } from './dropFolderSignal';
import { dropCommand } from './dropFolder';
import { isRecord, parseRecord } from './jsonRecord';

export function createClaudeStopHook(runtimeDir: string): TurnSignal {
  const settings = {
    hooks: { Stop: [{ hooks: [{ type: 'command', command: dropCommand(runtimeDir, 'cat') }] }] },
  };
  return createDropFolderSignal({
    dir: runtimeDir,
    args: ['--settings', JSON.stringify(settings)],
    parse: parseStopHookInput,
  });
}

/** The answer in one Stop hook input; 'ignore' for another hook's input, null for junk. */
export async function parseStopHookInput(content: string): Promise<TurnAnswer | 'ignore' | null> {
  const input = parseRecord(content);
  if (!input) return null;
  if (input['hook_event_name'] !== 'Stop') return 'ignore';
  const last = input['last_assistant_message'];
  if (typeof last === 'string') return { text: last };
  // Versions before last_assistant_message: the answer is the transcript's last assistant text.
  const transcript = input['transcript_path'];
  return { text: typeof transcript === 'string' ? await lastAssistantText(transcript) : '' };
}

async function lastAssistantText(transcriptPath: string): Promise<string> {
  const lines = (await fs.readFile(transcriptPath, 'utf8').catch(() => '')).split('\n');
  for (const line of lines.reverse()) {
    const entry = parseRecord(line);
    const message = entry?.['type'] === 'assistant' ? entry['message'] : undefined;
    const content = isRecord(message) ? message['content'] : undefined;
    if (!Array.isArray(content)) continue;
    const text = content
      .filter(isRecord)
      .filter((b) => b['type'] === 'text' && typeof b['text'] === 'string')
      .map((b) => b['text'] as string)
      .join('\n');
    if (text.length > 0) return text;
  }
  return '';
}
