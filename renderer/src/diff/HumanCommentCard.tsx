import { OpenInEditorButton } from '../editor/OpenInEditor';
import { useState } from 'react';
import type { CommentResolution, HumanComment } from '../../../shared/contract';
import { settledText } from '../model/resolutionText';
import { useCommentActions } from './commentActions';
import { commentStateText, isSent, PERSON_BADGE, PERSON_NAME } from '../model/humanComments';
import { SettleButtons } from './SettleButtons';
import { usePendingCall } from './usePendingCall';

interface HumanCommentCardProps {
  readonly comment: HumanComment;
  /** Takes the comment back; resolves to the core's refusal, or null. */
  readonly onRemove: (commentId: string) => Promise<string | null>;
}

/**
 * A person's comment: marked as theirs, with whether it has gone to the
 * author yet; resolved or dismissed, it folds away and is not sent.
 */
export function HumanCommentCard({ comment, onRemove }: HumanCommentCardProps) {
  const actions = useCommentActions();
  const [unfolded, setUnfolded] = useState(false);
  const call = usePendingCall();
  const sent = isSent(comment);
  const settled = settledText(comment);

  // On success the card goes away with the review's update; on refusal it stays and says why.
  const remove = () => void call.run(() => onRemove(comment.id));
  const settle = (resolution: CommentResolution | null) => {
    if (actions)
      void call.run(() => actions.resolve({ kind: 'person', commentId: comment.id }, resolution));
  };

  const folded = settled !== null && !unfolded;
  const buttons = (
    <SettleButtons
      settled={settled}
      unfolded={unfolded}
      onUnfold={setUnfolded}
      onSettle={actions ? settle : null}
      busy={call.busy}
    />
  );
  // Not sent yet: the person can still take it back.
  const removeButton = !sent && (
    <button
      type="button"
      className="link-button comment-remove"
      disabled={call.busy}
      aria-label={`Remove your comment on line ${comment.line}`}
      onClick={remove}
    >
      Remove
    </button>
  );

  return (
    <article
      className="comment-card is-human"
      data-severity={comment.severity}
      data-settled={settled !== null || undefined}
      aria-label={`${comment.severity} from ${PERSON_NAME}`}
    >
      <header className="comment-meta">
        <span className="severity-chip" data-severity={comment.severity}>
          {comment.severity}
        </span>
        <span className="comment-author">{PERSON_NAME}</span>
        <span className="person-badge">{PERSON_BADGE}</span>
        <span className="comment-state" data-sent={sent}>
          {settled ?? commentStateText(comment)}
        </span>
        {comment.line > 0 && <span className="comment-line">line {comment.line}</span>}
        <OpenInEditorButton file={comment.file} line={comment.line || undefined} />
      </header>
      {folded ? (
        <div className="comment-folded">
          <p className="comment-folded-text">{comment.comment}</p>
          {buttons}
          {removeButton}
        </div>
      ) : (
        <p className="comment-text">{comment.comment}</p>
      )}
      {call.error && (
        <p className="field-error" role="alert">
          {call.error}
        </p>
      )}
      {!folded && (
        <footer className="comment-card-footer">
          {buttons}
          {removeButton}
        </footer>
      )}
    </article>
  );
}

export function HumanCommentList({
  comments,
  onRemove,
}: {
  comments: readonly HumanComment[];
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
