import path from 'node:path';
import { shellWords } from '../../../shared/shellWords';
import { CoreError } from '../api';
import { shellQuote } from '../text/shellQuote';

/** How to open a file at a line: a program of its own, a new terminal session, or the system's app. */
export type EditorLaunch =
  | { readonly how: 'program' | 'system'; readonly command: string; readonly args: string[] }
  /** A terminal editor runs in a session of its own: the command line, as /bin/sh reads it. */
  | { readonly how: 'session'; readonly commandLine: string };

export interface EditorRequest {
  /** Settings → editor command; empty for $VISUAL / $EDITOR, else the system's default. */
  readonly setting: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly platform: NodeJS.Platform;
  /** Absolute path of the file. */
  readonly file: string;
  readonly line?: number;
}

/** Editors that draw in a terminal: they get a session of their own. */
const TERMINAL_EDITORS = new Set(['vi', 'vim', 'nvim', 'nano', 'emacs', 'micro', 'hx', 'kak']);

/** How each family of editors is told a file and a line, when the setting does not say. */
const LINE_STYLES: Readonly<Record<string, (file: string, line: number) => string[]>> = {
  goto: (file, line) => ['-g', `${file}:${line}`],
  colon: (file, line) => [`${file}:${line}`],
  plus: (file, line) => [`+${line}`, file],
  flag: (file, line) => ['--line', String(line), file],
};
const STYLE_OF: Readonly<Record<string, keyof typeof LINE_STYLES>> = {
  code: 'goto',
  'code-insiders': 'goto',
  codium: 'goto',
  cursor: 'goto',
  windsurf: 'goto',
  subl: 'colon',
  zed: 'colon',
  hx: 'colon',
  vi: 'plus',
  vim: 'plus',
  nvim: 'plus',
  nano: 'plus',
  emacs: 'plus',
  emacsclient: 'plus',
  micro: 'plus',
  kak: 'plus',
  idea: 'flag',
  webstorm: 'flag',
  pycharm: 'flag',
};

/**
 * What "Open in editor" runs. The setting wins: `{file}` and `{line}` in it
 * say where they go (`my-editor --goto {file}:{line}`); without them the
 * editor is told the way it understands (`code -g file:line`, `vim +line
 * file`, else just the file). With no setting, $VISUAL or $EDITOR in a new
 * terminal session; with neither, the system's default application (no line).
 */
export function editorLaunch(request: EditorRequest): EditorLaunch {
  const { setting, env, file } = request;
  const line = request.line ?? 1;
  if (setting.trim()) {
    const [command, ...args] = words(setting, 'The editor command in Settings');
    const full = [
      ...args.map((a) => fillIn(a, file, line)),
      ...(hasPlaceholder(args) ? [] : fileArgs(command, file, line)),
    ];
    return TERMINAL_EDITORS.has(path.basename(command))
      ? { how: 'session', commandLine: [command, ...full].map(shellQuote).join(' ') }
      : { how: 'program', command, args: full };
  }
  const fromEnv = env.VISUAL?.trim() || env.EDITOR?.trim();
  if (fromEnv) {
    const [command, ...args] = words(fromEnv, env.VISUAL?.trim() ? '$VISUAL' : '$EDITOR');
    const commandLine = [command, ...args, ...fileArgs(command, file, line)].map(shellQuote);
    return { how: 'session', commandLine: commandLine.join(' ') };
  }
  return request.platform === 'darwin'
    ? { how: 'system', command: 'open', args: [file] }
    : { how: 'system', command: 'xdg-open', args: [file] };
}

function words(text: string, what: string): [string, ...string[]] {
  let parsed: string[];
  try {
    parsed = shellWords(text);
  } catch (error) {
    throw new CoreError('bad-input', `${what} cannot be read: ${(error as Error).message}.`);
  }
  if (parsed.length === 0) throw new CoreError('bad-input', `${what} names no program.`);
  return parsed as [string, ...string[]];
}

function hasPlaceholder(args: readonly string[]): boolean {
  return args.some((a) => a.includes('{file}'));
}

function fillIn(arg: string, file: string, line: number): string {
  return arg.replaceAll('{file}', file).replaceAll('{line}', String(line));
}

function fileArgs(command: string, file: string, line: number): string[] {
  const style = STYLE_OF[path.basename(command)];
  return style ? LINE_STYLES[style]!(file, line) : [file];
}
