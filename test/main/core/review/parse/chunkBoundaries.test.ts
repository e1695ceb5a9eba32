import { describe, expect, it } from 'vitest';
import { markersFor, verdictLine } from '../../../../../main/core/review/protocol';
import {
  ReviewAnswerParser,
  parseReviewAnswer,
} from '../../../../../main/core/review/parse/reviewAnswerParser';
import { BEGIN, END, NONCE } from './answers';

/**
 * The parser reads most lines from where they stand in their chunk, with what
 * one scan of the chunk found (markers, verdict words, hidden characters,
 * annotation colons); a line cut by a chunk boundary is read whole. Cut at
 * every place, an answer reads as it does whole.
 */
const markers = markersFor(NONCE);

/** The answer fed in two chunks, cut at `at`. */
function cutAt(text: string, at: number, withMarkers: boolean) {
  const parser = new ReviewAnswerParser(withMarkers ? markers : undefined);
  parser.push(text.slice(0, at));
  parser.push(text.slice(at));
  return parser.finish();
}

function expectSameAtEveryCut(text: string): void {
  for (const withMarkers of [true, false]) {
    const whole = parseReviewAnswer(text, withMarkers ? markers : undefined);
    for (let at = 0; at <= text.length; at++) {
      expect(
        cutAt(text, at, withMarkers),
        `cut at ${at}${withMarkers ? '' : ', no markers'}`,
      ).toEqual(whole);
    }
  }
}

describe('an answer cut by a chunk boundary', () => {
  it('reads the same cut inside a CRLF pair, a marker or a field', () => {
    const text = [
      '● Reading the diff.',
      `● ${BEGIN}`,
      '  FILE: src/a.ts',
      '  LINE: 12',
      '  SEVERITY: warning',
      '  COMMENT: The loop never ends',
      '  when the list is empty.',
      '',
      `  ${verdictLine(NONCE, 'CHANGES_REQUESTED')}`,
      `  ${END}`,
      '',
    ].join('\r\n');
    const whole = parseReviewAnswer(text, markers);
    expect(whole).toMatchObject({
      verdict: 'changes-requested',
      comments: [
        { file: 'src/a.ts', line: 12, comment: 'The loop never ends when the list is empty.' },
      ],
    });
    expectSameAtEveryCut(text);
  });

  it('reads the same cut inside a character of two code units, or next to hidden ones', () => {
    const text = [
      BEGIN,
      '😀 Emoji prose before the comment, ● and ⎿ glyphs too.',
      'src/ü/ö.ts:7: warning: the 🔑 is logged 😬',
      // No verdict word is whole here: only read past its hidden characters does it give one.
      `VER\u200bDICT ${NONCE}: APP\u200bROVED`,
      'A [data] tag and a soft\u00adhyphen in prose.',
      verdictLine(NONCE, 'APPROVED'),
      END,
    ].join('\n');
    const whole = parseReviewAnswer(text, markers);
    expect(whole).toMatchObject({
      // A verdict read past hidden characters is a quoted one: the answer's own still counts.
      verdict: 'approved',
      quotedVerdict: true,
      comments: [{ file: 'src/ü/ö.ts', line: 7, comment: 'the 🔑 is logged 😬' }],
    });
    expectSameAtEveryCut(text);
  });

  it('reads an annotation whose colon and line number fall on either side of a boundary', () => {
    const text = `${BEGIN}\nprose\nsrc/a.ts:42: error: the port is never closed.\n${END}\n`;
    const colon = text.indexOf(':42');
    const parsed = cutAt(text, colon + 1, true);
    expect(parsed.comments).toEqual([
      { file: 'src/a.ts', line: 42, severity: 'error', comment: 'the port is never closed.' },
    ]);
    expectSameAtEveryCut(text);
  });

  it('passes over text outside the markers but finds a marker cut across chunks', () => {
    const prose = Array.from({ length: 40 }, (_, i) => `  line ${i} of prose: nothing here`);
    const text = [...prose, `${BEGIN}`, 'COMMENT: x', 'FILE: b.ts', END, ...prose].join('\n');
    const parsed = parseReviewAnswer(text, markers);
    expect(parsed.comments).toEqual([{ file: 'b.ts', line: 0, severity: 'warning', comment: 'x' }]);
    const begin = text.indexOf(BEGIN);
    for (let at = begin; at <= begin + BEGIN.length; at++) {
      expect(cutAt(text, at, true), `cut at ${at}`).toEqual(parsed);
    }
  });
});
