import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DiffFile } from '../../../shared/contract/diff';
import type { GitRunner } from './gitRunner';
import { isInside } from './workTreePath';

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
  const wanted = diffFiles.filter((file) => file.newPath !== null && !file.binary);
  const paths = wanted.map((file) => file.newPath!);
  const reads = await readAll(git, root, paths, origin, budget.maxFileBytes);
  const readOf = new Map(wanted.map((file, at) => [file, reads[at]!]));
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
    const read = readOf.get(file)!;
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

/** Files read at once: each read of a commit's file is a git process. */
const READS_AT_ONCE = 4;

/**
 * The files' contents in their order, read a few at a time. Of a commit, one
 * git process tells every file's size first: a file too large is not read.
 */
async function readAll(
  git: GitRunner,
  root: string,
  paths: readonly string[],
  origin: ContentOrigin,
  maxBytes: number,
): Promise<Read[]> {
  if (origin.kind === 'working-tree') {
    return inBatches(paths, (relative) => readFromDisk(root, relative, maxBytes));
  }
  const sizes = await blobSizes(git, root, origin.commit, paths);
  return inBatches(paths, (relative, at) =>
    readBlob(git, root, origin.commit, relative, sizes[at]!, maxBytes),
  );
}

/** `read` of each item, in their order, a few at a time. */
async function inBatches<T, R>(
  items: readonly T[],
  read: (item: T, at: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += READS_AT_ONCE) {
    const batch = items.slice(start, start + READS_AT_ONCE);
    results.push(...(await Promise.all(batch.map((item, at) => read(item, start + at)))));
  }
  return results;
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

export async function readFromCommit(
  git: GitRunner,
  root: string,
  commit: string,
  relative: string,
  maxBytes: number,
): Promise<Read> {
  const [size] = await blobSizes(git, root, commit, [relative]);
  return readBlob(git, root, commit, relative, size!, maxBytes);
}

/** A file of a commit, given its size (null: the commit holds no such file). */
async function readBlob(
  git: GitRunner,
  root: string,
  commit: string,
  relative: string,
  size: number | null,
  maxBytes: number,
): Promise<Read> {
  if (size === null) return { reason: 'unreadable' };
  if (size > maxBytes) return { reason: 'too-large' };
  const blob = await git.run(['cat-file', 'blob', `${commit}:${relative}`], { cwd: root });
  return blob.code === 0 ? blob.stdout : { reason: 'unreadable' };
}

/**
 * The size of each file in a commit, asked of one git process; null for one
 * the commit does not hold as a file (missing, a folder, a submodule).
 */
async function blobSizes(
  git: GitRunner,
  root: string,
  commit: string,
  paths: readonly string[],
): Promise<(number | null)[]> {
  // Git reads the names a line each: a path holding a line break is asked on its own.
  const sizes = await Promise.all(
    paths.map((relative) =>
      relative.includes('\n') ? blobSize(git, root, commit, relative) : null,
    ),
  );
  const asked = [...paths.keys()].filter((at) => !paths[at]!.includes('\n'));
  if (asked.length === 0) return sizes;
  const input = asked.map((at) => `${commit}:${paths[at]}\n`).join('');
  const result = await git.run(['cat-file', '--batch-check'], { cwd: root, input });
  if (result.code !== 0) return sizes;
  const answers = result.stdout.split('\n');
  asked.forEach((at, n) => {
    // "<id> blob <size>"; a missing name is answered "<name> missing".
    const found = /^[0-9a-f]+ blob (\d+)$/.exec(answers[n] ?? '');
    sizes[at] = found ? Number(found[1]) : null;
  });
  return sizes;
}

async function blobSize(
  git: GitRunner,
  root: string,
  commit: string,
  relative: string,
): Promise<number | null> {
  const size = await git.run(['cat-file', '-s', `${commit}:${relative}`], { cwd: root });
  return size.code === 0 ? Number(size.stdout.trim()) : null;
}
