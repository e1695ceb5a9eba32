import { useState, type ReactNode } from 'react';
import type { CommentResolution, Severity } from '../../../shared/contract';
import { OpenInEditorButton } from '../editor/OpenInEditor';
import { InlineMarkdown } from '../ui/InlineMarkdown';
import { SettleButtons } from './SettleButtons';
import type { PendingCall } from './usePendingCall';

interface CommentFrameProps {
  /** What every comment has, whoever wrote it. */
  readonly comment: {
    readonly severity: Severity;
    readonly comment: string;
    readonly file: string;
    readonly line: number;
  };
  /** The card's class besides `comment-card`, e.g. `is-human`; null: none. */
  readonly variant: string | null;
  readonly author: string;
  /** The header's tags after the author's name: badge, round or state, line. */
  readonly tags: ReactNode;
  /** How the comment was settled, or null while it is open. */
  readonly settled: string | null;
  /** null when the comment cannot be settled here (no review to record it on). */
  readonly onSettle: ((resolution: CommentResolution | null) => void) | null;
  /** The card's one call at a time, shared with its own buttons. */
  readonly call: PendingCall;
  /** Shown under the text while the comment is unfolded (e.g. the suggested code). */
  readonly underText?: ReactNode;
  /** The card's own buttons after Resolve / Dismiss, folded or not (e.g. Remove). */
  readonly moreButtons?: ReactNode;
}

/**
 * The card every comment is shown in: severity, who, the header's tags and
 * "open in editor", the text (its inline code and emphasis shown, as React
 * elements only), and Resolve / Dismiss; once settled it folds
 * away and can be unfolded and reopened.
 */
export function CommentFrame(props: CommentFrameProps) {
  const { comment, variant, author, tags, settled, onSettle, call, underText, moreButtons } = props;
  const [unfolded, setUnfolded] = useState(false);
  const folded = settled !== null && !unfolded;
  const buttons = (
    <SettleButtons
      settled={settled}
      unfolded={unfolded}
      onUnfold={setUnfolded}
      onSettle={onSettle}
      busy={call.busy}
    />
  );

  return (
    <article
      className={variant ? `comment-card ${variant}` : 'comment-card'}
      data-severity={comment.severity}
      data-settled={settled !== null || undefined}
      aria-label={`${comment.severity} from ${author}`}
    >
      <header className="comment-meta">
        <span className="comment-tags">
          <span className="severity-chip" data-severity={comment.severity}>
            {comment.severity}
          </span>
          <span className="comment-author">{author}</span>
          {tags}
        </span>
        <OpenInEditorButton file={comment.file} line={comment.line || undefined} />
      </header>
      {folded ? (
        <div className="comment-folded">
          <p className="comment-folded-text">
            <InlineMarkdown text={comment.comment} />
          </p>
          {buttons}
          {moreButtons}
        </div>
      ) : (
        <>
          <p className="comment-text">
            <InlineMarkdown text={comment.comment} />
          </p>
          {underText}
        </>
      )}
      {call.error && (
        <p className="field-error" role="alert">
          {call.error}
        </p>
      )}
      {!folded && (
        <footer className="comment-card-footer">
          {buttons}
          {moreButtons}
        </footer>
      )}
    </article>
  );
}
