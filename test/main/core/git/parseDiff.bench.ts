import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { parseDiff } from '../../../../main/core/git/diff/parseDiff';
import { corpusDir } from './diff/corpusIndex';

const large = readFileSync(path.join(corpusDir, 'large-refactor-zod-670a6d2f.diff'), 'utf8');
const small = readFileSync(path.join(corpusDir, 'small-fix-cors-hono-c4577e93.diff'), 'utf8');

// The review loop parses the diff every round; the 375 KB refactor must not be felt.
test('parseDiff: the 375 KB, 47-file refactor in well under 50 ms', async ({ bench }) => {
  const result = await bench('large refactor (375 KB, 47 files)', () => {
    parseDiff(large);
  }).run();
  expect(result.latency.mean).toBeLessThan(50);
});

test('parseDiff: a one-file fix in well under a millisecond', async ({ bench }) => {
  const result = await bench('small fix (1 file)', () => {
    parseDiff(small);
  }).run();
  expect(result.latency.mean).toBeLessThan(1);
});
