import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const GIT_IDENTITY = ['-c', 'user.name=Parley E2E', '-c', 'user.email=e2e@parley.invalid'];

function git(dir: string, ...args: string[]): string {
  const result = spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

export interface GitProject {
  readonly dir: string;
  /** Writes files into the working tree, uncommitted. */
  write(files: Readonly<Record<string, string>>): Promise<void>;
  /** The uncommitted change to tracked files, as `git diff` prints it. */
  diff(): string;
  /** Runs git in the project (committing as Parley E2E); answers what it printed. */
  git(...args: string[]): string;
  remove(): Promise<void>;
}

/** A fresh git repository with `committed` as its first commit: one per test, so diffs never mix. */
export async function makeGitProject(
  committed: Readonly<Record<string, string>>,
): Promise<GitProject> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'parley-e2e-project-'));
  const write = async (files: Readonly<Record<string, string>>) => {
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    }
  };
  git(dir, 'init', '-q', '-b', 'main');
  await write(committed);
  git(dir, 'add', '.');
  git(dir, ...GIT_IDENTITY, 'commit', '-q', '-m', 'Initial commit');
  // The server outlives each test: a review that has just ended may still be writing its
  // round notes under .parley/ while the folder goes, so rm retries what it finds refilled.
  const remove = () => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  return {
    dir,
    write,
    diff: () => git(dir, 'diff'),
    git: (...args) => git(dir, ...GIT_IDENTITY, ...args),
    remove,
  };
}

/**
 * A small project and a change with problems parley-agent's reviewer finds
 * (leftover debug output, a TODO) and its author can fix; the test file
 * changes too, so the reviewer has no missing-test suggestion to make.
 */
export const sampleProject = {
  committed: {
    'math.js': 'export function add(a, b) {\n  return a + b;\n}\n',
    'math.test.js': "import { add } from './math.js';\nconsole.assert(add(1, 2) === 3);\n",
  },
  change: {
    'math.js':
      'export function add(a, b) {\n  console.log("adding", a, b);\n  // TODO: handle strings\n  return a + b;\n}\n\nexport const twice = (n) => add(n, n);\n',
    'math.test.js':
      "import { add, twice } from './math.js';\nconsole.assert(add(1, 2) === 3);\nconsole.assert(twice(2) === 4);\n",
  },
} as const;
