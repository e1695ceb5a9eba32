import type { ParsedReview } from '../../../../shared/contract';
import { nonceOfMarkers, type AnswerMarkers } from '../protocol/textProtocol';
import { AnswerBodyReader, type ReadReview } from './answerReader';
import { withoutInvisibles } from './verdict';
import { TextScan, type LineFacts } from './lineFacts';
import { MarkedSectionTracker } from './markedSection';

/** A parse with the signal the engine needs to decide on a format-reminder retry. */
export interface ParsedAnswer extends ReadReview {
  /** True when the answer gave neither a verdict nor a comment (or no marked answer at all). */
  readonly malformed: boolean;
  /** Why it is malformed, in words for the journal and the user. */
  readonly problem?: string;
}

/**
 * Parses a whole answer at once (the Stop hook's message, a screen, a saved
 * file). With this round's markers only the last complete marked section
 * counts, and only a verdict carrying their nonce; without them (a saved
 * answer) all text does.
 */
export function parseReviewAnswer(text: string, markers?: AnswerMarkers): ParsedAnswer {
  if (!markers) {
    const reader = new AnswerBodyReader(null);
    readLines(text, reader, null);
    return checked(reader.finish());
  }
  const nonce = nonceOfMarkers(markers);
  const tracker = new MarkedSectionTracker(markers, () => new AnswerBodyReader(nonce));
  readLines(text, tracker, tracker.markerAt);
  if (tracker.last) return checked(tracker.last);
  return {
    verdict: null,
    comments: [],
    malformed: true,
    problem: "The answer holds no complete section between this round's begin and end markers.",
  };
}

/** What the lines of an answer are fed to: its body reader, or the tracker of its marked sections. */
interface LineSink {
  feedLine(line: string, facts: LineFacts): void;
  /** Whether the line from `from` to `to` of the text need not be fed (a trailing CR changes nothing there). */
  passesOver(text: string, from: number, to: number, facts: LineFacts): boolean;
}

/**
 * Feeds each line of the text (LF or CRLF) to the sink, with what one scan of
 * the whole text found out about it. `markerAt`: see TextScan.
 */
function readLines(
  text: string,
  sink: LineSink,
  markerAt: ((text: string, from: number) => number) | null,
): void {
  const scan = new TextScan(text, markerAt);
  for (let from = 0; from < text.length;) {
    const newline = text.indexOf('\n', from);
    const to = newline < 0 ? text.length : newline;
    const facts = scan.factsOf(from, to);
    // Most lines change nothing: they are not even cut out of the text.
    if (!sink.passesOver(text, from, to, facts)) {
      const line = text.slice(from, to);
      sink.feedLine(line.endsWith('\r') ? line.replace(/\r+$/, '') : line, facts);
    }
    from = to + 1;
  }
}

/**
 * The answer with a verdict it gave in the wrong form taken for a quotation
 * when the prompt itself holds that line: a diff can carry a fake verdict, and
 * a reviewer echoing it must never be asked to restate it as its own.
 */
export function withPromptEchoQuoted(answer: ParsedAnswer, promptText: string): ParsedAnswer {
  if (!answer.unsignedVerdict) return answer;
  const prompt = comparable(promptText);
  const lines = answer.unsignedVerdictLines ?? [];
  if (!lines.some((line) => prompt.includes(comparable(line)))) return answer;
  const { verdict, comments } = answer;
  return checked({ verdict, comments, quotedVerdict: true });
}

/**
 * A text as a verdict line in it reads: case, markup, spacing, "[data]" tags,
 * hidden characters and JSON's \u escapes aside.
 */
function comparable(text: string): string {
  return withoutInvisibles(text)
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .toLowerCase()
    .replace(/\[data\]/g, '')
    .replace(/[*_`#>\s]+/g, '');
}

function checked(review: ParsedReview): ParsedAnswer {
  // A verdict in the wrong form, or rulings with none, is read, not malformed: the reviewer is
  // asked to restate only its verdict.
  if (
    review.verdict !== null ||
    review.comments.length > 0 ||
    review.unsignedVerdict ||
    review.rulings?.length
  ) {
    return { ...review, malformed: false };
  }
  return {
    verdict: null,
    comments: [],
    malformed: true,
    ...(review.quotedVerdict
      ? {
          quotedVerdict: true,
          problem:
            "The answer holds no review comment and no verdict of the reviewer's own: a verdict without this round's nonce, or inside quoted text, does not count.",
        }
      : { problem: 'The answer holds no verdict and no review comment in a format Parley reads.' }),
  };
}
