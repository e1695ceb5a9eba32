import type { AgentReview } from '../../../shared/contract';
import { startedText } from '../model/reviewRows';
import { useDispatcher } from '../store/StoreContext';
import { useNow } from '../ui/useNow';

/** Says the Review Panel shows an earlier review than the latest, and offers the way back. */
export function EarlierReviewNotice({ review }: { review: AgentReview }) {
  const dispatcher = useDispatcher();
  const now = useNow(false);
  return (
    <div className="earlier-review" role="note" aria-label="Earlier review">
      <span>
        <strong>An earlier review</strong>, started {startedText(review.createdAt, now)}
      </span>
      <span className="pane-spacer" />
      <button type="button" className="button small" onClick={dispatcher.showReviewList}>
        All reviews
      </button>
      <button type="button" className="button small" onClick={dispatcher.showLatestReview}>
        Show latest review
      </button>
    </div>
  );
}
