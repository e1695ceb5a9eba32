import type { FormEvent } from 'react';
import type { AgentReview, SessionSnapshot } from '../../../shared/contract';
import { isFinished } from '../model/reviewStatus';
import { DialogFooter } from '../ui/DialogFooter';
import { Modal } from '../ui/Modal';

/**
 * The reviews a session takes part in that may still go on (running, waiting
 * for a person in manual mode, paused, interrupted), each named by its two
 * sessions. One that ended, or failed and waits to be reassigned, needs no
 * session of its own any more.
 */
export function unfinishedReviewsOf(
  session: SessionSnapshot,
  reviews: readonly AgentReview[],
  sessions: readonly SessionSnapshot[],
): string[] {
  const nameOf = (id: string) => sessions.find((s) => s.id === id)?.name ?? id;
  return reviews
    .filter((review) => !isFinished(review) && review.status !== 'error')
    .filter((r) => r.authorSessionId === session.id || r.reviewerSessionId === session.id)
    .map((r) => `the review of “${nameOf(r.authorSessionId)}” by “${nameOf(r.reviewerSessionId)}”`);
}

interface ConfirmCloseDialogProps {
  readonly session: SessionSnapshot;
  /** What unfinishedReviewsOf() named when the person chose Close; never empty. */
  readonly reviews: readonly string[];
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Closing a session an unfinished review needs takes that review's agent away: ask first. */
export function ConfirmCloseDialog({
  session,
  reviews,
  onConfirm,
  onCancel,
}: ConfirmCloseDialogProps) {
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onConfirm();
  }
  return (
    <Modal title={`Close “${session.name}”?`} onClose={onCancel}>
      <form className="form" onSubmit={onSubmit}>
        <p>
          “{session.name}” takes part in {reviews.join(' and ')}, which has not finished. Closing
          the session stops its program, and the review cannot go on without it.
        </p>
        <DialogFooter
          error={null}
          onCancel={onCancel}
          submitLabel="Close session"
          busyLabel="Closing…"
          busy={false}
        />
      </form>
    </Modal>
  );
}
