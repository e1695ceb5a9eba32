import type { ParsedReview } from '../../../../shared/contract';
import { nonceOfMarkers, type AnswerMarkers } from '../protocol/textProtocol';
import { AnswerBodyReader, type ReadReview } from './answerReader';
import { withoutInvisibles } from './invisibles';
import { TextScan } from './lineFacts';
import { forEachSectionLine, lastMarkedSection, type SectionRange } from './markedSection';
import { forEachLine } from './textLines';

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
  const section = lastMarkedSection(text, markers);
  if (!section) {
    return {
      verdict: null,
      comments: [],
      malformed: true,
      problem: "The answer holds no complete section between this round's begin and end markers.",
    };
  }
  const reader = new AnswerBodyReader(nonceOfMarkers(markers));
  readLines(text, reader, section);
  return checked(reader.finish());
}

/**
 * Feeds each line of the text, or of its marked section, to the reader, with
 * what one scan of the text found out about it.
 */
function readLines(text: string, reader: AnswerBodyReader, section: SectionRange | null): void {
  const scan = new TextScan(text, section ?? undefined);
  const read = (from: number, to: number) => {
    const facts = scan.factsOf(from, to);
    // Most lines change nothing: they are not even cut out of the text.
    if (!reader.passesOver(text, from, to, facts)) reader.feedLine(text.slice(from, to), facts);
  };
  if (section) forEachSectionLine(text, section, read);
  else forEachLine(text, read);
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
