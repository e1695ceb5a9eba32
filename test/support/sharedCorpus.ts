/**
 * The shared diff corpus: real diffs (some of them GPL test data from git)
 * kept beside the checkout, in ../shared/corpus, where only our CI has them.
 * Read in place, never copied into the repo. Tests that use it are an extra
 * check on top of the generated diff shapes (test/support/diffShapes): they
 * run when the corpus is there and say plainly that they skipped when not.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const corpusDir = path.resolve(repoRoot, '../shared/corpus/diffs');
export const corpusPresent = existsSync(corpusDir);

/** The corpus's .diff files, or none when it is absent. */
export function corpusDiffNames(): string[] {
  return corpusPresent ? readdirSync(corpusDir).filter((name) => name.endsWith('.diff')) : [];
}

export function corpusText(name: string): string {
  return readFileSync(path.join(corpusDir, name), 'utf8');
}

/**
 * A describe block that runs only with the corpus. Without it, the body is not
 * even collected: one skipped test and a log line say what was skipped and why.
 */
export function describeWithCorpus(title: string, body: () => void): void {
  if (corpusPresent) {
    describe(title, body);
    return;
  }
  process.stdout.write(`shared corpus not found at ${corpusDir}: skipped "${title}"\n`);
  describe(title, () => {
    // A conditional skip: the test shows as skipped, with the reason in its name.
    it.skipIf(!corpusPresent)(`needs the shared corpus at ${corpusDir}`, () => {});
  });
}
