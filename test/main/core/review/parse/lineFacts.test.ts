import { describe, expect, it } from 'vitest';
import { markersFor, verdictLine } from '../../../../../main/core/review/protocol/textProtocol';
import { parseReviewAnswer } from '../../../../../main/core/review/parse/reviewAnswerParser';
import { BEGIN, END, NONCE, answeredInRound, claudeScreen, samples } from './answers';
import { parsedReview, readInFull } from './readInFull';

/**
 * The parser reads most lines from where they stand in the text, with what
 * one scan of it found (markers, verdict words, hidden characters, annotation
 * colons), and passes over lines that change nothing. An answer reads as it
 * does with every line fed whole.
 */
const markers = markersFor(NONCE);

function expectSameAsReadInFull(text: string): void {
  expect(parsedReview(text, markers)).toEqual(readInFull(text, markers));
  expect(parsedReview(text), 'no markers').toEqual(readInFull(text));
}

describe('an answer read with the scan of its text', () => {
  it('reads CRLF lines, markers and fields as it reads them in full', () => {
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
    expect(parseReviewAnswer(text, markers)).toMatchObject({
      verdict: 'changes-requested',
      comments: [
        { file: 'src/a.ts', line: 12, comment: 'The loop never ends when the list is empty.' },
      ],
    });
    expectSameAsReadInFull(text);
  });

  it('reads characters of two code units, and hidden ones, as it reads them in full', () => {
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
    expect(parseReviewAnswer(text, markers)).toMatchObject({
      // A verdict read past hidden characters is a quoted one: the answer's own still counts.
      verdict: 'approved',
      quotedVerdict: true,
      comments: [{ file: 'src/ü/ö.ts', line: 7, comment: 'the 🔑 is logged 😬' }],
    });
    expectSameAsReadInFull(text);
  });

  it('reads an annotation after prose', () => {
    const text = `${BEGIN}\nprose\nsrc/a.ts:42: error: the port is never closed.\n${END}\n`;
    expect(parseReviewAnswer(text, markers).comments).toEqual([
      { file: 'src/a.ts', line: 42, severity: 'error', comment: 'the port is never closed.' },
    ]);
    expectSameAsReadInFull(text);
  });

  it('passes over text outside the markers but finds the markers', () => {
    const prose = Array.from({ length: 40 }, (_, i) => `  line ${i} of prose: nothing here`);
    const text = [...prose, `${BEGIN}`, 'COMMENT: x', 'FILE: b.ts', END, ...prose].join('\n');
    expect(parseReviewAnswer(text, markers).comments).toEqual([
      { file: 'b.ts', line: 0, severity: 'warning', comment: 'x' },
    ]);
    expectSameAsReadInFull(text);
  });

  it('reads the sample answers, LF or CRLF, as it reads them in full', () => {
    const texts = [
      ...samples.map((sample) => `● ${BEGIN}\n${answeredInRound(sample)}\n  ${END}\n`),
      ...samples.map((sample) => `${BEGIN}\r\n${sample.body.replace(/\n/g, '\r\n')}\r\n${END}`),
      claudeScreen(),
      `${BEGIN}\nfirst\n${END}\n${BEGIN}\nVERDICT: APPROVED\n${END}`,
      `${BEGIN}\nno end marker\nVERDICT: APPROVED`,
    ];
    for (const text of texts) expectSameAsReadInFull(text);
  });
});
