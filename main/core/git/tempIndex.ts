import { copyFile, mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { GitRunner } from './gitRunner';
import { runGit } from './gitRunner';
import type { Repo } from './repo';
import { WITHOUT_PARLEY_FILES } from './sources/gitDiffCommand';

/** The environment that points git at the temporary index. */
export type IndexEnv = {
  readonly GIT_INDEX_FILE: string;
};

/**
 * Runs `use` with a private index that holds the whole working tree: tracked
 * changes and untracked files (minus ignored ones and `.parley/`). The user's
 * index is only read (copied, so git can reuse its stat cache rather than
 * re-hash every file); it is never written, and nothing is staged for them.
 */
export async function withWorkingTreeIndex<T>(
  git: GitRunner,
  repo: Repo,
  use: (env: IndexEnv) => Promise<T>,
  options: { intentOnly?: boolean } = {},
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'parley-index-'));
  try {
    const env: IndexEnv = { GIT_INDEX_FILE: path.join(dir, 'index') };
    await fillIndex(git, repo, env, options.intentOnly === true);
    return await use(env);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * With `intentOnly`, untracked files go in as intent-to-add entries: nothing
 * is hashed or written to the object store (which for a big change costs more
 * than the diff), and `git diff <tree>` against the working tree shows them as
 * new files all the same. A snapshot, which needs the objects, adds them whole.
 */
async function fillIndex(
  git: GitRunner,
  repo: Repo,
  env: IndexEnv,
  intentOnly: boolean,
): Promise<void> {
  const copied = await copyIndex(repo.indexFile, env.GIT_INDEX_FILE).then(
    () => true,
    // No index yet (fresh repository): start from HEAD's tree or from nothing.
    () => false,
  );
  const addAll = ['add', '--all', ...(intentOnly ? ['--intent-to-add'] : []), '--'];
  addAll.push(...WITHOUT_PARLEY_FILES);
  if (copied) {
    const result = await git.run(addAll, { cwd: repo.root, env });
    if (result.code === 0) return;
    // A copy git cannot use on its own (e.g. a split index): rebuild from HEAD instead.
    await rm(env.GIT_INDEX_FILE, { force: true });
  }
  if (repo.head) await runGit(git, ['read-tree', repo.head], { cwd: repo.root, env });
  await runGit(git, addAll, { cwd: repo.root, env });
}

/**
 * Copies the index with its modification time. Git trusts an entry's cached
 * stat only when the file's mtime is older than the index file's; an entry
 * from the same moment ("racily clean", e.g. an edit in the second of a
 * commit) is re-checked by content. A fresh copy's mtime would be later and
 * hide such an edit. The time is rounded down to the whole second (Node sets
 * times as a double, which can round up past git's nanoseconds) and read
 * before copying (git may replace the index meanwhile): an earlier index time
 * only makes more entries re-checked, never one falsely clean.
 */
async function copyIndex(from: string, to: string): Promise<void> {
  const { mtimeNs } = await stat(from, { bigint: true });
  await copyFile(from, to);
  const wholeSecond = Number(mtimeNs / 1_000_000_000n);
  await utimes(to, wholeSecond, wholeSecond);
}
