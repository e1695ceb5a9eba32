/**
 * A TurnSignal whose hook drops a file per turn into the session's runtime
 * folder: the part every file-based signal (Claude Code's Stop hook, Codex's
 * notify program) shares. Each signal says only how it is injected and how
 * its file reads.
 */
import type { HookSignal, TurnAnswer } from './turnSignal';
import type { DropParser } from './dropFolder';
import { DropFolder } from './dropFolder';

export type { TurnAnswer } from './turnSignal';

export interface DropFolderSignalSpec {
  readonly dir: string;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  readonly parse: DropParser<TurnAnswer>;
}

export function createDropFolderSignal(spec: DropFolderSignalSpec): HookSignal {
  const listeners = new Set<(answer: TurnAnswer) => void>();
  const folder = new DropFolder(spec.dir, spec.parse, (answer) => {
    for (const listener of [...listeners]) listener(answer);
  });
  return {
    kind: 'hook',
    args: spec.args,
    env: spec.env ?? {},
    onTurnEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      listeners.clear();
      folder.dispose();
    },
  };
}
