import type { CommandHandlers } from '../api';
import type { CommandDeps } from './commandDeps';

export function diffWatchCommands({
  diffWatchers,
}: CommandDeps): Pick<CommandHandlers, 'diff:watch' | 'diff:unwatch'> {
  return {
    'diff:watch': async ({ sessionId }, ctx) => {
      await diffWatchers.watch(sessionId, ctx.clientId);
      return null;
    },
    'diff:unwatch': async ({ sessionId }, ctx) => {
      diffWatchers.unwatch(sessionId, ctx.clientId);
      return null;
    },
  };
}
