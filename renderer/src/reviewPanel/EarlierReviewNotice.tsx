import type { AgentReview } from '../../../shared/contract';
import { startedText } from './reviewRows';
import { useNow } from './useNow';

interface EarlierReviewNoticeProps {
  readonly review: AgentReview;
  readonly onShowLatest: () => void;
  readonly onShowAll: () => void;
}

/** Says the Review Panel shows an earlier review than the latest, and offers the way back. */
export function EarlierReviewNotice({ review, onShowLatest, onShowAll }: EarlierReviewNoticeProps) {
  const now = useNow(false);
  return (
    <div className="earlier-review" role="note" aria-label="Earlier review">
      <span>
        <strong>An earlier review</strong>, started {startedText(review.createdAt, now)}
      </span>
      <span className="pane-spacer" />
      <button type="button" className="button small" onClick={onShowAll}>
        All reviews
      </button>
      <button type="button" className="button small" onClick={onShowLatest}>
        Show latest review
      </button>
    </div>
  );
}
