import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../api/parleyError';
import { useAppState } from '../store/StoreContext';
import { Icon } from '../ui/Icon';

/**
 * Opens a file of the project the diff below shows (relative to its
 * session's repository) at a line; rejects with the core's refusal.
 */
type OpenFile = (file: string, line: number | undefined) => Promise<void>;

const EditorContext = createContext<OpenFile | null>(null);

export function EditorProvider({ open, children }: { open: OpenFile; children: ReactNode }) {
  return <EditorContext.Provider value={open}>{children}</EditorContext.Provider>;
}

/**
 * "Open in editor": the user's editor (Settings → editor command) at the file
 * and line. Shown only inside a session's Review Panel; a failure says why.
 */
export function OpenInEditorButton({ file, line }: { file: string; line?: number }) {
  const open = useContext(EditorContext);
  // Outside a session's panel (a stored review, a test rendering one card) there is no project to open in.
  return open && <EditorButton open={open} file={file} line={line} />;
}

function EditorButton({
  open,
  file,
  line,
}: {
  open: OpenFile;
  file: string;
  line: number | undefined;
}) {
  const command = useAppState((state) => state.settings?.editor.command);
  const [refusal, setRefusal] = useState<{ text: string; command: typeof command } | null>(null);
  // A new editor command may well open it: what went wrong with the old one is no longer news.
  const error = refusal && refusal.command === command ? refusal.text : null;
  const setError = (text: string | null) => setRefusal(text === null ? null : { text, command });
  const where = line ? `${file} at line ${line}` : file;
  const button = useRef<HTMLButtonElement>(null);

  async function openFile() {
    setError(null);
    try {
      await open(file, line);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button open-in-editor"
        aria-label={`Open ${where} in editor`}
        title="Open in editor"
        onClick={() => void openFile()}
      >
        <Icon name="external" size={14} />
      </button>
      {error && (
        <span className="field-error open-in-editor-error" role="alert">
          {error}
          <button
            type="button"
            className="icon-button open-in-editor-dismiss"
            aria-label="Dismiss"
            onClick={() => {
              setError(null);
              // Back to the button the news was about, not to the page's body.
              button.current?.focus();
            }}
          >
            <Icon name="close" size={12} />
          </button>
        </span>
      )}
    </>
  );
}
