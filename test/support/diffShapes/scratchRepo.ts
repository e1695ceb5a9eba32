/**
 * A throwaway git repository for making diffs with real git, synchronously so
 * a test module can build its fixtures at load time. Dates, identity and
 * configuration are pinned (no user or system gitconfig), so the same steps
 * print the same diff on every machine.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PINNED_ENV = {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'A U Thor',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'C O Mitter',
  GIT_COMMITTER_EMAIL: 'committer@example.com',
  GIT_AUTHOR_DATE: '2006-06-26T00:00:00Z',
  GIT_COMMITTER_DATE: '2006-06-26T00:00:00Z',
};

/** Printing options fixed whatever git's defaults: C-quoted non-ASCII names, no colour. */
const PRINT_CONFIG = [
  '-c',
  'core.quotepath=true',
  '-c',
  'color.ui=never',
  '-c',
  'core.autocrlf=false',
];

export interface ScratchRepo {
  readonly dir: string;
  /** Runs git here and returns what it printed. */
  git(...args: string[]): string;
  write(relative: string, content: string | Buffer): void;
  remove(relative: string): void;
  chmod(relative: string, mode: number): void;
  /** Makes `relative` a symbolic link to `target`. */
  symlink(target: string, relative: string): void;
  /** Stages everything and commits it. */
  commit(message: string): void;
  dispose(): void;
}

export function scratchRepo(): ScratchRepo {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-diff-shape-'));
  const at = (relative: string) => path.join(dir, relative);
  const git = (...args: string[]) =>
    execFileSync('git', [...PRINT_CONFIG, ...args], {
      cwd: dir,
      env: { ...process.env, ...PINNED_ENV },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 1 << 26,
    });
  git('init', '-q', '-b', 'main');
  return {
    dir,
    git,
    write(relative, content) {
      mkdirSync(path.dirname(at(relative)), { recursive: true });
      writeFileSync(at(relative), content);
    },
    remove: (relative) => unlinkSync(at(relative)),
    chmod: (relative, mode) => chmodSync(at(relative), mode),
    symlink: (target, relative) => symlinkSync(target, at(relative)),
    commit(message) {
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', message);
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Builds in a scratch repo, returns what the steps printed, and always cleans up. */
export function inScratchRepo(steps: (repo: ScratchRepo) => string): string {
  const repo = scratchRepo();
  try {
    return steps(repo);
  } finally {
    repo.dispose();
  }
}

/** n numbered lines, each ending in a newline. */
export function numbered(n: number, line: (i: number) => string): string {
  return Array.from({ length: n }, (_, i) => `${line(i + 1)}\n`).join('');
}
