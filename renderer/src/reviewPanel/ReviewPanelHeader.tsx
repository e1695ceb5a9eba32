import { IconButton } from '../ui/IconButton';

interface ReviewPanelHeaderProps {
  /** Whose work: the author session's name. */
  readonly author: string;
  /** Null for a stored review: without its author session there is nothing to request from. */
  readonly onRequestReview: (() => void) | null;
  /** A review of this work is running: no second one until it stops. */
  readonly running: boolean;
  readonly onClose: () => void;
}

/** The Review Panel's title bar: whose work, Request Agent Review, and close. */
export function ReviewPanelHeader({
  author,
  onRequestReview,
  running,
  onClose,
}: ReviewPanelHeaderProps) {
  const live = onRequestReview !== null;
  return (
    <header className="pane-header review-header">
      <h2 className="pane-title">Review</h2>
      <span className="review-of" title={author}>
        {author}
      </span>
      <span className="pane-spacer" />
      {live && (
        <button
          type="button"
          className="button primary small"
          disabled={running}
          title={running ? 'A review of this session is running' : undefined}
          onClick={onRequestReview}
        >
          Request Agent Review
        </button>
      )}
      <IconButton
        icon="close"
        label={live ? 'Close Review Panel' : 'Close this review'}
        title={live ? 'Close (Ctrl+Shift+G)' : 'Back to all reviews'}
        iconSize={14}
        onClick={onClose}
      />
    </header>
  );
}
