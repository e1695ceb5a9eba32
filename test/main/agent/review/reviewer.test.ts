import { describe, expect, it } from 'vitest';
import { reviewDiff, scopeOf } from '../../../../main/agent/review/reviewer';
import { readDiff } from '../../../../main/agent/request/diffReader';
import { parseDiff } from '../../../../main/core/git/diff/parseDiff';
import { buildReviewPrompt } from '../../../../main/core/review/prompt/reviewPrompt';
import { allDiffShapes } from '../../../support/diffShapes';
import { corpusDiffNames, corpusText, describeWithCorpus } from '../../../support/sharedCorpus';
import { addedFile } from '../diffFixture';

const WHOLE = { wholeChange: true, defectsOnly: false };

/** Errors and warnings the reviewer raises on a diff, read back from its review prompt as the agent does. */
function blockingFindings(diff: string) {
  const prompt = buildReviewPrompt({ files: parseDiff(diff).files, round: 1, effort: 'medium' });
  return reviewDiff(readDiff(prompt.text) ?? [], WHOLE).findings.filter(
    (f) => f.severity !== 'suggestion',
  );
}

describe('reviewDiff', () => {
  it('requests changes for an error or a warning, in diff order', () => {
    const files = [
      addedFile('src/b.ts', ['// TODO: later', 'debugger;']),
      addedFile('src/a.test.ts', ['it("x", () => {});']),
    ];
    const result = reviewDiff(files, WHOLE);
    expect(result.verdict).toBe('CHANGES_REQUESTED');
    expect(result.findings.map((f) => [f.file, f.line, f.rule])).toEqual([
      ['src/b.ts', 1, 'todo-comment'],
      ['src/b.ts', 2, 'debug-output'],
    ]);
    expect(result.addedLineCount).toBe(3);
  });

  it('approves when only suggestions are found, and leaves them out of a quick pass', () => {
    const files = [addedFile('src/rate.ts', ['export const RATE = 0.2;'])];
    const full = reviewDiff(files, WHOLE);
    expect(full.verdict).toBe('APPROVED');
    expect(full.findings.map((f) => f.severity)).toEqual(['suggestion']);
    expect(reviewDiff(files, { ...WHOLE, defectsOnly: true }).findings).toEqual([]);
  });

  it('does not ask for tests in one part of a change reviewed in parts', () => {
    const files = [addedFile('src/rate.ts', ['export const RATE = 0.2;'])];
    expect(reviewDiff(files, { wholeChange: false, defectsOnly: false }).findings).toEqual([]);
  });

  it('reads the scope from the prompt', () => {
    const [file] = parseDiff('--- a/x.ts\n+++ b/x.ts\n@@ -1 +1 @@\n-a\n+b\n').files;
    const quick = buildReviewPrompt({ files: [file!], round: 1, effort: 'low' }).text;
    const part = buildReviewPrompt({
      files: [file!],
      round: 1,
      effort: 'max',
      part: { index: 2, count: 3 },
    }).text;
    expect(scopeOf(quick)).toEqual({ wholeChange: true, defectsOnly: true });
    expect(scopeOf(part)).toEqual({ wholeChange: false, defectsOnly: false });
  });

  it('finds no error or warning in clean changes of every hard diff shape', () => {
    for (const shape of allDiffShapes()) {
      expect({ name: shape.name, blocking: blockingFindings(shape.text) }).toEqual({
        name: shape.name,
        blocking: [],
      });
    }
  });
});

describeWithCorpus('reviewDiff on the shared corpus', () => {
  it('finds no error or warning in the real, merged commits of the corpus', () => {
    for (const name of corpusDiffNames()) {
      expect({ name, blocking: blockingFindings(corpusText(name)) }).toEqual({
        name,
        blocking: [],
      });
    }
  });
});
