import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { OpenedEditor } from '../../../shared/contract';
import { CoreError } from '../api';
import type { GitRunner } from '../git/gitRunner';
import { projectRoot } from '../git/projectRoot';
import type { SessionManager } from '../sessions/sessionManager';
import { shellQuote } from '../text/shellQuote';
import { editorLaunch } from './editorCommand';

export interface EditorDeps {
  /** Settings → editor command, read at each opening. */
  readonly setting: () => string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly sessions: SessionManager;
  readonly git: GitRunner;
  readonly platform?: NodeJS.Platform;
}

export interface EditorTarget {
  readonly sessionId: string;
  /** Relative to the session's repository root, as a diff names it. */
  readonly file: string;
  readonly line?: number;
}

/** Opens the file of a session's project in the user's editor, at the line. */
export async function openInEditor(deps: EditorDeps, target: EditorTarget): Promise<OpenedEditor> {
  const session = deps.sessions.get(target.sessionId);
  const root = await projectRoot(deps.git, session.snapshot().cwd);
  const file = path.resolve(root, target.file);
  if (path.relative(root, file).startsWith('..')) {
    throw new CoreError('bad-input', `${target.file} is outside the project (${root}).`);
  }
  if (!(await isFile(file))) {
    throw new CoreError('not-found', `${target.file} is not in ${root} any more: nothing to open.`);
  }
  const launch = editorLaunch({
    setting: deps.setting(),
    env: deps.env,
    platform: deps.platform ?? process.platform,
    file,
    line: target.line,
  });
  if (launch.how === 'session') {
    const editor = deps.sessions.create({
      profileId: 'custom',
      command: launch.commandLine,
      cwd: root,
      name: `Edit ${path.basename(file)}`,
    });
    return { how: 'session', commandLine: launch.commandLine, sessionId: editor.snapshot().id };
  }
  await startDetached(launch.command, launch.args, root, deps.env, launch.how === 'system');
  const commandLine = [launch.command, ...launch.args].map(shellQuote).join(' ');
  return { how: launch.how, commandLine };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** How long the system's opener may take to say it found nothing to open the file with. */
const OPENER_VERDICT_MS = 1500;

/**
 * Starts a GUI editor that outlives nothing of ours: answers once it runs, or
 * why it cannot. The system's opener (xdg-open, open) hands the file on and
 * exits: `waitForOpener` waits a moment for it, so that one that found no
 * application to hand it to says so, instead of nothing happening.
 */
function startDetached(
  command: string,
  args: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string | undefined>>,
  waitForOpener: boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'ignore', waitForOpener ? 'pipe' : 'ignore'],
    });
    child.once('spawn', () => {
      if (!waitForOpener) {
        child.unref();
        resolve();
        return;
      }
      let said = '';
      child.stderr?.setEncoding('utf8').on('data', (text: string) => (said += text));
      const timer = setTimeout(() => {
        // Still running: it is showing the file, or asking how to. Either way it is not ours.
        child.stderr?.destroy();
        child.unref();
        resolve();
      }, OPENER_VERDICT_MS);
      child.once('exit', (code) => {
        clearTimeout(timer);
        if (code === 0) return resolve();
        const why = said.trim().split('\n')[0] || `${command} exited with ${code}`;
        reject(
          new CoreError(
            'failed',
            `Nothing opened the file (${why}): set the editor command in Settings.`,
          ),
        );
      });
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new CoreError(
          'failed',
          error.code === 'ENOENT'
            ? `The editor '${command}' was not found: set the editor command in Settings.`
            : `The editor '${command}' could not start: ${error.message}.`,
        ),
      ),
    );
  });
}
