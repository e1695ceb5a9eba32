import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, realpath, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { changedFiles, committedFiles } from './sampleProject';

const run = promisify(execFile);

/**
 * Makes the demo's git repository in a new temp folder: the sample project
 * committed on `main`, then the change left uncommitted in the working tree.
 * Answers the folder (symlinks resolved, as agents report their cwd).
 */
export async function createDemoRepo(parent: string = os.tmpdir()): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(parent, 'parley-demo-')));
  // Its own identity and no hooks or signing from the user's config: the commit must just work.
  const git = (...args: string[]) =>
    run(
      'git',
      [
        '-c',
        'user.name=Parley Demo',
        '-c',
        'user.email=demo@parley.invalid',
        '-c',
        'commit.gpgsign=false',
        '-c',
        'core.hooksPath=/dev/null',
        ...args,
      ],
      { cwd: dir },
    );
  await git('init', '-q', '-b', 'main');
  await writeFiles(dir, committedFiles);
  await git('add', '-A');
  await git('commit', '-q', '-m', 'Cart subtotal with a test');
  await writeFiles(dir, changedFiles);
  return dir;
}

async function writeFiles(dir: string, files: Readonly<Record<string, string>>): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(dir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}
