import { useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { DialogFooter } from '../ui/DialogFooter';
import { Modal } from '../ui/Modal';
import type { ReviewCommands } from './useReviewCommand';

type EndCommand = 'review:force-approve' | 'review:cancel';

/** What each way of ending a review asks before it does so: neither can be undone. */
const ENDINGS: Record<
  EndCommand,
  { label: string; title: string; text: string; submit: string; busy: string }
> = {
  'review:force-approve': {
    label: 'Force approve',
    title: 'Approve without the reviewer?',
    text: 'The review ends here as approved by you, whatever the reviewer says: no more rounds run, and an agent’s turn under way is no longer waited for. Its rounds, comments and cost so far are kept.',
    submit: 'Force approve',
    busy: 'Approving…',
  },
  'review:cancel': {
    label: 'Cancel',
    title: 'Cancel this review?',
    text: 'The review ends here, neither approved nor rejected: no more rounds run, and an agent’s turn under way is no longer waited for (the agent goes on in its terminal). Its rounds, comments and cost so far are kept.',
    submit: 'Cancel review',
    busy: 'Cancelling…',
  },
};

/**
 * Force approve and Cancel, for a review that has not finished. Either ends it
 * for good, and they stand beside each other and the review's other buttons:
 * each asks first, so a slip of the mouse costs no review.
 */
export function EndReviewButtons({
  reviewId,
  commands,
}: {
  reviewId: string;
  commands: ReviewCommands;
}) {
  const [asking, setAsking] = useState<EndCommand | null>(null);
  const ending = asking && ENDINGS[asking];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!asking) return;
    await commands.run(asking, { id: reviewId });
    // Done or refused, the dialog goes: a refusal shows in the status bar, as for any command.
    setAsking(null);
  }

  return (
    <span className="review-status-actions">
      {(Object.keys(ENDINGS) as EndCommand[]).map((command) => (
        <button
          key={command}
          type="button"
          className="button small"
          disabled={commands.pending !== null}
          onClick={() => setAsking(command)}
        >
          {ENDINGS[command].label}
        </button>
      ))}
      {/* Out of the status bar: the question is no status for a screen reader to announce. */}
      {ending &&
        createPortal(
          <Modal title={ending.title} onClose={() => setAsking(null)}>
            <form className="form" onSubmit={(event) => void onSubmit(event)}>
              <p>{ending.text}</p>
              <DialogFooter
                error={null}
                onCancel={() => setAsking(null)}
                cancelLabel="Keep the review"
                submitLabel={ending.submit}
                busyLabel={ending.busy}
                busy={commands.pending !== null}
              />
            </form>
          </Modal>,
          document.body,
        )}
    </span>
  );
}
