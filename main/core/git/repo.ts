import path from 'node:path';
import type { GitRunner } from './gitRunner';
import { gitFailure, runGit } from './gitRunner';

/** A work tree as the git code needs it. */
export interface Repo {
  /** Absolute path of the work tree's top level; every git command runs here. */
  readonly root: string;
  /** The commit HEAD points at; null in a repository with no commits yet. */
  readonly head: string | null;
  /** Absolute path of its index file (a linked worktree has its own). */
  readonly indexFile: string;
}

/**
 * Finds the repository containing `cwd`; a clear CoreError when there is none.
 * One git process asks all three: a review phase opens the repository several
 * times over, and each process costs milliseconds.
 */
export async function openRepo(git: GitRunner, cwd: string): Promise<Repo> {
  const args = [
    'rev-parse',
    '--show-toplevel',
    '--git-path',
    'index',
    '--verify',
    '--quiet',
    '--end-of-options',
    'HEAD^{commit}',
  ];
  const result = await git.run(args, { cwd });
  // Exit 1 after printing the first two answers: HEAD names no commit yet.
  if (result.code !== 0 && result.code !== 1) throw gitFailure(args, cwd, result);
  const lines = result.stdout.replace(/\n$/, '').split('\n');
  const [root, index, head] = lines;
  // A path holding a line break makes the answers run together: each is asked on its own then.
  if (lines.length !== (result.code === 0 ? 3 : 2) || !root || !index) {
    return openRepoAskingApart(git, cwd);
  }
  // --git-path answers relative to where git ran.
  return { root, head: head ?? null, indexFile: path.resolve(cwd, index) };
}

async function openRepoAskingApart(git: GitRunner, cwd: string): Promise<Repo> {
  const root = (await runGit(git, ['rev-parse', '--show-toplevel'], { cwd })).replace(/\n$/, '');
  const [head, indexFile] = await Promise.all([
    resolveCommit(git, root, 'HEAD'),
    gitPath(git, root, 'index'),
  ]);
  return { root, head, indexFile };
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

/** A path inside the git folder of the repository holding `cwd` (`--git-path`), absolute. */
export async function gitPath(git: GitRunner, cwd: string, name: string): Promise<string> {
  const out = (await runGit(git, ['rev-parse', '--git-path', name], { cwd })).replace(/\n$/, '');
  // Git answers relative to where it ran.
  return path.resolve(cwd, out);
}

export function shortId(commit: string): string {
  return commit.slice(0, 10);
}
