import type { CommentPlace, CommentResolution, ReviewComment } from '../../../shared/contract';
import { settledText } from '../model/resolutionText';
import { reviewerCommentIndex, useCommentActions } from './commentActions';
import { CommentFrame } from './CommentFrame';
import { CommentWhere } from './CommentWhere';
import { OutdatedTag } from './OutdatedTag';
import { FindingTrail } from './FindingTrail';
import { SuggestionDiff } from './SuggestionDiff';
import { usePendingCall } from './usePendingCall';

/** Who wrote the comments a diff shows: one round of one reviewer. */
export interface CommentOrigin {
  readonly round: number;
  readonly reviewerName: string;
  /** The reviewer's agent profile, e.g. "Claude Code". */
  readonly reviewerAgent: string;
  /**
   * On the diff as it is now: where each comment shown was moved to (by the
   * comment shown), with its index in the round; absent where they stand as made.
   */
  readonly placedNow?: ReadonlyMap<ReviewComment, CommentPlace>;
}

function lineText(comment: ReviewComment): string | null {
  if (comment.line === 0) return null;
  return comment.endLine && comment.endLine > comment.line
    ? `lines ${comment.line}–${comment.endLine}`
    : `line ${comment.line}`;
}

/**
 * One review comment: severity, who and when, what, the suggested code as
 * a diff with "Apply suggestion", and its finding's history. Resolve or Dismiss folds it away; it can be
 * unfolded and reopened.
 */
export function CommentCard({
  comment,
  origin,
}: {
  comment: ReviewComment;
  origin: CommentOrigin;
}) {
  const actions = useCommentActions();
  const call = usePendingCall();
  const where = lineText(comment);
  const placed = origin.placedNow?.get(comment);
  const index = actions
    ? (placed?.index ?? reviewerCommentIndex(actions.review, origin.round, comment))
    : null;
  const settled = settledText(comment);
  const canAct = actions !== null && index !== null;

  const settle = (resolution: CommentResolution | null) => {
    if (!canAct) return;
    void call.run(() =>
      actions.resolve({ kind: 'reviewer', round: origin.round, index }, resolution),
    );
  };
  const applySuggestion = () => {
    if (canAct) void call.run(() => actions.applySuggestion(origin.round, index));
  };

  return (
    <CommentFrame
      comment={comment}
      variant={null}
      author={origin.reviewerName}
      tags={
        <>
          <span className="profile-badge">{origin.reviewerAgent}</span>
          <CommentWhere
            parts={[
              <span className="comment-round">Round {origin.round}</span>,
              where && <span className="comment-line">{where}</span>,
              settled && <span className="comment-settled">{settled}</span>,
            ]}
          />
          {placed?.changed && settled === null && (
            <OutdatedTag
              title={`The lines this comment is about have been rewritten since round ${origin.round}`}
            />
          )}
        </>
      }
      settled={settled}
      onSettle={canAct ? settle : null}
      call={call}
      underText={
        <>
          {comment.suggestion !== undefined && (
            <SuggestionDiff
              comment={comment}
              busy={call.busy}
              onApply={
                canAct && settled === null && !comment.suggestionApplied
                  ? applySuggestion
                  : undefined
              }
            />
          )}
          {actions && <FindingTrail review={actions.review} findingId={comment.findingId} />}
        </>
      }
    />
  );
}

export function CommentList({
  comments,
  origin,
}: {
  comments: readonly ReviewComment[];
  origin: CommentOrigin;
}) {
  return (
    <div className="comment-list">
      {comments.map((comment, i) => (
        <CommentCard key={i} comment={comment} origin={origin} />
      ))}
    </div>
  );
}
