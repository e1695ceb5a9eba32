import type { DiffStreamRequest } from '../../../shared/contract';
import type { CommandHandlers } from '../api';
import type { DiffRun } from '../git/sources/diffRun';
import type { CommandDeps } from './commandDeps';

/** A diff read page by page: a session's work printed by git as it goes, or a stored round's. */
export function diffStreamCommands({
  reviews,
  diffStreams,
}: CommandDeps): Pick<CommandHandlers, 'diff:open' | 'diff:read' | 'diff:close'> {
  const sourceOf = (request: DiffStreamRequest): Promise<DiffRun> =>
    request.kind === 'capture'
      ? reviews.openDiff(request.sessionId, request.diffSource)
      : reviews.openRoundDiff(request.reviewId, request.round, request.view);
  return {
    'diff:open': async (request, ctx) => diffStreams.start(ctx.clientId, await sourceOf(request)),
    'diff:read': async ({ stream }, ctx) => diffStreams.read(ctx.clientId, stream),
    'diff:close': async ({ stream }, ctx) => {
      diffStreams.close(ctx.clientId, stream);
      return null;
    },
  };
}
