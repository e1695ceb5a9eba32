import { createContext, useContext, useState, type ReactNode } from 'react';
import { useClient } from '../api/ClientContext';
import { errorMessage } from '../api/parleyError';
import { Icon } from '../components/Icon';

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
  const client = useClient();
  const sessionId = useContext(EditorSessionContext);
  const [error, setError] = useState<string | null>(null);
  if (sessionId === null) return null;
  const where = line ? `${file} at line ${line}` : file;

  async function open(id: string) {
    setError(null);
    try {
      await client.call('editor:open', { sessionId: id, file, ...(line ? { line } : {}) });
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
        onClick={() => void open(sessionId)}
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
