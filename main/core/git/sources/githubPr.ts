import type { CapturedDiff } from '../../../../shared/contract/diff';
import { CoreError } from '../../api';
import type { CommandRunner } from '../commandRunner';
import { captured } from './captured';

/** A GitHub pull request's diff through the GitHub CLI (`gh pr diff N`), run in the workspace. */
export async function githubPrDiff(
  commands: CommandRunner,
  workspace: string,
  prNumber: number,
): Promise<CapturedDiff> {
  if (!Number.isInteger(prNumber) || prNumber < 1) {
    throw new CoreError('bad-input', `"${prNumber}" is not a pull request number.`);
  }
  const result = await commands.run('gh', ['pr', 'diff', String(prNumber), '--color=never'], {
    cwd: workspace,
    // gh would otherwise open a pager or prompt when it thinks a person is there.
    env: { GH_PAGER: 'cat', GH_PROMPT_DISABLED: '1', NO_COLOR: '1' },
  });
  if (result.code !== 0) {
    const why = result.stderr.trim() || result.stdout.trim() || 'no output';
    throw new CoreError('failed', `gh pr diff ${prNumber} failed (exit ${result.code}): ${why}`);
  }
  return captured(`GitHub pull request #${prNumber}`, result.stdout);
}
