import type { CommandHandlers } from '../api';
import type { CommandDeps } from './commandDeps';

type ReviewCommandName = Extract<keyof CommandHandlers, `review:${string}` | `diff:${string}`>;

export function reviewCommands({ reviews }: CommandDeps): Pick<CommandHandlers, ReviewCommandName> {
  return {
    'review:start': async (input) => reviews.start(input),
    'review:list': async () => reviews.list(),
    'review:get': async ({ id }) => reviews.get(id),
    'review:cancel': async ({ id }) => reviews.cancel(id),
    'review:force-approve': async ({ id }) => reviews.forceApprove(id),
    'review:send-feedback': async ({ id }) => reviews.sendFeedback(id),
    'review:request-again': async ({ id }) => reviews.requestAgain(id),
    'review:reassign': async ({ id, reviewerSessionId }) => reviews.reassign(id, reviewerSessionId),
    'review:raise-ceiling': async ({ id, costCeiling }) => reviews.raiseCeiling(id, costCeiling),
    'review:resume': async ({ id }) => reviews.resume(id),
    'review:add-comment': async ({ id, ...comment }) => reviews.addComment(id, comment),
    'review:remove-comment': async ({ id, commentId }) => reviews.removeComment(id, commentId),
    'review:diff': async ({ id, round, view }) => reviews.diff(id, round, view),
    'diff:capture': async ({ sessionId, diffSource }) => reviews.capture(sessionId, diffSource),
  };
}
