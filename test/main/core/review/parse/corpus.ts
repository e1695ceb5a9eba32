import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDiff } from '../../../../../main/core/git/diff/parseDiff';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
/** The shared diff corpus, read where it lies (never copied into the repo). */
export const corpusDir = path.resolve(repoRoot, '../shared/corpus/diffs');

export function corpusText(name: string): string {
  return readFileSync(path.join(corpusDir, name), 'utf8');
}

/** A corpus diff parsed by main/core/git. */
export function corpusFiles(name: string) {
  return parseDiff(corpusText(name)).files;
}
