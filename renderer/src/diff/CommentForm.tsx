import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { severities, type Severity } from '../../../shared/contract';
import { commentTextProblem } from '../model/humanComments';
import type { DraftText } from './commentDrafts';

export interface CommentFormProps {
  readonly line: number;
  /** What was written here before: the form comes back with it after its row scrolled away or a reload. */
  readonly draft: DraftText;
  /** Keeps what is written, as it is written, outside this form (which goes with its row). */
  readonly onDraft: (draft: DraftText) => void;
  /** Whether this form takes the keyboard: once, when the person has just opened it. */
  readonly claimFocus: () => boolean;
  /** Sends the comment; resolves to the core's refusal, or null once it is added. */
  readonly onAdd: (severity: Severity, comment: string) => Promise<string | null>;
  /** Added or cancelled: the form closes and its draft is forgotten. */
  readonly onClose: () => void;
  /** Esc with something written: back to the line, the form left open with its text. */
  readonly onLeave: () => void;
}

/**
 * A person's comment on one line, under that line: Ctrl/Cmd+Enter adds it,
 * Cancel drops it, Esc goes back to the line (closing the form only when
 * nothing is written in it). A refusal is shown here and the text stays.
 */
export function CommentForm({
  line,
  draft,
  onDraft,
  claimFocus,
  onAdd,
  onClose,
  onLeave,
}: CommentFormProps) {
  const ids = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const [severity, setSeverity] = useState<Severity>(draft.severity);
  const [text, setText] = useState(draft.text);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // The person just asked for this form: typing goes straight into it. Not when the form only
  // comes back with its row, which would pull the list back to it while the person scrolls.
  useLayoutEffect(() => {
    const area = textArea.current;
    if (!area || !claimFocus()) return;
    area.focus();
    // Back after a move (its line moved in the diff): typing goes on where it left off, at the end.
    area.setSelectionRange(area.value.length, area.value.length);
  }, [claimFocus]);

  async function add() {
    if (sending) return;
    const problem = commentTextProblem(text);
    if (problem) {
      setError(problem);
      return;
    }
    setSending(true);
    setError(null);
    const refusal = await onAdd(severity, text.trim());
    setSending(false);
    if (refusal) setError(refusal);
    else onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void add();
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void add();
    } else if (event.key === 'Escape') {
      // Esc belongs to this form: it must not also close a panel or dialog around it.
      event.preventDefault();
      event.stopPropagation();
      // One key never throws away what a person wrote: Cancel does.
      if (text.trim()) onLeave();
      else onClose();
    }
  }

  return (
    <form
      className="comment-form"
      aria-label={`Comment on line ${line}`}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
    >
      <div className="comment-form-row">
        <label htmlFor={`${ids}-severity`}>Severity</label>
        <select
          id={`${ids}-severity`}
          value={severity}
          onChange={(event) => {
            const next = event.target.value as Severity;
            setSeverity(next);
            onDraft({ severity: next, text });
          }}
        >
          {severities.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <span className="comment-form-hint">Goes to the author with the next feedback</span>
      </div>
      <label htmlFor={`${ids}-text`} className="visually-hidden">
        Your comment
      </label>
      <textarea
        id={`${ids}-text`}
        className="comment-form-text"
        ref={textArea}
        rows={3}
        placeholder="What should the author change here?"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
          onDraft({ severity, text: event.target.value });
        }}
      />
      {error && (
        <p id={`${ids}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="comment-form-actions">
        <button type="submit" className="button primary small" disabled={sending}>
          Add comment
        </button>
        <button type="button" className="button small" onClick={onClose}>
          Cancel
        </button>
        <span className="comment-form-hint">Ctrl+Enter adds · Esc returns to the line</span>
      </div>
    </form>
  );
}
