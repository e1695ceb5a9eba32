import { describe, expect, it } from 'vitest';
import { codeSegments } from '../../../renderer/src/diff/codeSegments';
import { canHighlight, highlightHunks } from '../../../renderer/src/diff/highlightLines';
import { typescriptEdit } from './sampleDiffs';

/** A line as the panel draws it: each run's text with its classes. */
function runs(hunk: number, line: number, language = 'typescript') {
  const tokens = highlightHunks(typescriptEdit.hunks, language);
  const text = typescriptEdit.hunks[hunk]!.lines[line]!.text;
  return codeSegments(text, tokens.hunks[hunk]![line]!, tokens.classes, null, null);
}

describe('highlightHunks', () => {
  it('colours every line of a known language, and the runs add up to the line', () => {
    typescriptEdit.hunks.forEach((hunk, h) =>
      hunk.lines.forEach((line, l) => {
        expect(
          runs(h, l)
            .map((r) => r.text)
            .join(''),
        ).toBe(line.text);
      }),
    );
    const classes = typescriptEdit.hunks.flatMap((hunk, h) =>
      hunk.lines.flatMap((_, l) => runs(h, l).map((r) => r.className)),
    );
    expect(classes).toEqual(expect.arrayContaining(['token keyword', 'token string']));
  });

  it('colours a comment that spans lines as one, on every line it covers', () => {
    const file = {
      hunks: [
        {
          lines: [
            { kind: 'context' as const, text: '/* start of a comment' },
            { kind: 'add' as const, text: '   const inside = "still comment";' },
            { kind: 'context' as const, text: '*/ const after = 1;' },
          ],
        },
      ],
    };
    const tokens = highlightHunks(file.hunks, 'typescript');
    const middle = codeSegments(
      file.hunks[0]!.lines[1]!.text,
      tokens.hunks[0]![1]!,
      tokens.classes,
      null,
      null,
    );
    expect(middle.map((r) => r.className)).toEqual(['token comment']);
  });

  it('knows the languages refractor has, and no others', () => {
    expect(canHighlight('tsx')).toBe(true);
    expect(canHighlight('no-such-language')).toBe(false);
    expect(canHighlight(null)).toBe(false);
  });
});
