import { expect, test } from 'vitest';
import { parseDiff } from '../../../../main/core/git/diff/parseDiff';
import { diffShape } from '../../../support/diffShapes';

const large = diffShape('large-refactor').text;
const small = diffShape('small-fix').text;

// The review loop parses the diff every round; a 400 KB refactor must not be felt.
test('parseDiff: the 400 KB, 42-file refactor in well under 50 ms', async ({ bench }) => {
  const result = await bench('large refactor (400 KB, 42 files)', () => {
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
