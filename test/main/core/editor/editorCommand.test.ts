import { describe, expect, it } from 'vitest';
import { CoreError } from '../../../../main/core/api';
import { editorLaunch, type EditorRequest } from '../../../../main/core/editor/editorCommand';

const file = '/work/my project/src/app.ts';
const base: EditorRequest = { setting: '', env: {}, platform: 'linux', file, line: 42 };
const launch = (change: Partial<EditorRequest>) => editorLaunch({ ...base, ...change });

describe('editorLaunch', () => {
  it('tells VS Code and its kin the line with -g file:line, as a program of its own', () => {
    expect(launch({ setting: 'code' })).toEqual({
      how: 'program',
      command: 'code',
      args: ['-g', `${file}:42`],
    });
    expect(launch({ setting: '/usr/local/bin/cursor --reuse-window' })).toEqual({
      how: 'program',
      command: '/usr/local/bin/cursor',
      args: ['--reuse-window', '-g', `${file}:42`],
    });
  });

  it('puts the file and line where {file} and {line} say', () => {
    expect(launch({ setting: "my-editor --goto '{file}@{line}' --new" })).toEqual({
      how: 'program',
      command: 'my-editor',
      args: ['--goto', `${file}@42`, '--new'],
    });
  });

  it('gives an unknown editor just the file, and line 1 when none is asked', () => {
    expect(launch({ setting: 'gedit' })).toEqual({
      how: 'program',
      command: 'gedit',
      args: [file],
    });
    expect(launch({ setting: 'code', line: undefined })).toMatchObject({
      args: ['-g', `${file}:1`],
    });
  });

  it('runs a terminal editor from the setting in a session, quoted for the shell', () => {
    expect(launch({ setting: 'nvim' })).toEqual({
      how: 'session',
      commandLine: `'nvim' '+42' '${file}'`,
    });
  });

  it('without a setting, runs $VISUAL (else $EDITOR) in a new session', () => {
    expect(launch({ env: { VISUAL: 'vim', EDITOR: 'nano' } })).toEqual({
      how: 'session',
      commandLine: `'vim' '+42' '${file}'`,
    });
    expect(launch({ env: { EDITOR: 'emacs -nw' } })).toEqual({
      how: 'session',
      commandLine: `'emacs' '-nw' '+42' '${file}'`,
    });
  });

  it('with nothing set, hands the file to the system: xdg-open on Linux, open on macOS', () => {
    expect(launch({})).toEqual({ how: 'system', command: 'xdg-open', args: [file] });
    expect(launch({ platform: 'darwin', env: { EDITOR: '  ' } })).toEqual({
      how: 'system',
      command: 'open',
      args: [file],
    });
  });

  it('refuses a setting it cannot read, saying where it came from', () => {
    expect(() => launch({ setting: "code 'unclosed" })).toThrow(CoreError);
    expect(() => launch({ setting: "code 'unclosed" })).toThrow(/editor command in Settings/);
    expect(() => launch({ env: { VISUAL: '"vim' } })).toThrow(/\$VISUAL/);
  });
});
