import type { CommandHandlers } from '../api';
import { repoBranches } from '../git/branches';
import type { CommandDeps } from './commandDeps';

export function diffBranchCommands({
  git,
  sessions,
}: CommandDeps): Pick<CommandHandlers, 'diff:branches'> {
  return {
    'diff:branches': async ({ sessionId }) =>
      repoBranches(git, sessions.get(sessionId).snapshot().cwd),
  };
}
