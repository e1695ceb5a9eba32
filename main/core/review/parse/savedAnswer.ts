import { nonceFromInstruction } from '../protocol/textProtocol';
import { findAnswerMarkers } from './markedSection';
import { parseReviewAnswer, type ParsedAnswer } from './reviewAnswerParser';

/**
 * Parses an answer whose round is not known: a saved Stop-hook message, a
 * terminal transcript, a hand-written file. A marked answer in it is what
 * counts (the last complete one). A text that holds a review prompt (its
 * marker instruction) but no marked answer has no answer: the prompt's own
 * format text must not be read as one. Any other text is read whole.
 */
export function parseSavedAnswer(text: string): ParsedAnswer {
  const markers = findAnswerMarkers(text);
  if (markers) return parseReviewAnswer(text, markers);
  if (nonceFromInstruction(text) !== null) {
    return {
      verdict: null,
      comments: [],
      malformed: true,
      problem: 'The text holds a Parley prompt but no answer between its markers.',
    };
  }
  return parseReviewAnswer(text);
}
