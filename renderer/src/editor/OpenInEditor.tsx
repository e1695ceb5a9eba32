import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useClient } from '../api/ClientContext';
import { errorMessage } from '../api/parleyError';
import { Icon } from '../components/Icon';

interface EditorSession {
  /** The session whose project the diff below shows: files open relative to its repository. */
  readonly sessionId: string;
  /** A terminal editor started in a session of its own: show it. */
  readonly onEditorSession: (id: string) => void;
}

const EditorSessionContext = createContext<EditorSession | null>(null);

export function EditorSessionProvider({
  sessionId,
  onEditorSession,
  children,
}: EditorSession & { children: ReactNode }) {
  const value = useMemo(() => ({ sessionId, onEditorSession }), [sessionId, onEditorSession]);
  return <EditorSessionContext.Provider value={value}>{children}</EditorSessionContext.Provider>;
}

/**
 * "Open in editor": the user's editor (Settings → editor command) at the file
 * and line. Shown only inside a session's Review Panel; a failure says why.
 */
export function OpenInEditorButton({ file, line }: { file: string; line?: number }) {
  const editor = useContext(EditorSessionContext);
  // Outside a session's panel (a stored review, a test rendering one card) there is no project to open in.
  return editor && <EditorButton editor={editor} file={file} line={line} />;
}

function EditorButton({
  editor,
  file,
  line,
}: {
  editor: EditorSession;
  file: string;
  line: number | undefined;
}) {
  const client = useClient();
  const [error, setError] = useState<string | null>(null);
  const where = line ? `${file} at line ${line}` : file;

  async function open({ sessionId, onEditorSession }: EditorSession) {
    setError(null);
    try {
      const opened = await client.call('editor:open', {
        sessionId,
        file,
        ...(line ? { line } : {}),
      });
      if (opened.sessionId) onEditorSession(opened.sessionId);
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
        onClick={() => void open(editor)}
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
