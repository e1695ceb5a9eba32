import type { CommentResolution } from '../../../shared/contract';

interface SettleButtonsProps {
  /** How the comment was settled, or null while it is open. */
  readonly settled: string | null;
  /** Whether the folded comment is shown. */
  readonly unfolded: boolean;
  readonly onUnfold: (unfolded: boolean) => void;
  /** null when the comment cannot be settled here (no review to record it on). */
  readonly onSettle: ((resolution: CommentResolution | null) => void) | null;
  readonly busy: boolean;
}

/**
 * A comment's own buttons, as on a pull request: Resolve and Dismiss while it
 * is open; once settled it folds, with Show / Hide to unfold it and Reopen.
 */
export function SettleButtons({ settled, unfolded, onUnfold, onSettle, busy }: SettleButtonsProps) {
  return (
    <span className="comment-card-actions">
      {settled !== null && (
        <button
          type="button"
          className="link-button"
          aria-expanded={unfolded}
          onClick={() => onUnfold(!unfolded)}
        >
          {unfolded ? 'Hide' : 'Show'}
        </button>
      )}
      {onSettle && settled === null && (
        <>
          <button
            type="button"
            className="link-button"
            disabled={busy}
            title="Dealt with: fold it away; it is not sent to the author again"
            onClick={() => onSettle('resolved')}
          >
            Resolve
          </button>
          <button
            type="button"
            className="link-button"
            disabled={busy}
            title="Not worth acting on: fold it away; it is not sent to the author"
            onClick={() => onSettle('dismissed')}
          >
            Dismiss
          </button>
        </>
      )}
      {onSettle && settled !== null && unfolded && (
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => onSettle(null)}
        >
          Reopen
        </button>
      )}
    </span>
  );
}
