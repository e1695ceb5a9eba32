import type { AgentReview, SessionSnapshot } from '../../../shared/contract';
import { Icon } from '../ui/Icon';
import { elapsedSince } from '../model/elapsed';
import { actionsWithoutAuthor } from '../model/storedReview';
import { useNow } from '../ui/useNow';
import { formatUsd } from '../model/costText';
import { OutcomeActions } from './OutcomeActions';
import { EndReviewButtons } from './EndReviewButtons';
import {
  isFinished,
  isRunning,
  phaseClock,
  progressText,
  reviewOutcome,
} from '../model/reviewStatus';
import { useReviewCommand } from './useReviewCommand';

interface ReviewStatusBarProps {
  readonly review: AgentReview;
  readonly sessions: readonly SessionSnapshot[];
  /** Its author session is closed: only the actions that need no agent are offered. */
  readonly authorClosed?: boolean;
}

/** The status of the review shown in the Review Panel, once it shows one. */
export function shownReviewStatus(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.review-status');
}

/**
 * Where the active review stands: progress while it runs, else a banner with
 * what can be done next; Force approve and Cancel (each asked first) until it is finished,
 * unless another process runs it.
 */
export function ReviewStatusBar({ review, sessions, authorClosed }: ReviewStatusBarProps) {
  const commands = useReviewCommand();
  const running = isRunning(review);
  const outcome = running ? null : reviewOutcome(review, sessions);
  const actions = authorClosed ? actionsWithoutAuthor(outcome?.actions ?? []) : outcome?.actions;
  const clock = phaseClock(review);
  const elapsed = elapsedSince(review.phaseStartedAt, useNow(clock !== null));

  return (
    <div className="review-status-area">
      <div
        className="review-status"
        // Focus lands here when a review starts: the keyboard stays with the review.
        tabIndex={-1}
        data-tone={outcome?.tone ?? 'running'}
        role={outcome?.tone === 'danger' ? 'alert' : 'status'}
        aria-label="Review status"
      >
        <span className="review-status-icon" aria-hidden="true">
          {running ? (
            <span className="spinner" />
          ) : outcome?.tone === 'success' ? (
            <Icon name="check" size={16} />
          ) : (
            <span className="tone-dot" />
          )}
        </span>
        <div className="review-status-text">
          <strong className="review-status-title">
            {running ? progressText(review, sessions) : outcome?.title}
          </strong>
          {outcome?.detail && <span className="review-status-detail">{outcome.detail}</span>}
        </div>
        {clock && elapsed && (
          <span
            className="review-elapsed"
            role="timer"
            aria-label={clock === 'working' ? 'Time in this phase' : 'Time waiting for you'}
            title={clock === 'working' ? 'Time in this phase' : 'Time waiting for you'}
          >
            {clock === 'waiting' ? `waiting ${elapsed}` : elapsed}
          </span>
        )}
        {/* Another process runs it (the panel's notice says so): only that process may end it. */}
        {!isFinished(review) && !review.runElsewhere && (
          <EndReviewButtons reviewId={review.id} commands={commands} />
        )}
      </div>
      {actions && actions.length > 0 && (
        <OutcomeActions review={review} actions={actions} sessions={sessions} commands={commands} />
      )}
      {review.costWarning && review.costCeiling !== null && (
        <p className="cost-warning" role="status">
          Cost warning: {formatUsd(review.totalCost)} spent of the {formatUsd(review.costCeiling)}{' '}
          ceiling (80% reached).
        </p>
      )}
      {commands.error && (
        <p className="form-error" role="alert">
          {commands.error}
        </p>
      )}
    </div>
  );
}
