import type {
  AgentReview,
  CommandInput,
  CommandName,
  CommandOutput,
  CommentRef,
  CommentResolution,
  HumanComment,
  ReviewStartInput,
} from '../../../shared/contract';
import { entryFromSource } from '../model/diffSourceEntry';
import type { ActionContext } from './actionContext';
import { showAuthorPanel, withPreReviewComments, withReview, withoutReview } from './changes';

/** The commands that answer with the review as it now is. */
export type ReviewReturningCommand = {
  [K in CommandName]: CommandOutput<K> extends AgentReview ? K : never;
}[CommandName];

/** The commands on a person's comments before any review of the work (the contract's drafts). */
type PreReviewCommand = 'review:list-drafts' | 'review:add-draft' | 'review:remove-draft';

/**
 * What a person does to reviews: start one, run the loop's commands, comment
 * and settle comments. Each applies the review the core answers and resolves
 * with it, or rejects with the core's refusal.
 */
export function reviewActions({ client, change }: ActionContext) {
  async function runReviewCommand<K extends ReviewReturningCommand>(
    name: K,
    input: CommandInput<K>,
  ): Promise<AgentReview> {
    // ReviewReturningCommand holds only the commands whose output is the review.
    const review = (await client.call(name, input)) as AgentReview;
    change((state) => withReview(state, review));
    return review;
  }

  async function preReviewCommand<K extends PreReviewCommand>(
    name: K,
    sessionId: string,
    input: CommandInput<K>,
  ): Promise<readonly HumanComment[]> {
    // Each answers the session's whole list as it now is.
    const comments = (await client.call(name, input)) as HumanComment[];
    change((state) => withPreReviewComments(state, sessionId, comments));
    return comments;
  }

  return {
    runReviewCommand,
    /** Starts a review and shows it: its author's panel, open on it. */
    async startReview(input: ReviewStartInput): Promise<AgentReview> {
      const review = await runReviewCommand('review:start', input);
      change((state) => ({
        ...showAuthorPanel(state, review.authorSessionId),
        requestDialog: null,
        // The form and the panel go on from the source this review used.
        sourceEntries: {
          ...state.sourceEntries,
          [review.authorSessionId]: entryFromSource(review.diffSource),
        },
      }));
      return review;
    },
    addComment: (reviewId: string, comment: Omit<CommandInput<'review:add-comment'>, 'id'>) =>
      runReviewCommand('review:add-comment', { id: reviewId, ...comment }),
    removeComment: (reviewId: string, commentId: string) =>
      runReviewCommand('review:remove-comment', { id: reviewId, commentId }),
    resolveComment: (reviewId: string, comment: CommentRef, resolution: CommentResolution | null) =>
      runReviewCommand('review:resolve-comment', { id: reviewId, comment, resolution }),
    applySuggestion: (reviewId: string, round: number, index: number) =>
      runReviewCommand('review:apply-suggestion', { id: reviewId, round, index }),
    /** Deletes a review that is not running; every view of it goes. */
    async deleteReview(reviewId: string): Promise<void> {
      await client.call('review:delete', { id: reviewId });
      change((state) => withoutReview(state, reviewId));
    },

    /** Reads a session's comments made before any review of its work. */
    loadPreReviewComments(sessionId: string): void {
      preReviewCommand('review:list-drafts', sessionId, { sessionId }).catch(() =>
        // Unreadable ones leave the list empty; adding one says why.
        change((state) => withPreReviewComments(state, sessionId, [])),
      );
    },
    addPreReviewComment: (
      sessionId: string,
      comment: Omit<CommandInput<'review:add-draft'>, 'sessionId'>,
    ) => preReviewCommand('review:add-draft', sessionId, { sessionId, ...comment }),
    removePreReviewComment: (sessionId: string, commentId: string) =>
      preReviewCommand('review:remove-draft', sessionId, { sessionId, commentId }),
  };
}
