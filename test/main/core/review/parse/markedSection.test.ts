import { describe, expect, it } from 'vitest';
import {
  markerInstruction,
  markersFor,
} from '../../../../../main/core/review/protocol/textProtocol';
import {
  extractMarkedAnswer,
  findAnswerMarkers,
} from '../../../../../main/core/review/parse/markedSection';
import { BEGIN, END, NONCE } from './answers';

const markers = markersFor(NONCE);

describe('extractMarkedAnswer', () => {
  it('gives the text between the markers and nothing around it', () => {
    const text = `noise before\n● ${BEGIN}\n  VERDICT: APPROVED\n  ${END}\nnoise after`;
    expect(extractMarkedAnswer(text, markers)).toBe('  VERDICT: APPROVED');
  });

  it('never counts the prompt echo: its marker instruction spells no complete marker', () => {
    const echo = `${markerInstruction(NONCE)}\nVERDICT: APPROVED\n`;
    expect(extractMarkedAnswer(echo, markers)).toBeNull();
  });

  it('takes the last complete pair (a retried answer after a malformed one)', () => {
    const text = [BEGIN, 'first try', END, 'reminder…', BEGIN, 'second try', END].join('\n');
    expect(extractMarkedAnswer(text, markers)).toBe('second try');
  });

  it('ignores a begin marker that never ends after a complete pair', () => {
    const text = [BEGIN, 'complete', END, BEGIN, 'cut off'].join('\n');
    expect(extractMarkedAnswer(text, markers)).toBe('complete');
  });

  it('restarts at a second begin marker before the end', () => {
    const text = [BEGIN, 'draft', BEGIN, 'final', END].join('\n');
    expect(extractMarkedAnswer(text, markers)).toBe('final');
  });

  it("ignores other rounds' markers and near misses of this nonce", () => {
    const other = markersFor('0123456789abcdef');
    const longer = markersFor(`${NONCE}0`);
    const text = [other.begin, 'old round', other.end, longer.begin, 'spoof', longer.end].join(
      '\n',
    );
    expect(extractMarkedAnswer(text, markers)).toBeNull();
  });

  it('finds markers on one line with the answer, and drawn as an autolink', () => {
    expect(extractMarkedAnswer(`${BEGIN} VERDICT: APPROVED ${END}`, markers)).toBe(
      ' VERDICT: APPROVED ',
    );
    const rendered = `<<PARLEY:BEGIN:${NONCE}>>\nVERDICT: APPROVED\n<<PARLEY:END:${NONCE}>>`;
    expect(extractMarkedAnswer(rendered, markers)).toBe('VERDICT: APPROVED');
  });

  it('reads past any number of near misses (a longer nonce) before the answer', () => {
    const longer = markersFor(`${NONCE}0`);
    const noise = `${longer.begin} ${longer.end}\n`.repeat(50_000);
    expect(extractMarkedAnswer(`${noise}${BEGIN}\r\nVERDICT\r\n${END}\r\n`, markers)).toBe(
      'VERDICT',
    );
  });

  it('keeps blank lines inside the answer', () => {
    expect(extractMarkedAnswer(`${BEGIN}\na\n\nb\n${END}`, markers)).toBe('a\n\nb');
  });
});

describe('findAnswerMarkers', () => {
  it('finds the markers of the last complete marked answer', () => {
    const older = markersFor('aaaaaaaaaaaaaaaa');
    const text = [older.begin, 'x', older.end, BEGIN, 'y', END].join('\n');
    expect(findAnswerMarkers(text)).toEqual(markers);
  });

  it('finds none in a prompt echo or an unfinished answer', () => {
    expect(findAnswerMarkers(markerInstruction(NONCE))).toBeNull();
    expect(findAnswerMarkers(`${BEGIN}\nVERDICT: APPROVED`)).toBeNull();
  });
});
