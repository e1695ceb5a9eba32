import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { errorMessage } from '../api/parleyError';

interface RenameFieldProps {
  readonly name: string;
  readonly onRename: (name: string) => Promise<void>;
  /** `byKeyboard`: ended with Enter or Esc, so the keyboard goes back to the session. */
  readonly onDone: (byKeyboard: boolean) => void;
}

/**
 * Inline rename: Enter or leaving the field saves, Esc cancels; an error keeps
 * the field open and says why.
 */
export function RenameField({ name, onRename, onDone }: RenameFieldProps) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Set once the field is saving or cancelled, so a blur that follows does nothing.
  const settled = useRef(false);

  async function save(byKeyboard: boolean) {
    if (settled.current) return;
    const next = value.trim();
    if (!next || next === name) {
      settled.current = true;
      onDone(byKeyboard);
      return;
    }
    settled.current = true;
    setSaving(true);
    try {
      await onRename(next);
      onDone(byKeyboard);
    } catch (caught) {
      settled.current = false;
      setError(errorMessage(caught));
      setSaving(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    settled.current = true;
    onDone(true);
  }

  return (
    <form className="rename-field" onSubmit={onSubmit}>
      <input
        autoFocus
        aria-label="Session name"
        aria-invalid={error ? true : undefined}
        value={value}
        maxLength={100}
        readOnly={saving}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
        onBlur={() => void save(false)}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
