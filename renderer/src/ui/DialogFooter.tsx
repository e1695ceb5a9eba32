interface DialogFooterProps {
  /** The core's answer when the action failed; shown above the buttons, the form kept as typed. */
  readonly error: string | null | undefined;
  readonly onCancel: () => void;
  /** The dismissing button's words, where "Cancel" would read as the action itself. */
  readonly cancelLabel?: string;
  readonly submitLabel: string;
  /** Shown on the submit button while the action runs. */
  readonly busyLabel: string;
  readonly busy: boolean;
  readonly disabled?: boolean;
}

/** The end of a dialog's form: its error, Cancel, and the submit button. */
export function DialogFooter(props: DialogFooterProps) {
  return (
    <>
      {props.error && (
        <p className="form-error" role="alert">
          {props.error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={props.onCancel}>
          {props.cancelLabel ?? 'Cancel'}
        </button>
        {/* Busy, it refuses a second submit but stays enabled: a disabled button loses focus,
            and the keyboard would fall to the page behind the dialog. */}
        <button
          type="submit"
          className="button primary"
          disabled={props.disabled === true}
          aria-disabled={props.busy || undefined}
          onClick={(event) => {
            // Enter in a field submits through this click too.
            if (props.busy) event.preventDefault();
          }}
        >
          {props.busy ? props.busyLabel : props.submitLabel}
        </button>
      </div>
    </>
  );
}
