import type { ReviewComment } from '../../../../shared/contract';
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
  // Three colons at least (path:line: severity: text): prose mostly has none.
  if (!line.includes(':')) return null;
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
