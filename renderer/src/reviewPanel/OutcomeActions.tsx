import { useId, useState, type FormEvent } from 'react';
import { canReview } from '../../../shared/contract';
import type { AgentReview, SessionSnapshot } from '../../../shared/contract';
import { formatUsd, suggestedCeiling } from '../model/costText';
import { parseCostCeiling, whereIfNamedAlike } from '../model/requestForm';
import { reassignDefault } from '../model/reviewPairing';
import { ReviewCommandButton } from './ReviewCommandButton';
import { CostCeilingInput } from '../requestReview/ReviewLimitInputs';
import { tryAgainTitle, type OutcomeAction } from '../model/reviewStatus';
import type { ReviewCommands } from './useReviewCommand';

interface OutcomeActionsProps {
  readonly review: AgentReview;
  readonly actions: readonly OutcomeAction[];
  readonly sessions: readonly SessionSnapshot[];
  readonly commands: ReviewCommands;
}

/**
 * What a person can do for a review that waits on them, so no outcome is a
 * dead end: approve anyway or one more round, reassign, continue past the
 * ceiling, resume, …
 */
export function OutcomeActions({ review, actions, sessions, commands }: OutcomeActionsProps) {
  const button = { reviewId: review.id, commands };
  return (
    <div className="outcome-actions">
      {actions.includes('approve-anyway') && (
        <ReviewCommandButton command="review:approve-anyway" primary {...button}>
          Approve anyway
        </ReviewCommandButton>
      )}
      {actions.includes('one-more-round') && (
        <ReviewCommandButton
          command="review:one-more-round"
          title="The open comments go to the author, then the reviewer looks again"
          {...button}
        >
          One more round
        </ReviewCommandButton>
      )}
      {actions.includes('send-feedback') && (
        <ReviewCommandButton command="review:send-feedback" primary {...button}>
          Send feedback to author
        </ReviewCommandButton>
      )}
      {actions.includes('request-again') && (
        <ReviewCommandButton command="review:request-again" {...button}>
          Request review again
        </ReviewCommandButton>
      )}
      {actions.includes('resume') && (
        <ReviewCommandButton command="review:resume" primary {...button}>
          Resume
        </ReviewCommandButton>
      )}
      {actions.includes('try-again') && (
        <TryAgainButton review={review} sessions={sessions} commands={commands} />
      )}
      {actions.includes('reassign') && (
        <ReassignForm review={review} sessions={sessions} commands={commands} />
      )}
      {actions.includes('raise-ceiling') && (
        <RaiseCeilingForm review={review} commands={commands} />
      )}
    </div>
  );
}

function TryAgainButton({ review, sessions, commands }: Omit<OutcomeActionsProps, 'actions'>) {
  const title = tryAgainTitle(review, sessions);
  if (title === null) return null;
  return (
    <ReviewCommandButton
      command="review:resume"
      title={title}
      reviewId={review.id}
      commands={commands}
    >
      Try again
    </ReviewCommandButton>
  );
}

function ReassignForm({ review, sessions, commands }: Omit<OutcomeActionsProps, 'actions'>) {
  const id = useId();
  const others = sessions.filter((s) => s.id !== review.reviewerSessionId && canReview(s));
  const fallback = reassignDefault(review, sessions);
  const [reviewerId, setReviewerId] = useState(fallback);
  const chosen = others.some((s) => s.id === reviewerId) ? reviewerId : fallback;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen) void commands.run('review:reassign', { id: review.id, reviewerSessionId: chosen });
  }

  return (
    <form className="inline-form" onSubmit={onSubmit}>
      <label htmlFor={id}>New reviewer</label>
      <select id={id} value={chosen} onChange={(event) => setReviewerId(event.target.value)}>
        {others.length === 0 && <option value="">No other session</option>}
        {others.length > 0 && chosen === '' && <option value="">Choose a session</option>}
        {others.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
            {whereIfNamedAlike(s, sessions)}
            {s.id === review.authorSessionId ? ' (self-review)' : ''}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="button primary small"
        disabled={!chosen || commands.pending !== null}
      >
        Reassign reviewer
      </button>
    </form>
  );
}

function RaiseCeilingForm({ review, commands }: Pick<OutcomeActionsProps, 'review' | 'commands'>) {
  const id = useId();
  const suggested = suggestedCeiling(review);
  const [text, setText] = useState(suggested);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const ceiling = parseCostCeiling(text);
    if (ceiling !== null && typeof ceiling === 'object') {
      setError(ceiling.error);
      return;
    }
    if (ceiling !== null && ceiling <= review.totalCost) {
      setError(`Above what is already spent (${formatUsd(review.totalCost)}), or empty for none.`);
      return;
    }
    setError(null);
    void commands.run('review:raise-ceiling', { id: review.id, costCeiling: ceiling });
  }

  return (
    <form className="inline-form" onSubmit={onSubmit}>
      <label htmlFor={id}>New ceiling (USD)</label>
      <CostCeilingInput
        id={id}
        className="ceiling-input"
        value={text}
        errorId={error ? `${id}-error` : undefined}
        onChange={(typed) => {
          setText(typed);
          setError(null);
        }}
      />
      {/* Raising the ceiling goes on at once with the phase the review paused before. */}
      <button type="submit" className="button primary small" disabled={commands.pending !== null}>
        Continue
      </button>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
