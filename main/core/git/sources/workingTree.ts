import type { CapturedDiff } from '../../../../shared/contract/diff';
import type { GitRunner } from '../gitRunner';
import { streamGit } from '../gitRunner';
import { emptyTree, openRepo, shortId } from '../repo';
import { withWorkingTreeIndex } from '../tempIndex';
import { captureRun, type DiffRun } from './diffRun';
import { gitDiffArgs } from './gitDiffCommand';

/**
 * Everything the author changed since HEAD, staged or not, untracked files
 * included (ignored ones not), without touching the user's index. In a
 * repository with no commits yet, every file shows as new.
 */
export async function workingTreeDiff(git: GitRunner, workspace: string): Promise<CapturedDiff> {
  return captureRun(await workingTreeDiffRun(git, workspace));
}

/** The working tree's diff, to print file by file (see workingTreeDiff). */
export async function workingTreeDiffRun(git: GitRunner, workspace: string): Promise<DiffRun> {
  const repo = await openRepo(git, workspace);
  const against = repo.head
    ? `HEAD (${shortId(repo.head)})`
    : 'an empty repository (no commits yet)';
  return {
    description: `Working tree vs ${against}, untracked files included`,
    async print(onText, control) {
      const base = repo.head ?? (await emptyTree(git, repo.root));
      // The working tree itself against the base; the index only names the untracked files.
      await withWorkingTreeIndex(
        git,
        repo,
        (env) =>
          streamGit(git, gitDiffArgs(base), { cwd: repo.root, env, onStdout: onText, ...control }),
        { intentOnly: true },
      );
    },
  };
}
