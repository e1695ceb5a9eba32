import { describe, expect, it } from 'vitest';
import { markersFor } from '../../../../../main/core/review/protocol';
import {
  ReviewAnswerParser,
  parseReviewAnswer,
} from '../../../../../main/core/review/parse/reviewAnswerParser';
import { BEGIN, END, NONCE, answeredInRound, claudeScreen, samples } from './answers';
import { seededRandom } from '../../../../support/seededRandom';

/** The text cut at random places (including inside CRLF pairs, markers and words). */
function chunks(text: string, next: () => number): string[] {
  const parts: string[] = [];
  let at = 0;
  while (at < text.length) {
    const size = next() < 0.2 ? 1 : 1 + Math.floor(next() * 40);
    parts.push(text.slice(at, at + size));
    at += size;
  }
  return parts;
}

const texts = [
  ...samples.map((sample) => `● ${BEGIN}\n${answeredInRound(sample)}\n  ${END}\n`),
  ...samples.map((sample) => `${BEGIN}\r\n${sample.body.replace(/\n/g, '\r\n')}\r\n${END}`),
  claudeScreen(),
  `${BEGIN}\nfirst\n${END}\n${BEGIN}\nVERDICT: APPROVED\n${END}`,
  `${BEGIN}\nno end marker\nVERDICT: APPROVED`,
];

describe('ReviewAnswerParser chunk by chunk', () => {
  it('gives the same result as the one-shot parse for any chunk boundaries', () => {
    const markers = markersFor(NONCE);
    for (let seed = 1; seed <= 40; seed++) {
      const next = seededRandom(seed);
      for (const text of texts) {
        const parser = new ReviewAnswerParser(markers);
        for (const chunk of chunks(text, next)) parser.push(chunk);
        expect(parser.finish(), `seed ${seed}`).toEqual(parseReviewAnswer(text, markers));

        const unmarked = new ReviewAnswerParser();
        for (const chunk of chunks(text, next)) unmarked.push(chunk);
        expect(unmarked.finish(), `seed ${seed}, no markers`).toEqual(parseReviewAnswer(text));
      }
    }
  });

  it('reads what the samples say whichever way they are cut', () => {
    const markers = markersFor(NONCE);
    const next = seededRandom(7);
    for (const sample of samples) {
      const parser = new ReviewAnswerParser(markers);
      const marked = `${BEGIN}\n${answeredInRound(sample)}\n${END}`;
      for (const chunk of chunks(marked, next)) parser.push(chunk);
      const parsed = parser.finish();
      expect({ verdict: parsed.verdict, comments: parsed.comments }, sample.name).toEqual(
        sample.expected,
      );
    }
  });
});
