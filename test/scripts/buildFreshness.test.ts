import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, MAIN_BUILD_INPUTS, needsBuild } from '../../scripts/buildFreshness';

let root: string;

async function touch(relative: string, secondsAgo: number): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, '');
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(file, when, when);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'parley-build-'));
  await touch('package.json', 100);
  await touch('main/core/api.ts', 100);
  await touch('renderer/src/App.tsx', 100);
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function buildAll(secondsAgo: number): Promise<void> {
  for (const output of BUILD_OUTPUTS) await touch(output, secondsAgo);
}

describe('needsBuild', () => {
  it('builds when nothing was built', () => {
    expect(needsBuild(root)).toBe(true);
  });

  it('builds when one output is missing', async () => {
    await buildAll(10);
    await rm(path.join(root, 'out/preload/index.cjs'));
    expect(needsBuild(root)).toBe(true);
  });

  it('does not build when every output is newer than every source', async () => {
    await buildAll(10);
    expect(needsBuild(root)).toBe(false);
  });

  it('builds when a source file deep in the tree changed after the build', async () => {
    await buildAll(10);
    await touch('main/core/sessions/session.ts', 1);
    expect(needsBuild(root)).toBe(true);
  });

  it('ignores node_modules inside the source folders', async () => {
    await buildAll(10);
    await touch('renderer/node_modules/.vite/cache.json', 1);
    expect(needsBuild(root)).toBe(false);
  });

  it('judges one output against the inputs it is built from, not the rest', async () => {
    await touch('out/main/cli.js', 10);
    expect(needsBuild(root, ['out/main/cli.js'], MAIN_BUILD_INPUTS)).toBe(false);
    // The renderer is not part of the CLI: editing it leaves the CLI's build current.
    await touch('renderer/src/App.tsx', 1);
    expect(needsBuild(root, ['out/main/cli.js'], MAIN_BUILD_INPUTS)).toBe(false);
    await touch('main/core/api.ts', 1);
    expect(needsBuild(root, ['out/main/cli.js'], MAIN_BUILD_INPUTS)).toBe(true);
  });
});
