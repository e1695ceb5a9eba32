import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promptFileFromPointer } from '../../core/review/protocol/textProtocol';

/**
 * The request as the agent must read it. Parley pastes a long prompt as one
 * line pointing at a file under the workspace (textProtocol.promptFilePointer);
 * that file, read relative to the working directory, is the request then.
 */
export type LoadedRequest =
  | { readonly kind: 'text'; readonly text: string; readonly inputChars: number }
  | {
      readonly kind: 'unreadable';
      readonly file: string;
      readonly reason: string;
      readonly inputChars: number;
    };

export function loadRequest(pasted: string, cwd: string): LoadedRequest {
  const file = promptFileFromPointer(pasted);
  if (file === null) return { kind: 'text', text: pasted, inputChars: pasted.length };
  try {
    const text = readFileSync(path.resolve(cwd, file), 'utf8');
    return { kind: 'text', text, inputChars: pasted.length + text.length };
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'it cannot be read';
    return { kind: 'unreadable', file, reason, inputChars: pasted.length };
  }
}
