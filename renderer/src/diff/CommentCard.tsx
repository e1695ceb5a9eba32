import type { ReviewComment } from '../../../shared/contract';

/** Who wrote the comments a diff shows: one round of one reviewer. */
export interface CommentOrigin {
  readonly round: number;
  readonly reviewerName: string;
  /** The reviewer's agent profile, e.g. "Claude Code". */
  readonly reviewerAgent: string;
}

function lineText(comment: ReviewComment): string | null {
  if (comment.line === 0) return null;
  const range =
    comment.endLine && comment.endLine > comment.line
      ? `lines ${comment.line}–${comment.endLine}`
      : `line ${comment.line}`;
  const cited =
    comment.reviewerLine !== undefined && comment.reviewerLine !== comment.line
      ? ` (cited ${comment.reviewerLine})`
      : '';
  return range + cited;
}

/** One review comment: severity, who and when, what, and the suggested code. */
export function CommentCard({
  comment,
  origin,
}: {
  comment: ReviewComment;
  origin: CommentOrigin;
}) {
  const where = lineText(comment);
  return (
    <article
      className="comment-card"
      data-severity={comment.severity}
      aria-label={`${comment.severity} from ${origin.reviewerName}`}
    >
      <header className="comment-meta">
        <span className="severity-chip" data-severity={comment.severity}>
          {comment.severity}
        </span>
        <span className="comment-author">{origin.reviewerName}</span>
        <span className="profile-badge">{origin.reviewerAgent}</span>
        <span className="comment-round">Round {origin.round}</span>
        {where && <span className="comment-line">{where}</span>}
      </header>
      <p className="comment-text">{comment.comment}</p>
      {comment.suggestion && (
        <pre className="comment-suggestion" aria-label="Suggested code">
          <code>{comment.suggestion}</code>
        </pre>
      )}
    </article>
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
