import type { ReviewComment } from '../../../../shared/contract';
import { charCodeOrNone, isDigit } from './lineShape';
import { severityFromWord } from './severity';

// "src/a.ts:42: error: text", "src/a.ts:30-34: warning: text",
// "`src/a.ts:42:7`: **major**: text" (a column is read past).
const annotationLine =
  /^[`*]*([^\s:`*][^\s:`*]*):(\d+)(?:\s*[-–]\s*(\d+))?(?::\d+)?[`*]*\s*:\s*[*_[(]*([A-Za-z][\w-]*)[*_\])]*\s*:\s*(.+)$/;

/**
 * A compiler-style annotation line. Only a word that names a severity makes a
 * line one, so prose such as "see README.md:12: it explains..." is not taken.
 */
export function annotationOfLine(line: string): ReviewComment | null {
  if (!mayBeAnnotation(line)) return null;
  const match = annotationLine.exec(line);
  if (!match) return null;
  const severity = severityFromWord(match[4]!);
  if (!severity) return null;
  const lineNumber = Number(match[2]);
  const end = match[3] === undefined ? undefined : Number(match[3]);
  return {
    file: match[1]!,
    line: lineNumber,
    ...(end !== undefined && end > lineNumber ? { endLine: end } : {}),
    severity,
    comment: match[5]!.trim(),
  };
}

/**
 * False when a line is no annotation, with or without its decoration and
 * white space: the path holds no colon, so the line's first colon must be the
 * one before the line number (prose mostly has none, or none before a digit).
 * The line may stand from `from` to `to` in a longer text.
 */
export function mayBeAnnotation(line: string, from = 0, to = line.length): boolean {
  const colon = line.indexOf(':', from);
  return colon >= 0 && colon < to && isDigit(charCodeOrNone(line, colon + 1, to));
}

/**
 * Where the next colon before a digit in a text starts, from `from` on; -1
 * when none does (a line holding none is no annotation). Found colon by colon:
 * searching for one character is faster than the pattern /:\d/.
 */
export function annotationMarkAt(text: string, from: number): number {
  for (let colon = text.indexOf(':', from); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    if (isDigit(charCodeOrNone(text, colon + 1))) return colon;
  }
  return -1;
}
