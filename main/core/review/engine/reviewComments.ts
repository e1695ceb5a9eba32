import { randomUUID } from 'node:crypto';
import type {
  AgentReview,
  CommentRef,
  CommentResolution,
  HumanComment,
} from '../../../../shared/contract';
import { isRunningStatus } from '../../../../shared/contract';
import { CoreError } from '../../api';
import { openRepo } from '../../git/repo';
import { applySuggestion } from '../suggestions/applySuggestion';
import { reviewerComment, withResolution, withSuggestionApplied } from './commentChanges';
import { commentNow } from './commentsNow';
import type { EffectRunner } from './effectRunner';
import type { HeldReviews } from './heldReviews';
import type { ReviewGit } from './ports';

/** The diff a person's comment was made on, whose lines it cites: the diff as it is now, or a round's. */
export type CommentView = 'now' | { readonly round: number };

export type NewHumanComment = Pick<HumanComment, 'file' | 'line' | 'severity' | 'comment'> & {
  readonly on?: CommentView;
};

/**
 * A person's changes to a review's comments: not state transitions, but
 * changes of its data, each recorded (and journalled) like any other.
 */
export class ReviewComments {
  constructor(
    private readonly reviews: HeldReviews,
    private readonly effects: Pick<EffectRunner, 'run'>,
    private readonly git: Pick<ReviewGit, 'runner' | 'snapshots'>,
    private readonly now: () => Date,
  ) {}

  /**
   * A person's comment on the diff; the next feedback to the author carries
   * it. It keeps the tree its lines count in, so they can be followed as the
   * code changes (see commentsNow); one whose tree cannot be read still counts, as made.
   */
  async add(id: string, { on, ...comment }: NewHumanComment): Promise<AgentReview> {
    const treeRef = await this.treeOf(this.reviews.hold(id), on).catch(() => undefined);
    const added: HumanComment = {
      ...comment,
      id: `c-${randomUUID()}`,
      createdAt: this.now().toISOString(),
      ...(treeRef === undefined ? {} : { treeRef }),
    };
    return this.edit(id, 'comment-added', { commentId: added.id }, (review) => ({
      ...review,
      humanComments: [...(review.humanComments ?? []), added],
    }));
  }

  /**
   * A person's comments on an author's work that its stopped reviews never
   * sent (open ones: not resolved or dismissed), by review: what a new review
   * of that work carries instead, so none is left behind on a review that
   * will not send it.
   */
  leftBehind(authorSessionId: string): { reviewId: string; comments: HumanComment[] }[] {
    return this.reviews
      .list()
      .filter((r) => r.authorSessionId === authorSessionId && !isRunningStatus(r.status))
      .map((r) => ({
        reviewId: r.id,
        comments: (r.humanComments ?? []).filter(
          (c) => c.sentInRound === undefined && c.resolution === undefined,
        ),
      }))
      .filter((left) => left.comments.length > 0);
  }

  /** Takes comments left behind off their review: review `to` carries them now. */
  carried(id: string, commentIds: readonly string[], to: string): AgentReview {
    return this.edit(id, 'comments-carried', { commentIds, to }, (review) => ({
      ...review,
      humanComments: review.humanComments?.filter((c) => !commentIds.includes(c.id)),
    }));
  }

  remove(id: string, commentId: string): AgentReview {
    return this.edit(id, 'comment-removed', { commentId }, (review) => {
      const comment = review.humanComments?.find((c) => c.id === commentId);
      if (!comment) throw new CoreError('not-found', `Review ${id} has no comment ${commentId}.`);
      if (comment.sentInRound) {
        throw new CoreError(
          'conflict',
          `That comment went to the author in round ${comment.sentInRound}: it cannot be taken back.`,
        );
      }
      return { ...review, humanComments: review.humanComments?.filter((c) => c.id !== commentId) };
    });
  }

  /** Resolves or dismisses a comment (null reopens it); a settled one is not sent again. */
  resolve(id: string, ref: CommentRef, resolution: CommentResolution | null): AgentReview {
    const updated = this.edit(id, 'comment-resolved', { comment: ref, resolution }, (review) =>
      withResolution(review, ref, resolution, this.now().toISOString()),
    );
    if (ref.kind === 'reviewer')
      this.effects.run(updated, { kind: 'write-artifact', round: ref.round });
    return updated;
  }

  /** Writes a reviewer's suggestion into the working tree, if its lines are still as reviewed. */
  async applySuggestion(id: string, round: number, index: number): Promise<AgentReview> {
    const review = this.reviews.hold(id);
    try {
      // Where its lines stand now: lines written above them since the round moved them.
      const comment = await commentNow(
        review,
        round,
        reviewerComment(review, round, index),
        this.git.snapshots,
      );
      const repo = await openRepo(this.git.runner, review.workspace);
      applySuggestion(repo.root, comment);
    } catch (error) {
      this.reviews.letGoIfAtRest(review);
      throw error;
    }
    const updated = this.edit(id, 'suggestion-applied', { round, index }, (current) =>
      withSuggestionApplied(current, round, index, this.now().toISOString()),
    );
    // The round's note says what became of the comment.
    this.effects.run(updated, { kind: 'write-artifact', round });
    return updated;
  }

  /** The tree the lines of a comment made on `on` count in; none on a pull request's diff (no working tree). */
  private async treeOf(review: AgentReview, on: CommentView | undefined) {
    if (on === undefined || review.diffSource.kind === 'pr') return undefined;
    if (on === 'now') return this.git.snapshots.treeNow(review.workspace);
    return review.rounds.find((r) => r.roundNumber === on.round)?.snapshotRef;
  }

  /** Holds the review, changes it and records the change; a change that throws leaves it as it was. */
  private edit(
    id: string,
    kind: string,
    data: Record<string, unknown>,
    change: (review: AgentReview) => AgentReview,
  ): AgentReview {
    const review = this.reviews.hold(id);
    let changed: AgentReview;
    try {
      changed = change(review);
    } catch (error) {
      this.reviews.letGoIfAtRest(review);
      throw error;
    }
    const updated = { ...changed, updatedAt: this.now().toISOString() };
    this.reviews.record(updated, kind, data);
    return updated;
  }
}
