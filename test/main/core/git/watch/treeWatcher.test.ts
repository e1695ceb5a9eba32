import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SETTLE_MS,
  TreeWatcher,
  affectsDiff,
} from '../../../../../main/core/git/watch/treeWatcher';
import { createTempRepo, type TempRepo } from '../../../../support/gitRepo';
import { waitFor } from '../../../../support/poll';

let repo: TempRepo;
let watcher: TreeWatcher | undefined;
let announced: number;
const errors: Error[] = [];

beforeEach(async () => {
  repo = await createTempRepo({ 'src/app.js': 'export const a = 1;\n', 'README.md': '# r\n' });
  announced = 0;
  errors.length = 0;
});
afterEach(async () => {
  watcher?.close();
  await repo.dispose();
});

function watch(): void {
  watcher = new TreeWatcher(
    repo.dir,
    () => announced++,
    (error) => errors.push(error),
  );
}
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo.dir, stdio: 'pipe' });
/** Waits until at least `count` changes were announced. */
const announcedAtLeast = (count: number) =>
  waitFor(() => announced >= count, { what: `${count} announcement(s)`, timeoutMs: 5000 });
/** Longer than a change takes to settle and be announced. */
const settled = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS * 4));

describe('TreeWatcher (on a real git repository)', () => {
  it('announces an edit to a file in a subfolder', async () => {
    watch();
    await fs.writeFile(repo.file('src/app.js'), 'export const a = 2;\n');
    await announcedAtLeast(1);
    expect(errors).toEqual([]);
  });

  it('announces a new file in a folder created after the watch began', async () => {
    watch();
    await fs.mkdir(repo.file('lib/deep'), { recursive: true });
    await settled();
    const before = announced;
    await fs.writeFile(repo.file('lib/deep/new.js'), 'export {};\n');
    await announcedAtLeast(before + 1);
  });

  it('announces staging (the index) and ignores git objects written alone', async () => {
    watch();
    // Objects, as every git command writes them: nothing a diff shows.
    git('hash-object', '-w', '--stdin', '-t', 'blob', '--', 'README.md');
    await settled();
    expect(announced).toBe(0);

    await fs.writeFile(repo.file('README.md'), '# changed\n');
    await announcedAtLeast(1);
    await settled();
    const afterEdit = announced;
    git('add', 'README.md');
    await announcedAtLeast(afterEdit + 1);
  });

  it('announces a burst of writes as one change once it settles', async () => {
    watch();
    for (let i = 0; i < 20; i++)
      await fs.writeFile(repo.file('src/app.js'), `export const a = ${i};\n`);
    await announcedAtLeast(1);
    await settled();
    expect(announced).toBe(1);
  });

  it('follows a file git replaced (a checkout, a stash): its next edit is announced', async () => {
    watch();
    await fs.writeFile(repo.file('src/app.js'), 'export const a = 2;\n');
    await announcedAtLeast(1);
    git('checkout', '--', 'src/app.js');
    await announcedAtLeast(2);
    await settled();
    const afterCheckout = announced;
    await fs.writeFile(repo.file('src/app.js'), 'export const a = 3;\n');
    await announcedAtLeast(afterCheckout + 1);
    // Replaced by a rename, as editors save.
    await settled();
    const afterEdit = announced;
    await fs.writeFile(repo.file('src/app.js.tmp'), 'export const a = 4;\n');
    await fs.rename(repo.file('src/app.js.tmp'), repo.file('src/app.js'));
    await settled();
    const afterSave = announced;
    expect(afterSave).toBeGreaterThan(afterEdit);
    await fs.writeFile(repo.file('src/app.js'), 'export const a = 5;\n');
    await announcedAtLeast(afterSave + 1);
  });

  it('goes on after a folder is removed and made again', async () => {
    watch();
    await fs.rm(repo.file('src'), { recursive: true });
    await announcedAtLeast(1);
    await settled();
    await fs.mkdir(repo.file('src'));
    await settled();
    const before = announced;
    await fs.writeFile(repo.file('src/again.js'), 'export {};\n');
    await announcedAtLeast(before + 1);
    expect(errors).toEqual([]);
  });

  it('ignores Parley’s own files', async () => {
    watch();
    await fs.mkdir(repo.file('.parley/reviews'), { recursive: true });
    await fs.writeFile(repo.file('.parley/reviews/r1.md'), 'round 1\n');
    await settled();
    expect(announced).toBe(0);
  });
});

describe('affectsDiff', () => {
  it('lets the work tree, the index and HEAD through, not the rest of .git', () => {
    expect(affectsDiff('src/app.js')).toBe(true);
    expect(affectsDiff('.git/index')).toBe(true);
    expect(affectsDiff('.git/HEAD')).toBe(true);
    expect(affectsDiff('.git/objects/ab/cdef')).toBe(false);
    expect(affectsDiff('.git/index.lock')).toBe(false);
    expect(affectsDiff('.gitignore')).toBe(true);
    expect(affectsDiff(path.join('.parley', 'answers', 'a.md'))).toBe(false);
    expect(affectsDiff(null)).toBe(true);
  });
});
