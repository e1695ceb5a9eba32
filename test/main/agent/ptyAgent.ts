import * as nodePty from 'node-pty';
import { parleyAgentProfile } from '../../../main/core/sessions/profiles/parleyAgent';
import { ScreenModel } from '../../../main/core/sessions/screen/screenModel';
import { waitFor } from './waitFor';

const COLS = 120;
const ROWS = 40;

/**
 * parley-agent running in a real PTY, started from its profile exactly as
 * Parley starts it, with a headless screen fed the same bytes.
 */
export interface PtyAgent {
  /** Everything the program wrote, escape sequences included. */
  readonly raw: () => string;
  readonly screen: ScreenModel;
  readonly exitCode: () => number | null;
  /** Bracketed paste, then Enter as its own write after the profile's settle time. */
  submit(text: string): Promise<void>;
  write(data: string): void;
  /** Resolves once the screen is parsed and `check` holds on its text. */
  waitForScreen(check: (text: string) => boolean, what: string): Promise<string>;
  waitForReady(): Promise<void>;
  kill(): void;
}

export function startAgent(cwd: string, extraArgs: readonly string[] = []): PtyAgent {
  const profile = parleyAgentProfile;
  const pty = nodePty.spawn(profile.command, [...profile.args, ...extraArgs], {
    name: 'xterm-256color',
    cwd,
    cols: COLS,
    rows: ROWS,
    env: { ...process.env, ...profile.env } as Record<string, string>,
  });
  const screen = new ScreenModel(COLS, ROWS);
  let raw = '';
  let code: number | null = null;
  pty.onData((data) => {
    raw += data;
    screen.write(data);
  });
  pty.onExit(({ exitCode }) => {
    code = exitCode;
  });
  const settleMs = profile.submit.kind === 'paste' ? profile.submit.pasteSettleMs : 0;
  const agent: PtyAgent = {
    raw: () => raw,
    screen,
    exitCode: () => code,
    async submit(text) {
      pty.write(`\x1b[200~${text}\x1b[201~`);
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      pty.write('\r');
    },
    write: (data) => pty.write(data),
    async waitForScreen(check, what) {
      let text = '';
      await waitFor(() => {
        text = screen.readText();
        return check(text);
      }, what);
      await screen.whenParsed();
      return screen.readText();
    },
    async waitForReady() {
      const ready = profile.readiness.readyPattern;
      if (ready === undefined) throw new Error('the parley-agent profile has no ready pattern');
      await waitFor(() => ready.test(screen.viewportText()), 'the prompt to come back');
    },
    kill() {
      if (code === null) pty.kill();
      screen.dispose();
    },
  };
  return agent;
}
