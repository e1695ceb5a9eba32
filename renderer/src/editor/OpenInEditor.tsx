import { createContext, useContext, useState, type ReactNode } from 'react';
import { errorMessage } from '../api/parleyError';
import { useDispatcher } from '../store/StoreContext';
import { Icon } from '../ui/Icon';

/** The session whose project the diff below shows: files open relative to its repository. */
const EditorSessionContext = createContext<string | null>(null);

export function EditorSessionProvider({
  sessionId,
  children,
}: {
  sessionId: string;
  children: ReactNode;
}) {
  return (
    <EditorSessionContext.Provider value={sessionId}>{children}</EditorSessionContext.Provider>
  );
}

/**
 * "Open in editor": the user's editor (Settings → editor command) at the file
 * and line. Shown only inside a session's Review Panel; a failure says why.
 */
export function OpenInEditorButton({ file, line }: { file: string; line?: number }) {
  const sessionId = useContext(EditorSessionContext);
  // Outside a session's panel (a stored review, a test rendering one card) there is no project to open in.
  return sessionId === null ? null : <EditorButton sessionId={sessionId} file={file} line={line} />;
}

function EditorButton({
  sessionId,
  file,
  line,
}: {
  sessionId: string;
  file: string;
  line: number | undefined;
}) {
  const dispatcher = useDispatcher();
  const [error, setError] = useState<string | null>(null);
  const where = line ? `${file} at line ${line}` : file;

  async function open() {
    setError(null);
    try {
      // A terminal editor starts in a session of its own, which is then shown.
      await dispatcher.openInEditor(sessionId, file, line);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <>
      <button
        type="button"
        className="icon-button open-in-editor"
        aria-label={`Open ${where} in editor`}
        title="Open in editor"
        onClick={() => void open()}
      >
        <Icon name="external" size={14} />
      </button>
      {error && (
        <span className="field-error open-in-editor-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
