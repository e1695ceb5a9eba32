import type { CommentResolution } from '../../../shared/contract';
import { settledText } from '../model/resolutionText';
import { useCommentActions } from './commentActions';
import {
  commentStateText,
  isSent,
  PERSON_BADGE,
  PERSON_NAME,
  unsentCommentText,
  type ShownHumanComment,
} from '../model/humanComments';
import { CommentFrame } from './CommentFrame';
import { CommentWhere } from './CommentWhere';
import { OutdatedTag } from './OutdatedTag';
import { usePendingCall } from './usePendingCall';

interface HumanCommentCardProps {
  readonly comment: ShownHumanComment;
  /** Takes the comment back; resolves to the core's refusal, or null. */
  readonly onRemove: (commentId: string) => Promise<string | null>;
}

/**
 * A person's comment: marked as theirs, with whether it has gone to the
 * author yet; resolved or dismissed, it folds away and is not sent.
 */
export function HumanCommentCard({ comment, onRemove }: HumanCommentCardProps) {
  const actions = useCommentActions();
  const call = usePendingCall();
  const sent = isSent(comment);
  const settled = settledText(comment);

  // On success the card goes away with the review's update; on refusal it stays and says why.
  const remove = () => void call.run(() => onRemove(comment.id));
  const settle = (resolution: CommentResolution | null) => {
    if (actions)
      void call.run(() => actions.resolve({ kind: 'person', commentId: comment.id }, resolution));
  };

  return (
    <CommentFrame
      comment={comment}
      variant="is-human"
      author={PERSON_NAME}
      tags={
        <>
          <span className="person-badge">{PERSON_BADGE}</span>
          <CommentWhere
            parts={[
              <span className="comment-state" data-sent={sent}>
                {settled ??
                  commentStateText(
                    comment,
                    actions ? unsentCommentText(actions.review, actions.authorOpen) : undefined,
                  )}
              </span>,
              comment.line > 0 && <span className="comment-line">line {comment.line}</span>,
            ]}
          />
          {comment.outdated === 'rewritten' && settled === null && (
            <OutdatedTag title="The line this comment is about has been rewritten since it was made" />
          )}
          {comment.outdated === 'later' && settled === null && (
            <OutdatedTag
              label="Not in this round"
              title="Made on the code as it was after this round: the line it is about is not in this round's diff as it stands"
            />
          )}
        </>
      }
      settled={settled}
      onSettle={actions ? settle : null}
      call={call}
      // Not sent yet: the person can still take it back.
      moreButtons={
        !sent && (
          <button
            type="button"
            className="link-button comment-remove"
            disabled={call.busy}
            aria-label={`Remove your comment on line ${comment.line}`}
            onClick={remove}
          >
            Remove
          </button>
        )
      }
    />
  );
}

export function HumanCommentList({
  comments,
  onRemove,
}: {
  comments: readonly ShownHumanComment[];
  onRemove: HumanCommentCardProps['onRemove'];
}) {
  return (
    <div className="comment-list">
      {comments.map((comment) => (
        <HumanCommentCard key={comment.id} comment={comment} onRemove={onRemove} />
      ))}
    </div>
  );
}
