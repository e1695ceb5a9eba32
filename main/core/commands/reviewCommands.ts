import type { CommandHandlers } from '../api';
import type { CommandDeps } from './commandDeps';

type ReviewCommandName = Extract<keyof CommandHandlers, `review:${string}`> | 'diff:capture';

export function reviewCommands({ reviews }: CommandDeps): Pick<CommandHandlers, ReviewCommandName> {
  return {
    'review:start': async (input) => reviews.start(input),
    'review:list': async () => reviews.list(),
    'review:get': async ({ id }) => reviews.get(id),
    'review:cancel': async ({ id }) => reviews.cancel(id),
    'review:delete': async ({ id }) => {
      await reviews.delete(id);
      return null;
    },
    'review:force-approve': async ({ id }) => reviews.forceApprove(id),
    'review:send-feedback': async ({ id }) => reviews.sendFeedback(id),
    'review:request-again': async ({ id }) => reviews.requestAgain(id),
    'review:reassign': async ({ id, reviewerSessionId }) => reviews.reassign(id, reviewerSessionId),
    'review:raise-ceiling': async ({ id, costCeiling }) => reviews.raiseCeiling(id, costCeiling),
    'review:resume': async ({ id }) => reviews.resume(id),
    'review:approve-anyway': async ({ id }) => reviews.approveAnyway(id),
    'review:one-more-round': async ({ id }) => reviews.oneMoreRound(id),
    'review:resolve-comment': async ({ id, comment, resolution }) =>
      reviews.resolveComment(id, comment, resolution),
    'review:apply-suggestion': async ({ id, round, index }) =>
      reviews.applySuggestion(id, round, index),
    'review:add-comment': async ({ id, ...comment }) => reviews.addComment(id, comment),
    'review:remove-comment': async ({ id, commentId }) => reviews.removeComment(id, commentId),
    'review:list-drafts': async ({ sessionId }) => reviews.draftComments(sessionId),
    'review:add-draft': async ({ sessionId, ...draft }) =>
      reviews.addDraftComment(sessionId, draft),
    'review:remove-draft': async ({ sessionId, commentId }) =>
      reviews.removeDraftComment(sessionId, commentId),
    'review:diff': async ({ id, round, view }) => reviews.diff(id, round, view),
    'review:comments-now': async ({ id }) => reviews.commentsNow(id),
    'review:people-on-round': async ({ id, round }) => reviews.peopleOnRound(id, round),
    'review:drafts-now': async ({ sessionId }) => reviews.draftsNow(sessionId),
    'diff:capture': async ({ sessionId, diffSource }) => reviews.capture(sessionId, diffSource),
  };
}
