import type { DiffTextOrigin } from '../../../shared/contract/diff';
import { CoreError, type CommandHandlers } from '../api';
import type { ContentOrigin } from '../git/fileContents';
import { openRepo } from '../git/repo';
import { snapshotRef } from '../git/snapshots';
import { readSourceFileText } from '../git/sourceFileText';
import type { CommandDeps } from './commandDeps';

export function diffTextCommands(deps: CommandDeps): Pick<CommandHandlers, 'diff:file-text'> {
  return {
    'diff:file-text': async ({ origin, path }) => {
      const { cwd, content } = whereToRead(deps, origin);
      const repo = await openRepo(deps.git, cwd);
      return { text: await readSourceFileText(deps.git, repo.root, content, path) };
    },
  };
}

/** The folder and the tree a diff's new side is read from. */
function whereToRead(
  { sessions, reviews }: CommandDeps,
  origin: DiffTextOrigin,
): { cwd: string; content: ContentOrigin } {
  if (origin.kind === 'round') {
    // A round's diff was taken from its snapshot: its lines are the snapshot's, whatever changed since.
    return {
      cwd: reviews.get(origin.reviewId).workspace,
      content: { kind: 'commit', commit: snapshotRef(origin.reviewId, origin.round) },
    };
  }
  const cwd = sessions.get(origin.sessionId).snapshot().cwd;
  switch (origin.sourceKind) {
    case 'working-tree':
    case 'jj':
      return { cwd, content: { kind: 'working-tree' } };
    case 'branch':
      return { cwd, content: { kind: 'commit', commit: 'HEAD' } };
    case 'pr':
      throw new CoreError('bad-input', "A pull request's files are not kept locally to expand.");
  }
}
