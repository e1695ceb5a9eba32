import type { CapturedDiff } from '../../../../shared/contract/diff';
import type { GitRunner } from '../gitRunner';
import { runGit } from '../gitRunner';
import { emptyTree, openRepo, shortId } from '../repo';
import { withWorkingTreeIndex } from '../tempIndex';
import { captured } from './captured';
import { gitDiffArgs } from './gitDiffCommand';

/**
 * Everything the author changed since HEAD, staged or not, untracked files
 * included (ignored ones not), without touching the user's index. In a
 * repository with no commits yet, every file shows as new.
 */
export async function workingTreeDiff(git: GitRunner, workspace: string): Promise<CapturedDiff> {
  const repo = await openRepo(git, workspace);
  const base = repo.head ?? (await emptyTree(git, repo.root));
  const raw = await withWorkingTreeIndex(git, repo, (env) =>
    runGit(git, gitDiffArgs('--cached', base), { cwd: repo.root, env }),
  );
  const against = repo.head
    ? `HEAD (${shortId(repo.head)})`
    : 'an empty repository (no commits yet)';
  return captured(`Working tree vs ${against}, untracked files included`, raw);
}
