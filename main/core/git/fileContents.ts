import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DiffFile } from '../../../shared/contract/diff';
import type { GitRunner } from './gitRunner';

/** Where to read the new content from: the files on disk, or a commit (e.g. a round's snapshot). */
export type ContentOrigin = { kind: 'working-tree' } | { kind: 'commit'; commit: string };

export interface ContentBudget {
  /** Total UTF-8 bytes of content to return. */
  readonly totalBytes: number;
  /** Files larger than this are left out whatever the budget. */
  readonly maxFileBytes: number;
}

export type SkipReason = 'deleted' | 'binary' | 'too-large' | 'over-budget' | 'unreadable';

export interface FileContent {
  readonly path: string;
  readonly content: string;
}

export interface SkippedFile {
  readonly path: string;
  readonly reason: SkipReason;
}

export interface ChangedFileContents {
  readonly files: FileContent[];
  readonly skipped: SkippedFile[];
  readonly usedBytes: number;
}

/**
 * The full new content of the changed files, for the review prompt, in diff
 * order and within the budget: a file that does not fit is skipped and smaller
 * ones after it still get their chance. Binary files (by the diff, or a NUL
 * byte as git judges) and deleted files are skipped.
 */
export async function readChangedFiles(
  git: GitRunner,
  root: string,
  diffFiles: readonly DiffFile[],
  origin: ContentOrigin,
  budget: ContentBudget,
): Promise<ChangedFileContents> {
  const files: FileContent[] = [];
  const skipped: SkippedFile[] = [];
  let used = 0;
  for (const file of diffFiles) {
    const skip = (reason: SkipReason) => skipped.push({ path: file.path, reason });
    if (file.newPath === null) {
      skip('deleted');
      continue;
    }
    if (file.binary) {
      skip('binary');
      continue;
    }
    const read =
      origin.kind === 'commit'
        ? await readFromCommit(git, root, origin.commit, file.newPath, budget.maxFileBytes)
        : await readFromDisk(root, file.newPath, budget.maxFileBytes);
    if (typeof read !== 'string') {
      skip(read.reason);
      continue;
    }
    // Git's own test: a NUL in the first 8000 bytes means binary.
    if (read.slice(0, 8000).includes('\0')) {
      skip('binary');
      continue;
    }
    const bytes = Buffer.byteLength(read, 'utf8');
    if (used + bytes > budget.totalBytes) {
      skip('over-budget');
      continue;
    }
    used += bytes;
    files.push({ path: file.newPath, content: read });
  }
  return { files, skipped, usedBytes: used };
}

export type Read = string | { reason: SkipReason };

export async function readFromDisk(
  root: string,
  relative: string,
  maxBytes: number,
): Promise<Read> {
  // Diff paths can come from outside (a PR), and links can point anywhere: only read
  // what really lies inside the work tree.
  const [realRoot, real] = await Promise.all([
    realpath(root).catch(() => null),
    realpath(path.resolve(root, relative)).catch(() => null),
  ]);
  if (!realRoot || !real || !isInside(realRoot, real)) return { reason: 'unreadable' };
  const info = await stat(real).catch(() => null);
  if (!info?.isFile()) return { reason: 'unreadable' };
  if (info.size > maxBytes) return { reason: 'too-large' };
  return readFile(real, 'utf8').catch(() => ({ reason: 'unreadable' as const }));
}

function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return (
    relative !== '' &&
    !relative.startsWith(`..${path.sep}`) &&
    relative !== '..' &&
    !path.isAbsolute(relative)
  );
}

export async function readFromCommit(
  git: GitRunner,
  root: string,
  commit: string,
  relative: string,
  maxBytes: number,
): Promise<Read> {
  const object = `${commit}:${relative}`;
  const size = await git.run(['cat-file', '-s', object], { cwd: root });
  if (size.code !== 0) return { reason: 'unreadable' };
  if (Number(size.stdout.trim()) > maxBytes) return { reason: 'too-large' };
  const blob = await git.run(['cat-file', 'blob', object], { cwd: root });
  return blob.code === 0 ? blob.stdout : { reason: 'unreadable' };
}
