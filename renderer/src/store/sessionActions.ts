import type {
  CommandInput,
  CommandName,
  CommandOutput,
  SessionSnapshot,
  Settings,
  ThemeChoice,
} from '../../../shared/contract';
import { errorMessage } from '../api/parleyError';
import type { ActionContext } from './actionContext';
import { showAuthorPanel, showSession, withSessions } from './changes';
import { problemsReducer } from './problemsReducer';
import { forgetRequestSettings } from '../requestReview/requestMemory';

/** The commands that answer with the session as it now is. */
type SessionReturningCommand = {
  [K in CommandName]: CommandOutput<K> extends SessionSnapshot ? K : never;
}[CommandName];

/**
 * What a person does to sessions and to the app around them: create, rename,
 * restart and close sessions, start the demo, open a file in the editor, save
 * settings, dismiss notices. Errors with no form to show them in become notices.
 */
export function sessionActions({ client, state, change }: ActionContext) {
  let nextNoticeId = 1;
  const notify = (message: string) => {
    const id = nextNoticeId++;
    change((s) => ({ ...s, notices: [...s.notices, { id, message }] }));
  };
  /** Runs an action no form waits for: its failure is told in a notice. */
  const report = (what: string, action: Promise<unknown>) =>
    void action.catch((error: unknown) => notify(`Could not ${what}: ${errorMessage(error)}`));

  async function sessionCommand<K extends SessionReturningCommand>(
    name: K,
    input: CommandInput<K>,
  ): Promise<SessionSnapshot> {
    // SessionReturningCommand holds only the commands whose output is the session.
    const session = (await client.call(name, input)) as SessionSnapshot;
    change((s) => withSessions(s, { type: 'changed', session }));
    return session;
  }

  async function saveSettings(next: Settings): Promise<Settings> {
    const before = state().settings?.review;
    const saved = await client.call('settings:set', next);
    // New review defaults are what the next request starts from, not the last request's choices.
    if (JSON.stringify(before) !== JSON.stringify(saved.review)) forgetRequestSettings();
    change((s) => ({ ...s, settings: saved }));
    return saved;
  }

  return {
    /** Creates a session and shows it. */
    async createSession(input: CommandInput<'session:create'>): Promise<void> {
      const session = await sessionCommand('session:create', input);
      change((s) => showSession(s, session.id));
    },
    async renameSession(session: SessionSnapshot, name: string): Promise<void> {
      await sessionCommand('session:rename', { id: session.id, name });
    },
    restartSession(session: SessionSnapshot): void {
      report(`restart “${session.name}”`, sessionCommand('session:restart', { id: session.id }));
    },
    closeSession(session: SessionSnapshot): void {
      report(
        `close “${session.name}”`,
        client
          .call('session:close', { id: session.id })
          .then(() => change((s) => withSessions(s, { type: 'closed', id: session.id }))),
      );
    },
    /** Starts the demo's sessions and review, and shows them. */
    async startDemo(): Promise<void> {
      const demo = await client.call('demo:start', {});
      change((s) => showAuthorPanel(s, demo.authorSessionId));
    },
    /** Opens a file of a session's project in the editor; a terminal editor's own session is shown. */
    async openInEditor(sessionId: string, file: string, line: number | undefined): Promise<void> {
      const opened = await client.call('editor:open', {
        sessionId,
        file,
        ...(line ? { line } : {}),
      });
      const editorSession = opened.sessionId;
      if (editorSession) change((s) => showSession(s, editorSession));
    },

    /** Saves the settings whole; rejects with the core's refusal (a bad value) for the form to show. */
    saveSettings,
    /** Saves the theme picked with the toggle. */
    chooseTheme(theme: ThemeChoice): void {
      const { settings } = state();
      // Not told: the toggle shows the theme at once, and Settings shows what was saved.
      if (settings) saveSettings({ ...settings, theme }).catch(() => undefined);
    },

    dismissNotice(id: number): void {
      change((s) => ({ ...s, notices: s.notices.filter((notice) => notice.id !== id) }));
    },
    dismissProblems(): void {
      change((s) => ({ ...s, problems: problemsReducer(s.problems, { type: 'dismissed' }) }));
      // Told to the app, so a reload or another window does not bring them back.
      report(
        'remember that the problems were dismissed',
        client.call('app:dismiss-problems', { messages: [...state().problems.dismissed] }),
      );
    },
  };
}
