import { describe, expect, it } from 'vitest';
import { markersFor, verdictLine } from '../../../../../main/core/review/protocol/textProtocol';
import { stripDecoration } from '../../../../../main/core/review/parse/lineShape';
import { parseReviewAnswer } from '../../../../../main/core/review/parse/reviewAnswerParser';
import {
  apparentVerdict,
  mayGiveVerdict,
  verdictFromLine,
  verdictWithNonce,
} from '../../../../../main/core/review/parse/verdict';
import { seededRandom } from '../../../../support/seededRandom';
import { parsedReview, readInFull } from './readInFull';

/**
 * Property tests: answers assembled at random from the pieces reviewers
 * write (blocks, annotations, JSON, fences, verdicts, quotes, invisible
 * characters, CRLF, markers) read as they do with every line fed whole, and
 * the parser's shortcuts agree with the rules they stand in for.
 */
const NONCE = '5e0c7a9d2b4f6e81';
const markers = markersFor(NONCE);

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

const PIECES: readonly string[] = [
  '**FILE:** src/app.ts',
  'FILE: `src/util/strings.ts`',
  '- **File**: lib/a.py',
  'LINE: 12',
  '**LINE:** 30-34',
  'Line: see below',
  'SEVERITY: warning',
  '**SEVERITY:** critical',
  'Severity: nit',
  'COMMENT: The loop never ends when the list is empty,',
  '  and the caller waits forever.',
  '**COMMENT:** Rename this.',
  'SUGGESTION: return items.length > 0;',
  'SUGGESTION:',
  '```ts',
  '```',
  '~~~',
  '```json',
  '{"verdict":"approved","comments":[{"file":"b.ts","line":3,"severity":"minor","comment":"Hm."}]}',
  '{"comments":[{"path":"c.ts","line":"7","message":"x"}],',
  '"verdict": "changes_requested"}',
  'src/server.ts:88: error: the port is never closed.',
  '`src/a.ts:42:7`: **major**: a wrapped annotation that goes on',
  'on the next line',
  'README.md:12: it explains nothing here',
  '● I read the request and the diff.',
  '  ⎿  Read 40 lines',
  '> VERDICT: APPROVED',
  'VERDICT: APPROVED',
  'Verdict — changes requested',
  verdictLine(NONCE, 'APPROVED'),
  verdictLine(NONCE, 'CHANGES_REQUESTED'),
  `    ${verdictLine(NONCE, 'APPROVED')}`,
  `\`${verdictLine(NONCE, 'APPROVED')}\``,
  `VERDICT ${NONCE}: APP\u200bROVED`,
  'APPR[data]OVED',
  'NEEDS_DISCUSSION',
  'not approved yet',
  '1. first point',
  '2) second point',
  '   * nested bullet with text',
  '\u00a0\u2003indented with unusual spaces',
  '\tTabbed text',
  '',
  '   ',
  markers.begin,
  `● ${markers.begin}`,
  markers.end,
  `  ${markers.end}`,
  `<${markers.begin}>`,
];

function answer(next: () => number): string {
  const lines: string[] = [];
  const count = 5 + Math.floor(next() * 60);
  for (let i = 0; i < count; i++) lines.push(pick(next, PIECES));
  return lines.join(next() < 0.3 ? '\r\n' : '\n');
}

describe('the review-answer parser on random answers', () => {
  it('reads an answer as it reads it with every line fed whole, with and without markers', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const text = answer(seededRandom(seed));
      expect(parsedReview(text, markers), `seed ${seed}`).toEqual(readInFull(text, markers));
      expect(parsedReview(text), `seed ${seed}, no markers`).toEqual(readInFull(text));
    }
  });

  it('finds comments and verdicts in the random answers (the property is not vacuous)', () => {
    let comments = 0;
    let verdicts = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const parsed = parseReviewAnswer(answer(seededRandom(seed)));
      comments += parsed.comments.length;
      if (parsed.verdict) verdicts++;
    }
    expect(comments).toBeGreaterThan(300);
    expect(verdicts).toBeGreaterThan(30);
  });
});

describe("the parser's shortcuts", () => {
  // The rule stripDecoration implements by hand, kept here as its specification.
  const decoration = /^(?:\s*(?:[-*+•●⏺◦▪‣∙⎿>]|\d{1,3}[.)])(?=\s))+\s*/u;

  it('strips decoration exactly as the decoration pattern reads it', () => {
    const next = seededRandom(99);
    const parts = ['-', '*', '+', '•', '●', '⏺', '⎿', '>', '1.', '12)', '1234.', 'a', ' ', '\t'];
    const spaces = [' ', '  ', '\t', '\u00a0', '\u3000', ''];
    for (let i = 0; i < 5000; i++) {
      let line = '';
      const count = Math.floor(next() * 5);
      for (let j = 0; j < count; j++) line += pick(next, spaces) + pick(next, parts);
      line += pick(next, spaces) + pick(next, PIECES);
      expect(stripDecoration(line), JSON.stringify(line)).toBe(line.replace(decoration, '').trim());
    }
  });

  it('never passes over a line that gives a verdict, own or quoted', () => {
    for (const piece of PIECES) {
      const line = stripDecoration(piece);
      const givesOne =
        apparentVerdict(line) !== null ||
        verdictFromLine(line) !== null ||
        verdictWithNonce(line, NONCE) !== null;
      if (givesOne) expect(mayGiveVerdict(line), piece).toBe(true);
    }
    expect(mayGiveVerdict('The loop never ends when the list is empty,')).toBe(false);
  });
});
