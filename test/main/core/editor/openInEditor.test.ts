import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NodeCommandRunner } from '../../../../main/core/git/nodeCommandRunner';
import { NodeGitRunner } from '../../../../main/core/git/gitRunner';
import { openInEditor, type EditorDeps } from '../../../../main/core/editor/openInEditor';
import type { SessionManager } from '../../../../main/core/sessions/sessionManager';
import type { CreateSessionOptions } from '../../../../main/core/sessions/sessionManager';
import { createTempRepo, type TempRepo } from '../../../support/gitRepo';
import { waitFor } from '../../../support/poll';

let repo: TempRepo;
let created: CreateSessionOptions[];
beforeEach(async () => {
  repo = await createTempRepo({ 'src/app.js': 'one\ntwo\n' });
  await fs.mkdir(repo.file('sub'));
  created = [];
});
afterEach(() => repo.dispose());

/** The sessions the opener sees: one, working in a subfolder of the repository. */
function deps(setting: string, env: Record<string, string> = {}): EditorDeps {
  const sessions = {
    get: () => ({ snapshot: () => ({ cwd: repo.file('sub') }) }),
    create: (options: CreateSessionOptions) => {
      created.push(options);
      return { snapshot: () => ({ id: 'editor-session' }) };
    },
  } as unknown as SessionManager;
  return {
    setting: () => setting,
    env: { PATH: process.env.PATH, ...env },
    sessions,
    git: new NodeGitRunner(new NodeCommandRunner()),
    platform: 'linux',
  };
}

describe('openInEditor', () => {
  it('runs the editor on the file of the repository, not of the session’s subfolder', async () => {
    const calls = repo.file('calls.txt');
    const editor = repo.file('editor.sh');
    // Written aside and renamed: the file never shows half written (the redirection empties it first).
    await fs.writeFile(
      editor,
      `#!/bin/sh\nprintf '%s\\n' "$@" > '${calls}.part' && mv '${calls}.part' '${calls}'\n`,
      { mode: 0o755 },
    );
    const opened = await openInEditor(deps(`${editor} --at {file}:{line}`), {
      sessionId: 's1',
      file: 'src/app.js',
      line: 2,
    });
    expect(opened.how).toBe('program');
    const args = await waitFor(() => fs.readFile(calls, 'utf8').catch(() => null));
    expect(args).toBe(`--at\n${path.join(repo.dir, 'src/app.js')}:2\n`);
  });

  it('opens a terminal editor in a new session at the repository’s root', async () => {
    const opened = await openInEditor(deps('', { EDITOR: 'vim' }), {
      sessionId: 's1',
      file: 'src/app.js',
      line: 2,
    });
    expect(opened).toEqual({
      how: 'session',
      commandLine: `'vim' '+2' '${path.join(repo.dir, 'src/app.js')}'`,
      sessionId: 'editor-session',
    });
    expect(created).toEqual([
      expect.objectContaining({ profileId: 'custom', cwd: repo.dir, name: 'Edit app.js' }),
    ]);
  });

  it("says so when the system's opener finds nothing to open the file with", async () => {
    const bin = repo.file('bin');
    await fs.mkdir(bin);
    // As xdg-open does on a machine with no desktop.
    await fs.writeFile(
      path.join(bin, 'xdg-open'),
      '#!/bin/sh\necho "xdg-open: no method available for opening \'$1\'" >&2\nexit 3\n',
      { mode: 0o755 },
    );
    const target = { sessionId: 's1', file: 'src/app.js', line: 2 };
    const env = { PATH: `${bin}:${process.env.PATH}` };
    await expect(openInEditor({ ...deps(''), env }, target)).rejects.toThrow(
      /^Nothing opened the file \(xdg-open: no method available for opening .*app\.js'\): set the editor command in Settings\.$/,
    );
  });

  it('refuses a path outside the project, a file that is gone, and an editor that is not there', async () => {
    const open = (file: string, setting = 'code') =>
      openInEditor(deps(setting), { sessionId: 's1', file });
    await expect(open('../../etc/passwd')).rejects.toThrow(/outside the project/);
    await expect(open('src/deleted.js')).rejects.toThrow(/not in .* any more/);
    await expect(open('src/app.js', 'no-such-editor-here')).rejects.toThrow(
      "The editor 'no-such-editor-here' was not found",
    );
    expect(created).toEqual([]);
  });
});
