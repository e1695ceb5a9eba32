import type { ParsedReview } from '../../../../shared/contract';
import { nonceOfMarkers, type AnswerMarkers } from '../protocol';
import { AnswerBodyReader } from './answerReader';
import { ChunkScan, type LineFacts } from './lineFacts';
import { MarkedSectionTracker } from './markedSection';

/** A parse with the signal the engine needs to decide on a format-reminder retry. */
export interface ParsedAnswer extends ParsedReview {
  /** True when the answer gave neither a verdict nor a comment (or no marked answer at all). */
  readonly malformed: boolean;
  /** Why it is malformed, in words for the journal and the user. */
  readonly problem?: string;
}

/**
 * Reads a reviewer's answer as it arrives, chunk by chunk (chunks may split
 * lines, CRLF pairs, anything). With this round's markers only the last
 * complete marked section counts, and only a verdict carrying their nonce;
 * without them (a saved answer) all text does.
 */
export class ReviewAnswerParser {
  private pending = '';
  private result: ParsedAnswer | null = null;
  private readonly tracker: MarkedSectionTracker<ParsedReview> | null;
  private readonly reader: AnswerBodyReader | null;

  constructor(markers?: AnswerMarkers) {
    const nonce = markers ? nonceOfMarkers(markers) : null;
    this.tracker = markers
      ? new MarkedSectionTracker(markers, () => new AnswerBodyReader(nonce))
      : null;
    this.reader = markers ? null : new AnswerBodyReader(null);
  }

  /** True once a complete marked answer has been read: the reviewer has finished writing it. */
  get answered(): boolean {
    return this.tracker?.last != null;
  }

  push(chunk: string): void {
    if (this.result) throw new Error('ReviewAnswerParser: push after finish');
    let newline = chunk.indexOf('\n');
    if (newline < 0) {
      this.pending += chunk;
      return;
    }
    // Lines are cut from the chunk itself: only the unfinished line before it is carried over.
    this.feedLine(this.pending + chunk.slice(0, newline), 0);
    const scan = new ChunkScan(chunk, this.tracker?.markerStart ?? null);
    let from = newline + 1;
    newline = chunk.indexOf('\n', from);
    while (newline >= 0) {
      const facts = scan.factsOf(from, newline);
      // Most lines change nothing: they are not even cut out of the chunk.
      if (!this.passesOver(chunk, from, newline, facts)) {
        this.feedLine(chunk.slice(from, newline), facts);
      }
      from = newline + 1;
      newline = chunk.indexOf('\n', from);
    }
    this.pending = chunk.slice(from);
  }

  /** The parse of everything pushed; the parser takes no more text after this. */
  finish(): ParsedAnswer {
    if (this.result) return this.result;
    if (this.pending) this.feedLine(this.pending, 0);
    this.pending = '';
    this.result = this.tracker ? this.markedResult(this.tracker) : checked(this.reader!.finish());
    return this.result;
  }

  /** Whether the line from `from` to `to` of a chunk need not be fed (a trailing CR changes nothing there). */
  private passesOver(chunk: string, from: number, to: number, facts: LineFacts): boolean {
    return this.tracker
      ? this.tracker.passesOver(chunk, from, to, facts)
      : this.reader!.passesOver(chunk, from, to, facts);
  }

  /** `facts`: what the scan of its chunk found out about the line already. */
  private feedLine(line: string, facts: LineFacts): void {
    const clean = line.endsWith('\r') ? line.replace(/\r+$/, '') : line;
    if (this.tracker) this.tracker.feedLine(clean, facts);
    else this.reader!.feedLine(clean, facts);
  }

  private markedResult(tracker: MarkedSectionTracker<ParsedReview>): ParsedAnswer {
    if (tracker.last) return checked(tracker.last);
    return {
      verdict: null,
      comments: [],
      malformed: true,
      problem: "The answer holds no complete section between this round's begin and end markers.",
    };
  }
}

function checked(review: ParsedReview): ParsedAnswer {
  if (review.verdict !== null || review.comments.length > 0) return { ...review, malformed: false };
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

/** Parses a whole answer at once (the Stop hook's message, a screen, a saved file). */
export function parseReviewAnswer(text: string, markers?: AnswerMarkers): ParsedAnswer {
  const parser = new ReviewAnswerParser(markers);
  parser.push(text);
  return parser.finish();
}
