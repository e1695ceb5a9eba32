import { describe, expect, it } from 'vitest';
import type { DiffInputFile } from '../../../../../main/core/review/prompt/diffInput';
import { buildReviewPrompts } from '../../../../../main/core/review/prompt/splitReview';
import { sizeOf } from '../../../../../main/core/review/prompt/budget';
import { parseReviewAnswer } from '../../../../../main/core/review/parse/reviewAnswerParser';
import { mergeParsedReviews } from '../../../../../main/core/review/parse/merge';
import { verdictLine } from '../../../../../main/core/review/protocol/textProtocol';
import { diffShapeFiles } from '../parse/diffShapeFiles';

const large = diffShapeFiles('large-refactor');
const cors = diffShapeFiles('small-fix');

/** Every "+"/"-" line a prompt shows, as "<new number or blank> <mark> <text>", trimmed. */
function changedLinesShown(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .filter((line) => /^\s*\d*\s[+-]\s/.test(line))
      .map((l) => l.trim()),
  );
}

describe('buildReviewPrompts', () => {
  it('gives one prompt when the diff fits', () => {
    const prompts = buildReviewPrompts({ files: cors, round: 1, effort: 'medium' });
    expect(prompts).toHaveLength(1);
    expect(prompts[0]!.text).not.toContain('reviewed in parts');
  });

  for (const budget of [
    { maxBytes: 60_000, maxLines: 1_500 },
    { maxBytes: 20_000, maxLines: 400 },
  ]) {
    it(`splits the 8,801-line refactor into parts under ${budget.maxBytes} bytes / ${budget.maxLines} lines that cover every file and line`, () => {
      const prompts = buildReviewPrompts({ files: large, round: 1, effort: 'high', budget });
      expect(prompts.length).toBeGreaterThan(1);
      for (const prompt of prompts) {
        const size = sizeOf(prompt.text);
        expect(size.bytes).toBeLessThanOrEqual(budget.maxBytes);
        expect(size.lines).toBeLessThanOrEqual(budget.maxLines);
      }
      // Every file is in some part, in diff order.
      const covered = prompts.flatMap((prompt) => prompt.files);
      expect([...new Set(covered)]).toEqual(large.map((file) => file.path));
      for (const file of large) {
        expect(
          prompts.some((p) => p.text.includes(`### ${file.path} (`)),
          file.path,
        ).toBe(true);
      }
      // Every changed line is shown in some part.
      const shown = new Set(prompts.flatMap((prompt) => [...changedLinesShown(prompt.text)]));
      const expected = large.flatMap((file) =>
        file.hunks.flatMap((hunk) =>
          hunk.lines
            .filter((line) => line.kind !== 'context')
            .map((line) =>
              `${line.newLine ?? ''} ${line.kind === 'add' ? '+' : '-'} ${line.text}`.trim(),
            ),
        ),
      );
      const missing = expected.filter((line) => !shown.has(line));
      expect(missing.slice(0, 3)).toEqual([]);
      // Each part has its own markers and says which part it is.
      expect(new Set(prompts.map((p) => p.nonce)).size).toBe(prompts.length);
      prompts.forEach((prompt, index) =>
        expect(prompt.text).toContain(`this is part ${index + 1} of ${prompts.length}`),
      );
    });
  }

  it('cuts a single hunk too big for one part at line boundaries', () => {
    const lines = Array.from({ length: 900 }, (_, i) => ({
      kind: 'add' as const,
      text: `export const value${i} = ${i};`,
      newLine: i + 1,
    }));
    const file: DiffInputFile = {
      path: 'src/generated.ts',
      oldPath: null,
      status: 'added',
      binary: false,
      hunks: [{ header: '@@ -0,0 +1,900 @@', lines }],
    };
    const budget = { maxBytes: 12_000, maxLines: 300 };
    const prompts = buildReviewPrompts({ files: [file], round: 1, effort: 'low', budget });
    expect(prompts.length).toBeGreaterThanOrEqual(3);
    for (const prompt of prompts) expect(sizeOf(prompt.text).lines).toBeLessThanOrEqual(300);
    expect(prompts[1]!.text).toContain('@@ -0,0 +1,900 @@ (continued)');
    const all = prompts.map((p) => p.text).join('\n');
    for (const i of [0, 450, 899])
      expect(all).toContain(`${i + 1} + export const value${i} = ${i};`);
  });

  it('gives each part the open comments on its files, and the merged answers one review', () => {
    const budget = { maxBytes: 20_000, maxLines: 400 };
    const arFile = 'src/locales/ar.ts';
    const prompts = buildReviewPrompts({
      files: large,
      round: 2,
      effort: 'medium',
      budget,
      openComments: [
        { file: arFile, line: 5, severity: 'warning', comment: 'Arabic plural forms are wrong.' },
      ],
    });
    const withComment = prompts.filter((p) => p.text.includes('Arabic plural forms are wrong.'));
    expect(withComment.length).toBeGreaterThan(0);
    for (const prompt of withComment) expect(prompt.files).toContain(arFile);

    const answers = prompts.map((prompt, index) => {
      const body =
        index === 0
          ? `FILE: ${prompt.files[0]}\nLINE: 1\nSEVERITY: warning\nCOMMENT: Check this.\n${verdictLine(prompt.nonce, 'CHANGES_REQUESTED')}`
          : verdictLine(prompt.nonce, 'APPROVED');
      return parseReviewAnswer(
        `${prompt.markers.begin}\n${body}\n${prompt.markers.end}`,
        prompt.markers,
      );
    });
    const merged = mergeParsedReviews(answers);
    expect(merged.verdict).toBe('changes-requested');
    expect(merged.comments).toHaveLength(1);
  });
});
