import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import gitDiffParser from 'gitdiff-parser';
import { figure, type BenchResult } from '../figure';
import { compareThroughput } from './throughput';
import type * as ParseDiff from '../../main/core/git/diff/parseDiff';
import { asBuilt } from '../asBuilt';
import { diffShape } from '../../test/support/diffShapes';
import { corpusDir } from '../../test/support/sharedCorpus';

/** The corpus's large diff (a real 380 KB refactor), when the shared corpus is there. */
const CORPUS_LARGE = 'large-refactor-zod-670a6d2f.diff';

/**
 * diff-parse: Parley's diff parser against gitdiff-parser (what
 * react-diff-view ships with) on the same large diffs: the generated 42-file
 * refactor, and the corpus's real one when present. Parley's parser as built.
 */
export async function diffParse(): Promise<BenchResult> {
  const { parseDiff } = await asBuilt<typeof ParseDiff>('main/core/git/diff/parseDiff.ts');
  const texts = [diffShape('large-refactor').text];
  const corpusFile = path.join(corpusDir, CORPUS_LARGE);
  if (existsSync(corpusFile)) texts.push(readFileSync(corpusFile, 'utf8'));
  const { value, baseline } = compareThroughput(
    texts,
    (text) => parseDiff(text),
    (text) => gitDiffParser.parse(text),
  );
  return figure('diff-parse', {
    value,
    baseline,
    unit: 'MB/s',
    baselineLabel: `gitdiff-parser, same ${texts.length === 2 ? 'two diffs' : 'diff'}`,
    goals: [{ atLeastRatio: 1 }],
  });
}
