import type { AgentReview } from '../../../shared/contract';
import type { CommandHandlers } from '../api';
import { sentReview } from '../review/sentReview';
import type { CommandDeps } from './commandDeps';

type ReviewCommandName = Extract<keyof CommandHandlers, `review:${string}`> | 'diff:capture';

/** A command's answer that is a review goes out as sentReview makes it. */
const sent = async (review: Promise<AgentReview> | AgentReview) => sentReview(await review);

export function reviewCommands({ reviews }: CommandDeps): Pick<CommandHandlers, ReviewCommandName> {
  return {
    'review:start': async (input) => sent(reviews.start(input)),
    'review:list': async () => reviews.listSent(),
    'review:get': async ({ id }) => sent(reviews.get(id)),
    'review:cancel': async ({ id }) => sent(reviews.cancel(id)),
    'review:delete': async ({ id }) => {
      await reviews.delete(id);
      return null;
    },
    'review:force-approve': async ({ id }) => sent(reviews.forceApprove(id)),
    'review:send-feedback': async ({ id }) => sent(reviews.sendFeedback(id)),
    'review:request-again': async ({ id }) => sent(reviews.requestAgain(id)),
    'review:reassign': async ({ id, reviewerSessionId }) =>
      sent(reviews.reassign(id, reviewerSessionId)),
    'review:raise-ceiling': async ({ id, costCeiling }) =>
      sent(reviews.raiseCeiling(id, costCeiling)),
    'review:resume': async ({ id }) => sent(reviews.resume(id)),
    'review:approve-anyway': async ({ id }) => sent(reviews.approveAnyway(id)),
    'review:one-more-round': async ({ id }) => sent(reviews.oneMoreRound(id)),
    'review:resolve-comment': async ({ id, comment, resolution }) =>
      sent(reviews.resolveComment(id, comment, resolution)),
    'review:apply-suggestion': async ({ id, round, index }) =>
      sent(reviews.applySuggestion(id, round, index)),
    'review:add-comment': async ({ id, ...comment }) => sent(reviews.addComment(id, comment)),
    'review:remove-comment': async ({ id, commentId }) =>
      sent(reviews.removeComment(id, commentId)),
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
