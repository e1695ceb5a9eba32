import { useState } from 'react';
import type { HumanComment } from '../../../shared/contract';
import { isSent, PERSON_NAME } from '../model/humanComments';
import { ResolutionChip } from './ResolutionChip';
import { InlineMarkdown } from '../ui/InlineMarkdown';

interface HumanCommentsSaidProps {
  readonly comments: readonly HumanComment[];
  readonly onRemove: (commentId: string) => Promise<string | null>;
}

/** People's comments in the conversation, one line each; those not sent yet can be taken back. */
export function HumanCommentsSaid({ comments, onRemove }: HumanCommentsSaidProps) {
  return (
    <section className="round-said">
      <h4>{PERSON_NAME} (person)</h4>
      <ul className="round-comments">
        {comments.map((c) => (
          <SaidComment key={c.id} comment={c} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}

function SaidComment({
  comment,
  onRemove,
}: {
  comment: HumanComment;
  onRemove: HumanCommentsSaidProps['onRemove'];
}) {
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setRemoving(true);
    const refusal = await onRemove(comment.id);
    setRemoving(false);
    setError(refusal);
  }

  return (
    <li data-resolution={comment.resolution}>
      <span className="severity-chip" data-severity={comment.severity}>
        {comment.severity}
      </span>
      <code className="comment-file">
        {comment.file}
        {comment.line > 0 ? `:${comment.line}` : ''}
      </code>
      <span>
        <InlineMarkdown text={comment.comment} />
      </span>
      <ResolutionChip comment={comment} />
      {!isSent(comment) && (
        <button
          type="button"
          className="link-button comment-remove"
          disabled={removing}
          aria-label={`Remove your comment on ${comment.file}:${comment.line}`}
          onClick={() => void remove()}
        >
          Remove
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
