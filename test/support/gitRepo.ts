/** A real git repository in a temp directory, for sessions to work in. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface TempRepo {
  /** The real path (symlinks resolved): what agent CLIs report and key their trust by. */
  readonly dir: string;
  file(relative: string): string;
  read(relative: string): Promise<string>;
  dispose(): Promise<void>;
}

export async function createTempRepo(files: Readonly<Record<string, string>>): Promise<TempRepo> {
  const dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'parley-repo-')));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  for (const [relative, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await fs.writeFile(path.join(dir, relative), content);
  }
  git('add', '-A');
  git(
    '-c',
    'user.name=Parley Test',
    '-c',
    'user.email=test@parley.invalid',
    'commit',
    '-q',
    '-m',
    'Initial',
  );
  return {
    dir,
    file: (relative) => path.join(dir, relative),
    read: (relative) => fs.readFile(path.join(dir, relative), 'utf8'),
    dispose: () => fs.rm(dir, { recursive: true, force: true }),
  };
}
