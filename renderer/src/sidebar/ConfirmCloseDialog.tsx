import type { FormEvent } from 'react';
import type { SessionSnapshot } from '../../../shared/contract';
import { DialogFooter } from '../ui/DialogFooter';
import { Modal } from '../ui/Modal';

interface ConfirmCloseDialogProps {
  readonly session: SessionSnapshot;
  /** What closeQuestion() asked when the person chose Close. */
  readonly question: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Closing a session whose program holds something (see closeQuestion): ask first. */
export function ConfirmCloseDialog({
  session,
  question,
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
        <p>{question}</p>
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
