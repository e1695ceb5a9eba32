import type { ParsedReview } from '../../../../../shared/contract';
import {
  AnswerBodyReader,
  type ReadReview,
} from '../../../../../main/core/review/parse/answerReader';
import { extractMarkedAnswer } from '../../../../../main/core/review/parse/markedSection';
import { parseReviewAnswer } from '../../../../../main/core/review/parse/reviewAnswerParser';
import {
  nonceOfMarkers,
  type AnswerMarkers,
} from '../../../../../main/core/review/protocol/textProtocol';

/**
 * What an answer says when every line of it (of its marked section, given
 * markers) is cut out and fed whole, with nothing known of it beforehand:
 * none of the parser's shortcuts (the text's scan, lines passed over without
 * being cut out) may change that.
 */
export function readInFull(text: string, markers?: AnswerMarkers): ParsedReview {
  if (!markers) {
    const lines = text.split('\n');
    // The parser feeds no empty line after the last line end.
    if (lines.at(-1) === '') lines.pop();
    return fedWhole(
      lines.map((line) => line.replace(/\r+$/, '')),
      null,
    );
  }
  const answer = extractMarkedAnswer(text, markers);
  if (answer === null) return { verdict: null, comments: [] };
  return fedWhole(answer === '' ? [] : answer.split('\n'), nonceOfMarkers(markers));
}

function fedWhole(lines: readonly string[], nonce: string | null): ParsedReview {
  const reader = new AnswerBodyReader(nonce);
  for (const line of lines) reader.feedLine(line);
  return withoutLines(reader.finish());
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
