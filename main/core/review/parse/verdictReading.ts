import type { Verdict } from '../../../../shared/contract';
import { indentOf, isQuotedLine } from './lineShape';
import {
  apparentVerdict,
  holdsInvisible,
  mayGiveVerdict,
  verdictFromLine,
  verdictWithNonce,
  worstVerdict,
} from './verdict';

/** What an answer's verdicts come to. */
export interface VerdictOutcome {
  /** The worst of the reviewer's own verdicts, or null when it gave none. */
  readonly verdict: Verdict | null;
  /** The answer also held a verdict that is not the reviewer's own, which did not count. */
  readonly quotedVerdict: boolean;
  /**
   * With no verdict of its own in the asked form: the one the reviewer gave in its
   * own text without this round's nonce (or in JSON), which did not count either.
   */
  readonly unsignedVerdict: Verdict | null;
  /** The lines that gave it, so a caller can tell one echoed from the prompt. */
  readonly unsignedLines: readonly string[];
}

/** Markdown reads a line indented this much more than the text around it as code. */
const CODE_INDENT = 4;

/**
 * Tells the reviewer's own verdict from a quoted one. A reviewer quotes code
 * to point at it, and the diff may hold a fake verdict; so a verdict counts
 * only when it carries this round's nonce (which the diff, captured before
 * the nonce was drawn, cannot hold) and stands outside quoted text: not in a
 * fence, a `>` quote, inline code or an indented code block. A verdict line
 * of the reviewer's own text in another form ("VERDICT: APPROVED", a JSON
 * verdict) is unsigned: it approves nothing, but it says what the reviewer
 * meant, so it can be asked to restate it. Any other verdict-looking line is
 * noted, so the round can say one was quoted.
 *
 * With no nonce (a saved answer whose round is unknown) the verdict spellings
 * of verdictFromLine count, outside quoted text, and so does a JSON verdict.
 */
export class VerdictReading {
  private readonly own: { readonly verdict: Verdict; readonly indent: number }[] = [];
  private readonly unsigned: {
    readonly verdict: Verdict;
    readonly indent: number;
    readonly line: string;
  }[] = [];
  private baseIndent = Number.POSITIVE_INFINITY;
  private quoted = false;

  constructor(private readonly nonce: string | null) {}

  /**
   * Notes how far a line of the answer is indented: code blocks are told by
   * it. The line may stand from `from` to `to` in a longer text.
   */
  noteIndent(raw: string, from = 0, to = raw.length): void {
    // No line is indented less than none.
    if (this.baseIndent === 0) return;
    const indent = indentOf(raw, from, to);
    // Less indented than every line so far, and not blank (a blank line has no indentation).
    if (indent < this.baseIndent && raw.slice(from, to).trim()) this.baseIndent = indent;
  }

  /** A line of the answer's own text; true when it gives a verdict, own or quoted. */
  readLine(raw: string, line: string): boolean {
    if (!mayGiveVerdict(line)) return false;
    const quoted = isQuotedLine(raw);
    const own = quoted ? null : this.ownVerdictOf(line);
    if (own) {
      this.own.push({ verdict: own, indent: indentOf(raw) });
      return true;
    }
    const unsigned = quoted ? null : this.unsignedVerdictOf(raw, line);
    if (unsigned) {
      this.unsigned.push({ verdict: unsigned, indent: indentOf(raw), line });
      return true;
    }
    return this.noteApparentVerdict(line);
  }

  /** A line of quoted text (a fence, a suggestion's code): a verdict there is quoted. */
  readQuotedLine(line: string): boolean {
    return mayGiveVerdict(line) && this.noteApparentVerdict(line);
  }

  /** A JSON block's verdict: it carries no nonce, so it counts only where none is asked for. */
  readJsonVerdict(verdict: Verdict): void {
    // A JSON block is no line of text: no indentation makes it code.
    if (this.nonce === null) this.own.push({ verdict, indent: 0 });
    // Its key is what a prompt echoing such a block would hold (the value may be spelled any way).
    else this.unsigned.push({ verdict, indent: 0, line: '"verdict":' });
  }

  finish(): VerdictOutcome {
    // Only now is the answer's own indentation known: deeper lines were code.
    const standing = this.outsideCode(this.own);
    const unsigned = this.outsideCode(this.unsigned);
    const inCode = standing.length < this.own.length || unsigned.length < this.unsigned.length;
    const verdict = standing.length ? worstVerdict(standing.map((v) => v.verdict)) : null;
    return {
      verdict,
      // Beside a verdict in the asked form, one in another form did not count either.
      quotedVerdict: this.quoted || inCode || (verdict !== null && unsigned.length > 0),
      unsignedVerdict:
        verdict === null && unsigned.length ? worstVerdict(unsigned.map((v) => v.verdict)) : null,
      unsignedLines: unsigned.map((v) => v.line),
    };
  }

  private outsideCode<T extends { readonly indent: number }>(lines: readonly T[]): T[] {
    return lines.filter((v) => v.indent < this.baseIndent + CODE_INDENT);
  }

  /** A line that may give a verdict (see mayGiveVerdict): true when it seems to give one, quoted. */
  private noteApparentVerdict(line: string): boolean {
    if (apparentVerdict(line) === null) return false;
    this.quoted = true;
    return true;
  }

  /** A line holding an invisible character may read otherwise than it shows: never a verdict. */
  private ownVerdictOf(line: string): Verdict | null {
    if (holdsInvisible(line)) return null;
    return this.nonce === null ? verdictFromLine(line) : verdictWithNonce(line, this.nonce);
  }

  /**
   * A verdict line as reviewers write one, where this round's nonce is asked for and
   * missing (or another round's); never one with hidden characters (looked for in the
   * raw line: trimming takes a leading BOM) or inline code.
   */
  private unsignedVerdictOf(raw: string, line: string): Verdict | null {
    if (this.nonce === null || raw.includes('`') || holdsInvisible(raw)) return null;
    return verdictFromLine(line);
  }
}
