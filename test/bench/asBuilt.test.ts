import { readdirSync } from 'node:fs';
import os from 'node:os';
import { expect, test } from 'vitest';
import { asBuilt } from '../../bench/parsers/asBuilt';
import type * as DiffParse from '../../main/core/git/diff/parseDiff';
import { parseDiff } from '../../main/core/git/diff/parseDiff';

const DIFF = [
  'diff --git a/a.ts b/a.ts',
  '--- a/a.ts',
  '+++ b/a.ts',
  '@@ -1,2 +1,2 @@',
  ' keep',
  '-old',
  '+new',
  '',
].join('\n');

const benchDirs = () =>
  readdirSync(os.tmpdir()).filter((name) => name.startsWith('parley-bench-built-'));

test('a module as built works as its source does, and leaves no file behind', async () => {
  const before = benchDirs();
  const built = await asBuilt<typeof DiffParse>('main/core/git/diff/parseDiff.ts');
  expect(built.parseDiff).not.toBe(parseDiff);
  expect(built.parseDiff(DIFF)).toEqual(parseDiff(DIFF));
  expect(benchDirs()).toEqual(before);
});
