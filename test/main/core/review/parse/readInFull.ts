import type { ParsedReview } from '../../../../../shared/contract';
import {
  AnswerBodyReader,
  type ReadReview,
} from '../../../../../main/core/review/parse/answerReader';
import { MarkedSectionTracker } from '../../../../../main/core/review/parse/markedSection';
import { parseReviewAnswer } from '../../../../../main/core/review/parse/reviewAnswerParser';
import {
  nonceOfMarkers,
  type AnswerMarkers,
} from '../../../../../main/core/review/protocol/textProtocol';

/**
 * What an answer says when every line of it is fed whole, with nothing known
 * of it beforehand: none of the parser's shortcuts (the text's scan, lines
 * passed over without being cut out) may change that.
 */
export function readInFull(text: string, markers?: AnswerMarkers): ParsedReview {
  const lines = text.split('\n');
  // The parser feeds no empty line after the last line end.
  if (lines.at(-1) === '') lines.pop();
  const clean = lines.map((line) => line.replace(/\r+$/, ''));
  if (!markers) {
    const reader = new AnswerBodyReader(null);
    for (const line of clean) reader.feedLine(line);
    return withoutLines(reader.finish());
  }
  const nonce = nonceOfMarkers(markers);
  const tracker = new MarkedSectionTracker(markers, () => new AnswerBodyReader(nonce));
  for (const line of clean) tracker.feedLine(line);
  return tracker.last ? withoutLines(tracker.last) : { verdict: null, comments: [] };
}

/** A review as read, without the lines its unsigned verdict came from. */
function withoutLines({ unsignedVerdictLines: _, ...review }: ReadReview): ParsedReview {
  return review;
}

/** What parseReviewAnswer read, without its malformed flag and problem. */
export function parsedReview(text: string, markers?: AnswerMarkers): ParsedReview {
  const { verdict, comments, quotedVerdict, unsignedVerdict } = parseReviewAnswer(text, markers);
  return {
    verdict,
    comments,
    ...(quotedVerdict ? { quotedVerdict } : {}),
    ...(unsignedVerdict ? { unsignedVerdict } : {}),
  };
}
