/**
 * How an answer line looks once its decoration is gone. Reviewers' answers
 * arrive as raw markdown (a Stop hook) or as a rendered terminal screen, where
 * Claude Code prefixes the answer with "● ", turns "**FILE:**" into a bold
 * "FILE:" and indents wrapped lines; both must read the same.
 */

// List bullets and quote marks an answer line may start with, in any number:
// markdown's -, *, +, numbered items, block quotes, and the glyphs terminal
// agents draw (●, ⏺, •, ⎿ ...).
const leadingDecoration = /^(?:\s*(?:[-*+•●⏺◦▪‣∙⎿>]|\d{1,3}[.)])(?=\s))+\s*/u;

export function stripDecoration(line: string): string {
  return line.replace(leadingDecoration, '').trim();
}

/**
 * Whether a line is quoted text rather than the writer's own: a markdown
 * block quote ("> ...", also inside a list item), or a tool's output as
 * Claude Code draws it ("⎿ ...").
 */
export function isQuotedLine(line: string): boolean {
  return /^\s*(?:(?:[-*+•●⏺◦▪‣∙]|\d{1,3}[.)])\s+)*[>⎿]/u.test(line);
}

/** How far a line is indented, a tab counting as four spaces (as markdown counts it). */
export function indentOf(line: string): number {
  const lead = /^[ \t]*/.exec(line)![0];
  return lead.replace(/\t/g, '    ').length;
}

export type FieldKey = 'file' | 'line' | 'severity' | 'comment' | 'suggestion';

const fieldNames: Readonly<Record<string, FieldKey>> = {
  file: 'file',
  path: 'file',
  line: 'line',
  lines: 'line',
  severity: 'severity',
  comment: 'comment',
  suggestion: 'suggestion',
};

// "FILE: x", "**FILE:** x", "**File**: x", "`LINE:` 3", "### COMMENT: x".
const fieldLine =
  /^#{0,6}\s*[*_`]{0,3}(file|path|lines?|severity|comment|suggestion)(?::[*_`]{0,3}|[*_`]{1,3}:)\s*(.*)$/i;

/** A "KEY: value" line of a comment block, read from a line already stripped of decoration. */
export function fieldOfLine(line: string): { key: FieldKey; value: string } | null {
  const match = fieldLine.exec(line);
  if (!match) return null;
  return { key: fieldNames[match[1]!.toLowerCase()]!, value: match[2]!.trim() };
}

/** A value without the emphasis, code quotes or quotes markdown wraps around it. */
export function cleanValue(value: string): string {
  let text = value.trim();
  while (text.length >= 2 && '*`"\''.includes(text[0]!) && text.endsWith(text[0]!)) {
    const quote = text[0]!;
    let start = 0;
    let end = text.length;
    while (start < end && text[start] === quote) start++;
    while (end > start && text[end - 1] === quote) end--;
    text = text.slice(start, end).trim();
  }
  return text;
}

/**
 * A cited line or range: "42", "30-34", "30–34", "L42", "lines 30 to 34",
 * "~42 (new)". Null when the value holds no number.
 */
export function parseLineRange(value: string): { line: number; endLine?: number } | null {
  const match = /(\d+)(?:\s*(?:-|–|—|\.\.|to)\s*L?(\d+))?/i.exec(value);
  if (!match) return null;
  const line = Number(match[1]);
  const end = match[2] === undefined ? undefined : Number(match[2]);
  return end !== undefined && end > line ? { line, endLine: end } : { line };
}
