import type { AgentReview, ProfileSnapshot, SessionSnapshot } from '../../../shared/contract';
import { ReviewPanel } from '../review/ReviewPanel';
import { startedText } from './reviewRows';
import { useNow } from './useNow';

interface StoredReviewViewProps {
  readonly review: AgentReview;
  readonly sessions: readonly SessionSnapshot[];
  readonly profiles: readonly ProfileSnapshot[];
  readonly applyReview: (review: AgentReview) => void;
  /** Back to the Reviews list. */
  readonly onBack: () => void;
}

/**
 * A review whose author session is closed, opened from the Reviews list: the
 * Review Panel in the main area, showing the review as stored (its rounds'
 * diffs, comments and conversation) where a terminal would otherwise be.
 */
export function StoredReviewView({ review, onBack, ...panel }: StoredReviewViewProps) {
  const now = useNow(false);
  return (
    <div className="stored-review">
      <ReviewPanel
        {...panel}
        session={null}
        review={review}
        onClose={onBack}
        notice={
          <div className="earlier-review" role="note" aria-label="Stored review">
            <span>
              <strong>Its author session is closed</strong>: the review as stored, started{' '}
              {startedText(review.createdAt, now)}. A new round needs an author session: request one
              from a session&apos;s Review panel.
            </span>
            <span className="pane-spacer" />
            <button type="button" className="button small" onClick={onBack}>
              All reviews
            </button>
          </div>
        }
      />
    </div>
  );
}
