import { useState, type FormEvent } from 'react';
import type { AgentReview } from '../../../shared/contract';
import { errorMessage } from '../api/parleyError';
import { useDispatcher } from '../store/StoreContext';
import { DialogFooter } from '../ui/DialogFooter';
import { Modal } from '../ui/Modal';

interface DeleteReviewDialogProps {
  readonly review: AgentReview;
  /** Whose work and who reviewed it, as the list names them. */
  readonly author: string;
  readonly reviewer: string;
  readonly onClose: () => void;
  /** Where the keyboard goes once the review, and the button that asked, are gone. */
  readonly focusAfter: () => HTMLElement | null;
}

/** Asks before a review is deleted, saying all that goes with it: nothing brings it back. */
export function DeleteReviewDialog(props: DeleteReviewDialogProps) {
  const { review, onClose } = props;
  const dispatcher = useDispatcher();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unsent = (review.humanComments ?? []).filter(
    (c) => c.sentInRound === undefined && c.resolution === undefined,
  ).length;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await dispatcher.deleteReview(review.id);
      onClose();
    } catch (failure) {
      // Refused (it started running again, another Parley holds it): said here, nothing gone.
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <Modal title="Delete this review?" onClose={onClose} focusAfter={props.focusAfter}>
      <form className="form" onSubmit={(event) => void onSubmit(event)}>
        <p>
          The review of the work of {props.author} by {props.reviewer} goes from Parley for good:
          its rounds, comments, conversation and costs, its snapshots in the project&apos;s git and
          its round notes in <code>.parley/reviews/{review.id}/</code>. The code is not touched.
        </p>
        {unsent > 0 && (
          <p>
            {unsent === 1
              ? 'A comment of yours that was not sent yet goes with it.'
              : `${unsent} comments of yours that were not sent yet go with it.`}
          </p>
        )}
        <DialogFooter
          error={error}
          onCancel={onClose}
          cancelLabel="Keep the review"
          submitLabel="Delete review"
          busyLabel="Deleting…"
          busy={busy}
        />
      </form>
    </Modal>
  );
}
