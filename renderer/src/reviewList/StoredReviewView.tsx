import type { AgentReview } from '../../../shared/contract';
import { startedText } from '../model/reviewRows';
import { RUN_ELSEWHERE } from '../model/storedReview';
import { ReviewPanel } from '../reviewPanel/ReviewPanel';
import { useDispatcher } from '../store/StoreContext';
import { useNow } from '../ui/useNow';

/**
 * A review whose author session is closed, opened from the Reviews list: the
 * Review Panel in the main area, showing the review as stored (its rounds'
 * diffs, comments and conversation) where a terminal would otherwise be.
 */
export function StoredReviewView({ review }: { review: AgentReview }) {
  const dispatcher = useDispatcher();
  const now = useNow(false);
  // Back to the Reviews list.
  const onBack = dispatcher.showReviewList;
  return (
    <div className="stored-review">
      <ReviewPanel
        session={null}
        review={review}
        onClose={onBack}
        notice={
          <div className="earlier-review" role="note" aria-label="Stored review">
            {review.runElsewhere ? (
              <span>{RUN_ELSEWHERE}</span>
            ) : (
              <span>
                <strong>Its author session is closed</strong>: the review as stored, started{' '}
                {startedText(review.createdAt, now)}. A new round needs an author session: request
                one from a session&apos;s Review panel.
              </span>
            )}
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
