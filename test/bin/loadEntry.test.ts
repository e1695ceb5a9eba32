import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * bin/loadEntry.js in a copy of the package's layout: a bin that loads the
 * `demo` program, a TypeScript source and (when a test builds it) a "built"
 * out/main/demo.js, each saying which it is. The real tsx comes through a
 * link to this checkout's node_modules.
 */
let root: string;

async function write(relative: string, content: string, secondsAgo: number): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(file, when, when);
}

async function whichRan(): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(root, 'bin', 'demo.js')], {
    cwd: root,
  });
  return stdout.trim();
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'parley-bin-'));
  await cp(path.join(repoRoot, 'bin', 'loadEntry.js'), path.join(root, 'bin', 'loadEntry.js'));
  await cp(
    path.join(repoRoot, 'scripts', 'buildFreshness.js'),
    path.join(root, 'scripts', 'buildFreshness.js'),
  );
  await symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  await write('package.json', '{"type":"module"}', 100);
  await write(
    'bin/demo.js',
    "import { loadEntry } from './loadEntry.js';\nconst { origin } = await loadEntry('demo', 'main/demo.ts');\nconsole.log(origin);\n",
    100,
  );
  // Type syntax only tsx can run: the sources are really compiled, not read as JavaScript.
  await write('main/demo.ts', "export const origin: string = 'sources';\n", 100);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('bin/loadEntry.js', () => {
  it('runs the sources through tsx when nothing was built', async () => {
    expect(await whichRan()).toBe('sources');
  });

  it('runs the build when it is newer than every source', async () => {
    await write('out/main/demo.js', "export const origin = 'build';\n", 10);
    expect(await whichRan()).toBe('build');
  });

  it('runs the sources when one was edited after the build', async () => {
    await write('out/main/demo.js', "export const origin = 'build';\n", 10);
    await write('main/demo.ts', "export const origin: string = 'edited sources';\n", 1);
    expect(await whichRan()).toBe('edited sources');
  });
});
