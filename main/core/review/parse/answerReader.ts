import type { ParsedReview } from '../../../../shared/contract';
import { annotationOfLine, mayBeAnnotation } from './annotation';
import type { FindingRuling } from '../../../../shared/contract';
import {
  mayBeFindingLine,
  mayBeStatusSymbol,
  mayNameFinding,
  rulingsOfLine,
  startsTableRow,
} from '../findings/findingLine';
import { CommentDraft } from './commentDraft';
import { JsonExtent, reviewFromJsonLines } from './jsonAnswer';
import { NO_ANNOTATION, NO_FINDING_ID, NO_VERDICT, type LineFacts } from './lineFacts';
import { fieldIsMeant, fieldOfLine, mayStartField, type FieldKey } from './fieldLine';
import { charCodeOrNone, stripDecoration, textStart } from './lineShape';
import { BlockComments } from './blockComments';
import { CommentSet, dedupeComments } from './merge';
import { mayHoldVerdict } from './verdict';
import { VerdictReading } from './verdictReading';

type Mode =
  | { readonly kind: 'text' }
  /** A fence just opened: its first line tells JSON from anything else. */
  | { readonly kind: 'fence-opened'; readonly fence: string }
  /** Inside a fence that is not JSON: its lines are read as answer text. */
  | { readonly kind: 'fence-text'; readonly fence: string }
  | { readonly kind: 'json'; readonly fence: string | null; readonly lines: string[] }
  | { readonly kind: 'suggestion-fence'; readonly fence: string };

