import type { RepoBranches } from '../../../shared/contract/diff';
import type { GitRunner } from './gitRunner';
import { openRepo } from './repo';

/** Branches offered at most: a list to pick from, not the repository's whole history. */
export const BRANCHES_LISTED = 200;

/** The names a repository's main line goes by, in the order they are taken when origin names none. */
const MAIN_LINE_NAMES = ['main', 'master', 'trunk', 'develop'];

/**
 * The repository's local branches, most recently committed first, and the
 * base a branch review most likely compares with: origin's default branch
 * (its local twin when there is one), else the first of main, master, trunk
 * and develop that exists. Null when none does, so no name is guessed.
 */
export async function repoBranches(git: GitRunner, workspace: string): Promise<RepoBranches> {
  const { root } = await openRepo(git, workspace);
  const branches = await localBranches(git, root);
  return { branches: branches.slice(0, BRANCHES_LISTED), defaultBase: await defaultBase() };

  async function defaultBase(): Promise<string | null> {
    const origin = await git.run(
      ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD'],
      {
        cwd: root,
      },
    );
    const remote = origin.code === 0 ? origin.stdout.trim() : '';
    if (remote) {
      const local = remote.replace(/^origin\//, '');
      return branches.includes(local) ? local : remote;
    }
    return MAIN_LINE_NAMES.find((name) => branches.includes(name)) ?? null;
  }
}

/** The repository's local branch names, most recently committed first; none when git cannot list them. */
export async function localBranches(git: GitRunner, root: string): Promise<string[]> {
  const listed = await git.run(
    ['for-each-ref', '--sort=-committerdate', '--format=%(refname:short)', 'refs/heads'],
    { cwd: root },
  );
  return listed.code === 0 ? listed.stdout.split('\n').filter(Boolean) : [];
}
