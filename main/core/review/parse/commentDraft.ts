import type { ReviewComment } from '../../../../shared/contract';
import type { FieldKey } from './fieldLine';
import { cleanValue, parseLineRange, spacedOnce } from './lineShape';
import { withoutInvisibles } from './invisibles';
import { severityFromText } from './severity';

/**
 * One comment while its block is still being read: the fields seen so far and
 * the lines of the comment and suggestion, which may run over several lines.
 */
export class CommentDraft {
  private readonly values = new Map<FieldKey, string>();
  private readonly commentLines: string[] = [];
  private readonly suggestionLines: string[] = [];
  /**
   * Every value set and line appended, in order, each after what it was
   * ("file", "+comment"): drafts made of the same make the same comment, or none.
   */
  private readonly made: string[] = [];
  /** The field the block opened with. */
  private firstKey: FieldKey | undefined;
  /** How far the suggestion's fence was indented: the margin its code lines have on top of their own. */
  private fenceIndent: number | undefined;

  /**
   * `carriedFile`: for a block that opens without naming a file, the file of
   * the block before it ("LINE: 9" after a block about the same file). A FILE
   * line of its own, should one come, wins.
   */
  constructor(private readonly carriedFile?: string) {
    if (carriedFile !== undefined) this.made.push('carried file', carriedFile);
  }

  /** A draft holding a comment read whole (an annotation line), which may still run on. */
  static of(comment: ReviewComment): CommentDraft {
    const draft = new CommentDraft();
    const end = comment.endLine === undefined ? '' : `-${comment.endLine}`;
    draft.set('file', comment.file);
    draft.set('line', `${comment.line}${end}`);
    draft.set('severity', comment.severity);
    draft.set('comment', comment.comment);
    return draft;
  }

  has(key: FieldKey): boolean {
    return this.values.has(key);
  }

  /** The file the comment is about: its own FILE value, else the one carried from the block before. */
  get file(): string | undefined {
    return this.values.get('file') ?? this.carriedFile;
  }

  /** Whether the block opened with its comment ("COMMENT: …", then "FILE: …"). */
  get opensWithComment(): boolean {
    return this.firstKey === 'comment';
  }

  /**
   * Whether a FILE line read now belongs to this block, not to the next one:
   * the block has named no file of its own, and it carries none or has said
   * no comment yet. A block may open with its finding's id and name its file
   * after it ("FINDING: F2", then "FILE: …"), as Parley lists findings; a
   * block that carried a file and said its comment is done, unless the
   * answer's blocks open with their comment (`commentFirst`) and so did this one.
   */
  takesFile(commentFirst: boolean): boolean {
    if (this.values.has('file')) return false;
    if (this.carriedFile === undefined || !this.values.has('comment')) return true;
    return commentFirst && this.opensWithComment;
  }

  set(key: FieldKey, value: string): void {
    this.firstKey ??= key;
    this.values.set(key, value);
    if (key === 'comment' && value) this.commentLines.push(value);
    this.made.push(key, value);
  }

  /** The suggestion's code is fenced, the fence indented by `indent` characters (a screen's margin). */
  fenceSuggestion(indent: number): void {
    this.fenceIndent = indent;
    this.made.push('fence', String(indent));
  }

  /** A line that continues the comment or the suggestion (wrapped text, code). */
  append(key: 'comment' | 'suggestion', line: string): void {
    (key === 'comment' ? this.commentLines : this.suggestionLines).push(line);
    this.made.push(key === 'comment' ? '+comment' : '+suggestion', line);
  }

  /** Its file and line values, as they stand: drafts made of the same have the same. */
  place(): readonly [file: string, line: string] {
    return [this.file ?? '', this.values.get('line') ?? ''];
  }

  /** Whether the draft was made of the same values and lines, in the same order, as one with `made`. */
  isMadeOf(made: readonly string[]): boolean {
    if (made.length !== this.made.length) return false;
    for (let at = 0; at < made.length; at++) if (made[at] !== this.made[at]) return false;
    return true;
  }

  /** What the draft was made of, for isMadeOf (a copy: the draft may still grow). */
  madeOf(): readonly string[] {
    return [...this.made];
  }

  /** The finished comment, or null when the block lacks a file or a comment. */
  toComment(): ReviewComment | null {
    const comment = spacedOnce(joinTrimmed(this.commentLines));
    const fileValue = this.file;
    if (!fileValue || !comment) return null;
    // A path or line number is read as a person sees it: invisible characters out, "２" as "2".
    const { file, range: rangeInPath } = splitPathAndLine(cleanValue(withoutInvisibles(fileValue)));
    // "FILE: <path …>" is the format's own template (an echo of the prompt), not a finding.
    if (file.startsWith('<') && file.endsWith('>')) return null;
    const lineValue = withoutInvisibles(this.values.get('line') ?? '').normalize('NFKC');
    const range = parseLineRange(lineValue) ?? rangeInPath;
    const suggestion = suggestionText(
      this.values.get('suggestion') ?? '',
      this.suggestionLines,
      this.fenceIndent,
    );
    const findingId = /F\d{1,4}/i.exec(this.values.get('finding') ?? '')?.[0].toUpperCase();
    return {
      file,
      line: range?.line ?? 0,
      ...(range?.endLine === undefined ? {} : { endLine: range.endLine }),
      severity: severityFromText(this.values.get('severity') ?? '') ?? 'warning',
      comment,
      ...(suggestion ? { suggestion } : {}),
      ...(findingId ? { findingId } : {}),
    };
  }
}

/** The lines trimmed and joined with one space, blank ones left out. */
function joinTrimmed(lines: readonly string[]): string {
  let text = '';
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed) text = text ? `${text} ${trimmed}` : trimmed;
  }
  return text;
}

/** "src/a.ts:42" or "src/a.ts:30-34" in a FILE field: the line is part of it. */
function splitPathAndLine(value: string): {
  file: string;
  range: { line: number; endLine?: number } | null;
} {
  const match = /^(.+?):(\d+(?:\s*[-–]\s*\d+)?)$/.exec(value);
  if (!match) return { file: value, range: null };
  return { file: cleanValue(match[1]!), range: parseLineRange(match[2]!) };
}

/**
 * The suggestion: the text on its own line, then the lines below it with the
 * indentation a screen gave them all removed. Fenced code loses only its
 * fence's indentation (`fenceIndent`), so code indented in its file stays so
 * ("  return a * b;" replaces a line of a function's body); unfenced lines
 * lose all they share.
 */
function suggestionText(head: string, body: readonly string[], fenceIndent?: number): string {
  const filled = body.filter((line) => line.trim());
  if (filled.length === 0) return cleanValue(head);
  const shared = Math.min(...filled.map((line) => /^\s*/.exec(line)![0].length));
  const indent = fenceIndent === undefined ? shared : Math.min(shared, fenceIndent);
  const code = body.map((line) => line.slice(indent).trimEnd()).join('\n');
  // Trailing blanks go; the first code line keeps its own indentation.
  return (head ? `${head}\n${code}` : code).replace(/^\n+/, '').trimEnd();
}
