import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { CapturedDiff } from '../../../../shared/contract/diff';
import { CoreError } from '../../api';
import type { CommandRunner } from '../commandRunner';
import { captured } from './captured';

/** The folder holding `.jj` at or above `workspace`, or null when it is not a jj workspace. */
export async function findJjRoot(workspace: string): Promise<string | null> {
  let dir = path.resolve(workspace);
  for (;;) {
    const info = await stat(path.join(dir, '.jj')).catch(() => null);
    if (info?.isDirectory()) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * The working-copy change of a Jujutsu workspace (`jj diff --git`, which
 * prints git's format, so the same parser reads it). jj snapshots the working
 * copy itself, so untracked files are included as jj tracks them.
 */
export async function jjDiff(commands: CommandRunner, workspace: string): Promise<CapturedDiff> {
  const root = await findJjRoot(workspace);
  if (!root) {
    throw new CoreError('bad-input', `${workspace} is not a Jujutsu workspace (no .jj folder).`);
  }
  const result = await commands.run('jj', ['--no-pager', '--color=never', 'diff', '--git'], {
    cwd: root,
  });
  if (result.code !== 0) {
    throw new CoreError('failed', `jj diff failed (exit ${result.code}): ${result.stderr.trim()}`);
  }
  return captured(`Jujutsu working-copy change in ${root}`, result.stdout);
}
