import { useState } from 'react';
import type { HumanComment } from '../../../shared/contract';
import { commentStateText, isSent, PERSON_BADGE, PERSON_NAME } from './humanCommentState';

interface HumanCommentCardProps {
  readonly comment: HumanComment;
  /** Takes the comment back; resolves to the core's refusal, or null. */
  readonly onRemove: (commentId: string) => Promise<string | null>;
}

/** A person's comment: marked as theirs, with whether it has gone to the author yet. */
export function HumanCommentCard({ comment, onRemove }: HumanCommentCardProps) {
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sent = isSent(comment);

  async function remove() {
    setRemoving(true);
    setError(null);
    const refusal = await onRemove(comment.id);
    // On success the card goes away with the review's update; on refusal it stays and says why.
    setRemoving(false);
    setError(refusal);
  }

  return (
    <article
      className="comment-card is-human"
      data-severity={comment.severity}
      aria-label={`${comment.severity} from ${PERSON_NAME}`}
    >
      <header className="comment-meta">
        <span className="severity-chip" data-severity={comment.severity}>
          {comment.severity}
        </span>
        <span className="comment-author">{PERSON_NAME}</span>
        <span className="person-badge">{PERSON_BADGE}</span>
        <span className="comment-state" data-sent={sent}>
          {commentStateText(comment)}
        </span>
        {comment.line > 0 && <span className="comment-line">line {comment.line}</span>}
        {!sent && (
          <button
            type="button"
            className="link-button comment-remove"
            disabled={removing}
            aria-label={`Remove your comment on line ${comment.line}`}
            onClick={() => void remove()}
          >
            Remove
          </button>
        )}
      </header>
      <p className="comment-text">{comment.comment}</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
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