const fenceLine = /^(`{3,}|~{3,})\s*([\w+.-]*)\s*$/;

/**
 * Reads the body of a reviewer's answer one line at a time: FILE/LINE/
 * SEVERITY/COMMENT[/SUGGESTION] blocks, JSON blocks, `path:line: severity:
 * text` annotations and verdict lines, in any mix. Fed line by line;
 * `finish` gives what it said. Given this
 * round's nonce, only a verdict carrying it counts (see VerdictReading).
 */
/** A review as read, with the lines that gave a verdict in the wrong form (see VerdictReading). */
export interface ReadReview extends ParsedReview {
  readonly unsignedVerdictLines?: readonly string[];
}

export class AnswerBodyReader {
  private mode: Mode = { kind: 'text' };
  private draft: CommentDraft | null = null;
  /**
   * What a following plain line continues. An annotation is one line, so only
   * a line it did not finish (a screen wrapped it) runs on, not a new sentence.
   */
  private continuing: 'comment' | 'suggestion' | 'annotation' | null = null;
  private annotationText = '';
  private jsonExtent: JsonExtent | null = null;
  private readonly blockComments = new BlockComments();
  private readonly verdicts: VerdictReading;
  private readonly jsonComments = new CommentSet();
  /** JSON blocks read already, by text: a block shown again holds the same review. */
  private readonly jsonReviews = new Map<string, ReturnType<typeof reviewFromJsonLines>>();
  /** The reviewer's word on earlier findings, by id: the last it gave counts. */
  private readonly rulings = new Map<string, FindingRuling>();
  /**
   * The answer's blocks open with their comment and name their file after it:
   * learnt from the first block that did, it tells a later one's FILE line
   * from the start of the next block.
   */
  private commentFirst = false;

  constructor(nonce: string | null) {
    this.verdicts = new VerdictReading(nonce);
  }

  /** `facts`: what is known of the line already (see LineFacts). */
  feedLine(raw: string, facts: LineFacts = 0): void {
    this.verdicts.noteIndent(raw);
    if (this.passesOverUnscanned(raw, facts)) return;
    const line = stripDecoration(raw);
    switch (this.mode.kind) {
      case 'json':
        return this.feedJson(this.mode, raw, line);
      case 'suggestion-fence':
        if (closesFence(line, this.mode.fence)) this.mode = { kind: 'text' };
        else {
          if ((facts & NO_VERDICT) === 0) this.verdicts.readQuotedLine(line);
          this.draft?.append('suggestion', raw);
        }
        return;
      case 'fence-opened':
        if (!line) return;
        if (line.startsWith('{')) return this.startJson(this.mode.fence, raw);
        this.mode = { kind: 'fence-text', fence: this.mode.fence };
        return this.feedText(raw, line, facts);
      case 'fence-text':
        if (closesFence(line, this.mode.fence)) {
          this.mode = { kind: 'text' };
          this.continuing = null;
          return;
        }
        return this.feedText(raw, line, facts);
      case 'text':
        return this.feedText(raw, line, facts);
    }
  }

  /**
   * Whether the line from `from` to `to` of a text can be passed over
   * without being cut out and fed: what the text's scan found rules a
   * verdict out, and nothing else in it would change anything (see changesNothing).
   * Most lines of a transcript are passed over here.
   */
  passesOver(text: string, from: number, to: number, facts: LineFacts): boolean {
    if ((facts & NO_VERDICT) === 0 || !this.changesNothing(text, from, to, facts)) return false;
    this.verdicts.noteIndent(text, from, to);
    return true;
  }

  /**
   * Whether a line (from `from` to `to` of a text) changes nothing, a verdict
   * aside: in text with nothing to continue, a blank line or plain prose (no
   * fence, JSON, field or annotation). Told by char codes, without cutting it.
   */
  private changesNothing(text: string, from: number, to: number, facts: LineFacts): boolean {
    if (this.continuing !== null) return false;
    if (this.mode.kind !== 'text' && this.mode.kind !== 'fence-text') return false;
    return isPlainProse(text, from, to, facts);
  }

  /**
   * Whether a line fed whole changes nothing. A line its text's scan
   * cleared of a verdict was offered to passesOver already and kept:
   * asking again would only cost.
   * Lines the scan could not answer for (in a text with hidden characters,
   * or read again from a block that was no JSON review) are asked here.
   */
  private passesOverUnscanned(raw: string, facts: LineFacts): boolean {
    if ((facts & NO_VERDICT) !== 0) return false;
    return this.changesNothing(raw, 0, raw.length, facts) && !mayHoldVerdict(raw);
  }

  finish(): ReadReview {
    if (this.mode.kind === 'json') this.endJson(this.mode);
    this.mode = { kind: 'text' };
    this.closeDraft();

    const { verdict, quotedVerdict, unsignedVerdict, unsignedLines } = this.verdicts.finish();
    return {
      verdict,
      comments: dedupeComments([...this.blockComments.values(), ...this.jsonComments.values()]),
      ...(quotedVerdict ? { quotedVerdict } : {}),
      ...(unsignedVerdict ? { unsignedVerdict, unsignedVerdictLines: unsignedLines } : {}),
      ...(this.rulings.size > 0 ? { rulings: [...this.rulings.values()] } : {}),
    };
  }

  private feedText(raw: string, line: string, facts: LineFacts, jsonAllowed = true): void {
    if (!line) {
      this.continuing = null;
      return;
    }
    const fence = opensLikeFence(line) ? fenceLine.exec(line) : null;
    if (fence) return this.openFence(fence[1]!, fence[2]!.toLowerCase(), marginOf(raw));
    if (jsonAllowed && !this.continuing && line.startsWith('{')) return this.startJson(null, raw);
    // Fenced text is read for comments (some reviewers fence their whole answer), but a verdict in it is a quotation.
    const gaveVerdict =
      (facts & NO_VERDICT) !== 0
        ? false
        : this.mode.kind === 'fence-text'
          ? this.verdicts.readQuotedLine(line)
          : this.verdicts.readLine(raw, line);
    if (gaveVerdict) {
      this.closeDraft();
      return;
    }
    const field = fieldOfLine(line);
    if (field && fieldIsMeant(field.key, field.value))
      return this.setField(field.key, field.value, raw);
    if (mayBeFindingLine(line) && this.tookRulings(line)) return;
    const annotation = (facts & NO_ANNOTATION) !== 0 ? null : annotationOfLine(line);
    if (annotation) {
      this.closeDraft();
      this.draft = CommentDraft.of(annotation);
      this.continuing = 'annotation';
      this.annotationText = annotation.comment;
      return;
    }
    if (this.continuing === 'annotation') return this.continueAnnotation(raw);
    if (this.continuing) return this.draft?.append(this.continuing, raw);
    // Prose that rules on a finding inside a sentence: "Thanks, so F1 is resolved, while F2 is
    // still open." A comment's own text (read above) may name findings without ruling on them.
    if ((facts & NO_FINDING_ID) === 0) this.tookRulings(line);
  }

  /** Whether the line ruled on findings, each kept (the last word on one counts). */
  private tookRulings(line: string): boolean {
    const rulings = rulingsOfLine(line);
    if (rulings.length === 0) return false;
    this.closeDraft();
    for (const ruling of rulings) this.rulings.set(ruling.id, ruling);
    return true;
  }

  private continueAnnotation(raw: string): void {
    if (/[.!?:;)]$/.test(this.annotationText.trim())) {
      this.continuing = null;
      return;
    }
    this.draft?.append('comment', raw);
    this.annotationText = raw;
  }

  /** `raw`: the field's line, whose margin a fence opening on it has. */
  private setField(key: FieldKey, value: string, raw: string): void {
    // An author's answer copied from the prompt's list of open findings: it ends the comment,
    // and is no part of it.
    if (key === 'author') {
      this.continuing = null;
      return;
    }
    if (key === 'file' && this.draft?.takesFile(this.commentFirst)) {
      this.commentFirst ||= this.draft.opensWithComment;
      this.draft.set(key, value);
    } else if (key === 'file' || !this.draft || this.draft.has(key)) {
      // A new block; one that repeats a field without naming a file is about the same file.
      const carried = key === 'file' ? undefined : this.draft?.file;
      this.closeDraft();
      this.draft = new CommentDraft(carried);
      this.draft.set(key, value);
    } else {
      this.draft.set(key, value);
    }
    this.continuing = key === 'comment' || key === 'suggestion' ? key : null;
    const fence = key === 'suggestion' ? fenceLine.exec(value) : null;
    if (fence) {
      this.draft?.set('suggestion', '');
      this.draft?.fenceSuggestion(marginOf(raw));
      this.mode = { kind: 'suggestion-fence', fence: fence[1]! };
    }
  }

  private openFence(fence: string, lang: string, indent: number): void {
    if (this.continuing === 'suggestion' && this.draft) {
      this.draft.fenceSuggestion(indent);
      this.mode = { kind: 'suggestion-fence', fence };
    } else if (lang === 'json' || lang === 'jsonc') {
      this.mode = { kind: 'json', fence, lines: [] };
    } else {
      this.mode = { kind: 'fence-opened', fence };
    }
    this.continuing = null;
  }

  private startJson(fence: string | null, raw: string): void {
    this.closeDraft();
    this.mode = { kind: 'json', fence, lines: [] };
    this.jsonExtent = fence === null ? new JsonExtent() : null;
    this.feedJson(this.mode, raw, stripDecoration(raw));
  }

  private feedJson(mode: Extract<Mode, { kind: 'json' }>, raw: string, line: string): void {
    if (mode.fence !== null && closesFence(line, mode.fence)) return this.endJson(mode);
    mode.lines.push(raw);
    if (this.jsonExtent?.take(raw)) this.endJson(mode);
  }

  /**
   * A JSON block ended: its review counts; text that was not a review is read
   * as text, as fenced text when it stood in a fence.
   */
  private endJson({ lines, fence }: Extract<Mode, { kind: 'json' }>): void {
    this.mode = fence === null ? { kind: 'text' } : { kind: 'fence-text', fence };
    this.jsonExtent = null;
    const text = lines.join('\n');
    const readBefore = this.jsonReviews.has(text);
    const review = readBefore ? this.jsonReviews.get(text)! : this.jsonReview(text, lines);
    if (review) {
      if (review.verdict) this.verdicts.readJsonVerdict(review.verdict);
      // A block read before holds the comments it held then, kept already.
      if (!readBefore) for (const comment of review.comments) this.jsonComments.add(comment);
    } else {
      const [first, ...rest] = lines;
      if (first !== undefined) this.feedText(first, stripDecoration(first), 0, false);
      for (const raw of rest) this.feedLine(raw);
    }
    // The fence's closing line has been read already.
    if (fence !== null && this.mode.kind === 'fence-text') this.mode = { kind: 'text' };
  }

  private closeDraft(): void {
    if (this.draft) this.blockComments.add(this.draft);
    this.draft = null;
    this.continuing = null;
  }

  /**
   * The review of a JSON block not read before (its lines, and their `text`),
   * kept for when it is shown again.
   */
  private jsonReview(
    text: string,
    lines: readonly string[],
  ): ReturnType<typeof reviewFromJsonLines> {
    const review = reviewFromJsonLines(lines);
    this.jsonReviews.set(text, review);
    return review;
  }
}

/**
 * A line (from `from` to `to` of a text) that is blank or starts, past its
 * decoration, with something other than a fence, a JSON object, a field, a
 * table's row or a finding's line, and holds no annotation and no finding's
 * id: read by char codes, as feedText would find it.
 */
function isPlainProse(text: string, from: number, to: number, facts: LineFacts): boolean {
  const at = textStart(text, from, to);
  if (at === to) return true;
  const first = text.charCodeAt(at);
  // "`" and "~" open or close a fence, "{" a JSON object; a table's row may rule on a finding.
  if (first === 0x60 || first === 0x7e || first === 0x7b || startsTableRow(first)) return false;
  // So may a line led by a status symbol ("✅ F1: resolved"): rare enough to be cut out and asked.
  if (mayBeStatusSymbol(first) && mayBeFindingLine(text.slice(at, to))) return false;
  if (mayStartField(first, charCodeOrNone(text, at + 1, to))) return false;
  if ((facts & NO_FINDING_ID) === 0 && mayNameFinding(text.slice(at, to))) return false;
  return (facts & NO_ANNOTATION) !== 0 || !mayBeAnnotation(text, from, to);
}

/** Cheaper than the fence pattern, and false for every line it would not match. */
function opensLikeFence(line: string): boolean {
  return line.startsWith('```') || line.startsWith('~~~');
}

function closesFence(line: string, fence: string): boolean {
  return line.startsWith(fence[0]!.repeat(fence.length)) && /^[`~]+$/.test(line);
}

/** The spaces and tabs a line opens with, counted as characters (what slicing them off takes). */
function marginOf(raw: string): number {
  return /^[ \t]*/.exec(raw)![0].length;
}
