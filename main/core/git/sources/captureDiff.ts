import type { CapturedDiff } from '../../../../shared/contract/diff';
import type { DiffSource } from '../../../../shared/contract/reviewModel';
import type { CommandRunner } from '../commandRunner';
import type { GitRunner } from '../gitRunner';
import { branchDiff } from './branch';
import { githubPrDiff } from './githubPr';
import { jjDiff } from './jujutsu';
import { workingTreeDiff } from './workingTree';

/** Captures the author's work from whichever source a review names. */
export class DiffSources {
  constructor(
    private readonly git: GitRunner,
    private readonly commands: CommandRunner,
  ) {}

  capture(workspace: string, source: DiffSource): Promise<CapturedDiff> {
    switch (source.kind) {
      case 'working-tree':
        return workingTreeDiff(this.git, workspace);
      case 'branch':
        return branchDiff(this.git, workspace, source.base);
      case 'jj':
        return jjDiff(this.commands, workspace);
      case 'pr':
        return githubPrDiff(this.commands, workspace, source.number);
    }
  }
}
