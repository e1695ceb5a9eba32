import path from 'node:path';
import type { GitRunner } from './gitRunner';
import { runGit } from './gitRunner';

/** A work tree as the git code needs it. */
export interface Repo {
  /** Absolute path of the work tree's top level; every git command runs here. */
  readonly root: string;
  /** The commit HEAD points at; null in a repository with no commits yet. */
  readonly head: string | null;
}

/** Finds the repository containing `cwd`; a clear CoreError when there is none. */
export async function openRepo(git: GitRunner, cwd: string): Promise<Repo> {
  const root = (await runGit(git, ['rev-parse', '--show-toplevel'], { cwd })).trim();
  return { root, head: await resolveCommit(git, root, 'HEAD') };
}

/** The full id of the commit `rev` names, or null when it names none. */
export async function resolveCommit(
  git: GitRunner,
  root: string,
  rev: string,
): Promise<string | null> {
  const result = await git.run(
    ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`],
    {
      cwd: root,
    },
  );
  return result.code === 0 ? result.stdout.trim() : null;
}

/** The empty tree's id, to diff a repository with no commits against (SHA-1 or SHA-256 repos). */
export async function emptyTree(git: GitRunner, root: string): Promise<string> {
  const out = await runGit(git, ['hash-object', '-t', 'tree', '--stdin'], { cwd: root, input: '' });
  return out.trim();
}

/** A path git prints relative to the work tree (e.g. `--git-path`), made absolute. */
export async function gitPath(git: GitRunner, root: string, name: string): Promise<string> {
  const out = (await runGit(git, ['rev-parse', '--git-path', name], { cwd: root })).trim();
  return path.resolve(root, out);
}

export function shortId(commit: string): string {
  return commit.slice(0, 10);
}
