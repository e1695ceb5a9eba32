import type { CapturedDiff } from '../../../../shared/contract/diff';
import type { DiffSource } from '../../../../shared/contract/reviewModel';
import type { CommandRunner } from '../commandRunner';
import type { GitRunner } from '../gitRunner';
import { branchDiffRun } from './branch';
import { captureRun, printedInPieces, type DiffRun } from './diffRun';
import { githubPrDiff } from './githubPr';
import { jjDiff } from './jujutsu';
import { workingTreeDiffRun } from './workingTree';

/** Captures the author's work from whichever source a review names. */
export class DiffSources {
  constructor(
    private readonly git: GitRunner,
    private readonly commands: CommandRunner,
  ) {}

  async capture(workspace: string, source: DiffSource): Promise<CapturedDiff> {
    switch (source.kind) {
      case 'working-tree':
      case 'branch':
        return captureRun(await this.open(workspace, source));
      case 'jj':
        return jjDiff(this.commands, workspace);
      case 'pr':
        return githubPrDiff(this.commands, workspace, source.number);
    }
  }

  /** The diff, to print file by file: git prints as it goes; jj and gh are read whole first. */
  async open(workspace: string, source: DiffSource): Promise<DiffRun> {
    switch (source.kind) {
      case 'working-tree':
        return workingTreeDiffRun(this.git, workspace);
      case 'branch':
        return branchDiffRun(this.git, workspace, source.base);
      case 'jj':
        return printedInPieces(await jjDiff(this.commands, workspace));
      case 'pr':
        return printedInPieces(await githubPrDiff(this.commands, workspace, source.number));
    }
  }
}
