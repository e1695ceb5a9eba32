import type { CapturedDiff } from '../../../../shared/contract/diff';
import { CoreError } from '../../api';
import type { GitRunner } from '../gitRunner';
import { runGit, streamGit } from '../gitRunner';
import { localBranches } from '../branches';
import { openRepo, resolveCommit, shortId } from '../repo';
import { withWorkingTreeIndex } from '../tempIndex';
import { captureRun, type DiffRun } from './diffRun';
import { gitDiffArgs } from './gitDiffCommand';

/**
 * The branch's work since it left `base`: what it committed, as a PR shows it
 * (`git diff BASE...HEAD`), and what the working tree holds on top, untracked
 * files included (see workingTreeDiff). Without the working tree a review loop
 * could never see a fix: authors are told to leave their fixes uncommitted.
 */
export async function branchDiff(
  git: GitRunner,
  workspace: string,
  base: string,
): Promise<CapturedDiff> {
  return captureRun(await branchDiffRun(git, workspace, base));
}

/** The branch's diff, to print file by file (see branchDiff). */
export async function branchDiffRun(
  git: GitRunner,
  workspace: string,
  base: string,
): Promise<DiffRun> {
  if (base.startsWith('-') || base.trim() === '') {
    throw new CoreError('bad-input', `"${base}" is not a branch name.`);
  }
  const repo = await openRepo(git, workspace);
  if (!repo.head) throw new CoreError('bad-input', 'The repository has no commits yet.');
  if (!(await resolveCommit(git, repo.root, base))) {
    throw new CoreError(
      'bad-input',
      `Base branch "${base}" does not exist in ${repo.root}.${await branchesNamed(git, repo.root)}`,
    );
  }
  const mergeBase = await git.run(['merge-base', '--end-of-options', base, 'HEAD'], {
    cwd: repo.root,
  });
  if (mergeBase.code !== 0) {
    throw new CoreError('bad-input', `HEAD and "${base}" have no common ancestor.`);
  }
  const branch = (
    await runGit(git, ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: repo.root })
  ).trim();
  const head = branch === 'HEAD' ? `HEAD (${shortId(repo.head)})` : branch;
  const forkPoint = mergeBase.stdout.trim();
  return {
    description: `${head} vs its merge-base with ${base} (${shortId(forkPoint)}), uncommitted changes included`,
    print: (onText, control) =>
      // The working tree itself against the fork point; the index only names the untracked files.
      withWorkingTreeIndex(
        git,
        repo,
        (env) =>
          streamGit(git, gitDiffArgs(forkPoint), {
            cwd: repo.root,
            env,
            onStdout: onText,
            ...control,
          }),
        { intentOnly: true },
      ),
  };
}

/** Branches named in an error, at most this many: enough to spot the one meant ("master"). */
const BRANCHES_NAMED = 5;

/** " Its branches: master, dev." so a base that is not there can be corrected at once; '' when it has none. */
async function branchesNamed(git: GitRunner, root: string): Promise<string> {
  const branches = await localBranches(git, root);
  if (branches.length === 0) return '';
  const named = branches.slice(0, BRANCHES_NAMED).join(', ');
  const more = branches.length > BRANCHES_NAMED ? `, … (${branches.length} in all)` : '';
  return ` Its branches: ${named}${more}.`;
}
