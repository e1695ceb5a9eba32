import { useMemo, useRef, useState } from 'react';
import type { AgentReview } from '../../../shared/contract';
import { reviewRows, rowsMatching, startedText } from '../model/reviewRows';
import { isRunning } from '../model/reviewStatus';
import { RUN_ELSEWHERE } from '../model/storedReview';
import { useAppState, useDispatcher } from '../store/StoreContext';
import { IconButton } from '../ui/IconButton';
import { useNow } from '../ui/useNow';
import { DeleteReviewDialog } from './DeleteReviewDialog';
import './reviews.css';

/**
 * Rows drawn at first, and added at each "Show older reviews": months of
 * reviews drawn at once took seconds (a table lays out every row), and every
 * second again while one runs (its time ticks).
 */
const REVIEW_ROWS_PAGE = 100;

interface ReviewsViewProps {
  /** Reviews with news the person has not looked at. */
  readonly unseen: ReadonlySet<string>;
}

/**
 * Every review, newest first, as GitHub lists pull requests: whose work, who
 * reviewed, where it stands, rounds, cost and time. Opening one shows it in
 * its author's Review Panel, or as stored once that session is closed; a new
 * review never hides the old ones.
 */
export function ReviewsView({ unseen }: ReviewsViewProps) {
  const dispatcher = useDispatcher();
  const reviews = useAppState((state) => state.reviews);
  const sessions = useAppState((state) => state.sessions);
  const profiles = useAppState((state) => state.profiles);
  // Running reviews' times tick; a list of finished ones stays still.
  const now = useNow(reviews.some(isRunning));
  const all = useMemo(
    () => reviewRows(reviews, sessions, profiles, now),
    [reviews, sessions, profiles, now],
  );
  const [filter, setFilter] = useState('');
  const rows = useMemo(() => rowsMatching(all, filter), [all, filter]);
  const [shown, setShown] = useState(REVIEW_ROWS_PAGE);
  const hidden = rows.length - shown;
  const byId = useMemo(() => new Map(reviews.map((r) => [r.id, r])), [reviews]);
  const view = useRef<HTMLElement>(null);
  const [deleting, setDeleting] = useState<AgentReview | null>(null);
  const deletingRow = deleting && all.find((row) => row.id === deleting.id);

  return (
    <section className="reviews-view" aria-label="Reviews" ref={view} tabIndex={-1}>
      <header className="pane-header">
        <h2 className="pane-title">Reviews</h2>
        <span className="reviews-total">
          {rows.length === all.length ? '' : `${rows.length} of `}
          {all.length === 1 ? '1 review' : `${all.length} reviews`}
        </span>
        <span className="pane-spacer" />
        {all.length > 0 && (
          <input
            type="search"
            className="reviews-filter"
            aria-label="Filter reviews"
            placeholder="Filter by session, profile or status"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        )}
      </header>
      {all.length === 0 ? (
        <p className="reviews-empty">
          No reviews yet. Open a session&apos;s Review panel and request an agent review.
        </p>
      ) : rows.length === 0 ? (
        <p className="reviews-empty">No review matches “{filter.trim()}”.</p>
      ) : (
        <div className="reviews-scroll">
          <table className="reviews-table" aria-label="All reviews, newest first">
            <thead>
              <tr>
                <th scope="col">Author</th>
                <th scope="col">Reviewer</th>
                <th scope="col">Status</th>
                <th scope="col">Rounds</th>
                <th scope="col">Cost</th>
                <th scope="col">Started</th>
                <th scope="col">Time</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, shown).map((row) => {
                const review = byId.get(row.id)!;
                const open = () => dispatcher.openReview(review);
                return (
                  <tr
                    key={row.id}
                    className="review-row"
                    data-unseen={unseen.has(row.id) || undefined}
                    onClick={open}
                  >
                    <td>
                      <button
                        type="button"
                        className="review-open"
                        title={
                          row.authorOpen
                            ? `Open this review beside ${row.author}'s terminal`
                            : review.runElsewhere
                              ? RUN_ELSEWHERE
                              : 'Its author session is closed: open the review as stored (its rounds are also kept as notes in the workspace)'
                        }
                        onClick={(event) => {
                          event.stopPropagation();
                          open();
                        }}
                      >
                        {unseen.has(row.id) && (
                          <span className="unseen-dot" role="img" aria-label="New" />
                        )}
                        {row.author}
                      </button>
                      {!row.authorOpen && (
                        <span
                          className="review-note"
                          title={`${review.workspace}/.parley/reviews/${review.id}/`}
                        >
                          Round notes in .parley/reviews/{review.id}/
                        </span>
                      )}
                    </td>
                    <td>{row.reviewer}</td>
                    <td>
                      <span className="review-chip" data-tone={row.status.tone}>
                        {row.status.label}
                      </span>
                    </td>
                    <td className="numeric">{row.rounds}</td>
                    <td className="numeric">{row.cost}</td>
                    <td title={row.startedAt}>{startedText(row.startedAt, now)}</td>
                    <td className="numeric">{row.duration}</td>
                    {/* A running review is stopped first (in its panel), then deleted. */}
                    <td className="review-actions" onClick={(event) => event.stopPropagation()}>
                      {!isRunning(review) && (
                        <IconButton
                          icon="trash"
                          label={`Delete the review of ${row.author}`}
                          title="Delete this review"
                          onClick={() => setDeleting(review)}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {hidden > 0 && (
            <p className="reviews-more">
              <button
                type="button"
                className="button"
                onClick={() => setShown((count) => count + REVIEW_ROWS_PAGE)}
              >
                Show {olderReviews(Math.min(hidden, REVIEW_ROWS_PAGE))}
              </button>
              <span>{olderReviews(hidden)} not shown</span>
            </p>
          )}
        </div>
      )}
      {deleting && deletingRow && (
        <DeleteReviewDialog
          review={deleting}
          author={deletingRow.author}
          reviewer={deletingRow.reviewer}
          onClose={() => setDeleting(null)}
          focusAfter={() => view.current}
        />
      )}
    </section>
  );
}

function olderReviews(count: number): string {
  return count === 1 ? '1 older review' : `${count} older reviews`;
}
