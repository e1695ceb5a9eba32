import { describe, expect, it } from 'vitest';
import { parseDiff } from '../../../../../main/core/git/diff/parseDiff';
import { cutFile } from '../../../../../main/core/git/stream/fileCut';
import { lineCount } from '../../../../../main/core/git/stream/lineCount';
import { joinPage } from '../../../../../shared/contract/diffPages';

/** Three hunks, the last ending without a newline. */
const DIFF = [
  'diff --git a/src/a.ts b/src/a.ts',
  'index 1111111..2222222 100644',
  '--- a/src/a.ts',
  '+++ b/src/a.ts',
  '@@ -1,4 +1,5 @@ export function a() {',
  ' one',
  '-two',
  '+two, changed',
  '+two and a half',
  ' three',
  ' four',
  '@@ -20,3 +21,3 @@',
  ' twenty',
  '-twenty-one',
  '+twenty-one, changed',
  ' twenty-two',
  '@@ -40,2 +41,2 @@',
  ' forty',
  '-forty-one',
  '\\ No newline at end of file',
  '+forty-one, changed',
  '\\ No newline at end of file',
  '',
].join('\n');

const [file] = parseDiff(DIFF).files;

describe('cutFile', () => {
  it('cuts after any number of lines, and the two parts join back into the file', () => {
    const size = lineCount(file!);
    for (let lines = 1; lines < size; lines++) {
      const cut = cutFile(file!, lines);
      expect(cut, `cut after ${lines}`).not.toBeNull();
      const { head, rest, continued } = cut!;
      expect(lineCount(head), `head after ${lines}`).toBeLessThanOrEqual(Math.max(lines, 2));
      expect(joinPage([head], continued, [rest])).toEqual([file]);
      expect(head.added + rest.added).toBe(file!.added);
      expect(head.removed + rest.removed).toBe(file!.removed);
    }
  });

  it('says whether the rest goes on inside the hunk cut or with the next hunk', () => {
    // The first hunk is 1 header + 6 lines: 7 lines end it exactly.
    expect(cutFile(file!, 7)?.continued).toBe('file');
    expect(cutFile(file!, 4)?.continued).toBe('hunk');
    expect(cutFile(file!, 4)?.head.hunks[0]!.lines.map((l) => l.text)).toEqual([
      'one',
      'two',
      'two, changed',
    ]);
  });

  it('leaves a file that fits whole, and keeps "no newline" with the part that has it', () => {
    expect(cutFile(file!, lineCount(file!))).toBeNull();
    const cut = cutFile(file!, 10)!;
    expect(cut.head.noNewlineAtEof).toBe(false);
    expect(cut.rest.noNewlineAtEof).toBe(true);
  });
});
