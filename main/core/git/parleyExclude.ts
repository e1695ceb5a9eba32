import { mkdir, readFile, appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { GitRunner } from './gitRunner';
import { gitPath } from './repo';

const PARLEY_PATTERN = '.parley/';
const ALREADY_EXCLUDED = new Set(['.parley', '.parley/', '/.parley', '/.parley/']);

/**
 * Makes git ignore Parley's `.parley/` folder in this clone only, through
 * `.git/info/exclude` (never the user's tracked .gitignore). Idempotent;
 * returns the exclude file's path. Works in linked worktrees too.
 */
export async function ensureParleyExcluded(git: GitRunner, workspace: string): Promise<string> {
  const file = await gitPath(git, workspace, 'info/exclude');
  const current = await readFile(file, 'utf8').catch(() => '');
  const lines = current.split(/\r?\n/).map((l) => l.trim());
  if (lines.some((l) => ALREADY_EXCLUDED.has(l))) return file;
  await mkdir(path.dirname(file), { recursive: true });
  const separator = current === '' || current.endsWith('\n') ? '' : '\n';
  await appendFile(file, `${separator}# Parley's working files\n${PARLEY_PATTERN}\n`);
  return file;
}
