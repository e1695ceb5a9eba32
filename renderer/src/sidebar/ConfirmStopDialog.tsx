import type { FormEvent } from 'react';
import type { SessionSnapshot } from '../../../shared/contract';
import { DialogFooter } from '../ui/DialogFooter';
import { Modal } from '../ui/Modal';
import type { StopAction } from './stopQuestion';

interface ConfirmStopDialogProps {
  readonly action: StopAction;
  readonly session: SessionSnapshot;
  /** What stopQuestion() asked when the person chose the action. */
  readonly question: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

const WORDS: Record<StopAction, { title: string; submit: string; busy: string }> = {
  close: { title: 'Close', submit: 'Close session', busy: 'Closing…' },
  restart: { title: 'Restart', submit: 'Restart session', busy: 'Restarting…' },
};

/** Closing or restarting a session whose program holds something (see stopQuestion): ask first. */
export function ConfirmStopDialog({
  action,
  session,
  question,
  onConfirm,
  onCancel,
}: ConfirmStopDialogProps) {
  const words = WORDS[action];
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onConfirm();
  }
  return (
    <Modal title={`${words.title} “${session.name}”?`} onClose={onCancel}>
      <form className="form" onSubmit={onSubmit}>
        <p>{question}</p>
        <DialogFooter
          error={null}
          onCancel={onCancel}
          submitLabel={words.submit}
          busyLabel={words.busy}
          busy={false}
        />
      </form>
    </Modal>
  );
}
