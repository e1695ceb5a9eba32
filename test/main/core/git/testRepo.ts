import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NodeCommandRunner } from '../../../../main/core/git/nodeCommandRunner';
import { NodeGitRunner } from '../../../../main/core/git/gitRunner';

/** A real git repository in a temp folder, set up by plain git (not the code under test). */
export interface TestRepo {
  readonly dir: string;
  git(...args: string[]): string;
  write(relative: string, content: string | Buffer): Promise<void>;
  read(relative: string): Promise<Buffer>;
  commitAll(message: string): void;
  remove(): Promise<void>;
}

export const realGit = () => new NodeGitRunner(new NodeCommandRunner());

export async function makeTestRepo(options: { commit?: boolean } = {}): Promise<TestRepo> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'parley-git-test-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
    });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Test Author');
  git('config', 'user.email', 'author@example.com');
  git('config', 'commit.gpgsign', 'false');
  const repo: TestRepo = {
    dir,
    git,
    async write(relative, content) {
      await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
      await writeFile(path.join(dir, relative), content);
    },
    read: (relative) => readFile(path.join(dir, relative)),
    commitAll(message) {
      git('add', '-A');
      git('commit', '-q', '-m', message);
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
  if (options.commit !== false) {
    await repo.write('README.md', '# Demo\n');
    await repo.write('src/app.ts', 'export const a = 1;\nexport const b = 2;\n');
    repo.commitAll('initial');
  }
  return repo;
}
