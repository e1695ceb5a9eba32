import { describe, expect, it } from 'vitest';
import { readDiff } from '../../../../main/agent/request/diffReader';
import { addedLines } from '../../../../main/agent/review/diffModel';
import { parseDiff } from '../../../../main/core/git/diff/parseDiff';
import { buildReviewPrompt } from '../../../../main/core/review/prompt/reviewPrompt';
import { diffShape, diffShapeNames } from '../../../support/diffShapes';
import { corpusDiffNames, corpusText, describeWithCorpus } from '../../../support/sharedCorpus';

const RAW = [
  'diff --git a/src/cart.ts b/src/cart.ts',
  '--- a/src/cart.ts',
  '+++ b/src/cart.ts',
  '@@ -10,3 +10,4 @@ export function total() {',
  '   const a = 1;',
  '-  const b = 2;',
  '+  const b = 3;',
  '+  console.log(b);',
  '   return a + b;',
  'diff --git a/old.txt b/old.txt',
  'deleted file mode 100644',
  '--- a/old.txt',
  '+++ /dev/null',
  '@@ -1 +0,0 @@',
  '-gone',
].join('\n');

describe('readDiff', () => {
  it("reads Parley's numbered diff out of a real review prompt", () => {
    const prompt = buildReviewPrompt({ files: parseDiff(RAW).files, round: 1, effort: 'medium' });
    const files = readDiff(prompt.text);
    expect(files?.map((f) => f.path)).toEqual(['src/cart.ts', 'old.txt']);
    expect(addedLines(files![0]!)).toEqual([
      { line: 11, text: '  const b = 3;' },
      { line: 12, text: '  console.log(b);' },
    ]);
    expect(files![1]!.lines).toEqual([{ newLine: null, kind: 'del', text: 'gone' }]);
  });

  it('skips the full file contents a prompt adds after the diff', () => {
    const prompt = buildReviewPrompt({
      files: parseDiff(RAW).files,
      round: 1,
      effort: 'medium',
      fileContents: new Map([['src/cart.ts', 'const a = 1;\nconsole.log(a);\n']]),
    });
    expect(prompt.text).toContain('full contents after the change');
    expect(readDiff(prompt.text)?.map((f) => f.path)).toEqual(['src/cart.ts', 'old.txt']);
  });

  it('reads a plain unified diff pasted by hand, numbering it from the hunk headers', () => {
    const files = readDiff(`Please review:\n${RAW}\n`);
    expect(files?.map((f) => f.path)).toEqual(['src/cart.ts']);
    expect(addedLines(files![0]!).map((l) => l.line)).toEqual([11, 12]);
  });

  it('gives an empty list for a prompt whose diff is empty, and null for text with no diff', () => {
    expect(readDiff(buildReviewPrompt({ files: [], round: 1, effort: 'low' }).text)).toEqual([]);
    expect(readDiff('### Notes\nJust a question about the code.')).toBeNull();
  });

  it.each(diffShapeNames)('reads every added line of the %s diff as the prompt shows it', (name) =>
    expectAddedLinesReadBack(diffShape(name).text),
  );
});

describeWithCorpus('readDiff on the shared corpus', () => {
  it.each(corpusDiffNames())('reads every added line of %s as the prompt shows it', (name) =>
    expectAddedLinesReadBack(corpusText(name)),
  );
});

/** The review prompt of this diff, read back by readDiff, numbers each added line as git did, by path. */
function expectAddedLinesReadBack(diff: string): void {
  const parsed = parseDiff(diff).files;
  const prompt = buildReviewPrompt({ files: parsed, round: 1, effort: 'medium' });
  const read = readDiff(prompt.text) ?? [];
  const numbers = (lines: readonly { newLine: number | null; kind: string }[]) =>
    lines.filter((l) => l.kind === 'add').map((l) => l.newLine);
  expect(read.map((f) => numbers(f.lines))).toEqual(
    parsed.map((f) => numbers(f.hunks.flatMap((h) => h.lines))),
  );
  // Each under its own path, whatever Parley's note after it says (a type change, line ends…).
  expect(read.map((f) => f.path)).toEqual(parsed.map((f) => f.path));
}
