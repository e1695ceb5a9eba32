import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StandardsInUse } from '../../../shared/contract';
import { readStandards } from '../review/prompt/standards';

/**
 * Which standards file a review in `workspace` reads: the one Settings names,
 * else the first of .parley/standards.md, AGENTS.md, CLAUDE.md there.
 */
export async function standardsInUse(workspace: string, setting: string): Promise<StandardsInUse> {
  const read = (relative: string) =>
    readFile(path.resolve(workspace, relative), 'utf8').catch(() => null);
  const found = await readStandards(read, setting);
  if (setting) {
    return { source: setting, path: path.resolve(workspace, setting), missing: found === null };
  }
  return found
    ? { source: found.source, path: path.resolve(workspace, found.source), missing: false }
    : { source: null, path: null, missing: false };
}
