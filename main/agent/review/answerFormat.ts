import { markersFor, verdictLine, type VerdictWord } from '../../core/review/protocol/textProtocol';
import type { Finding } from './rules/rule';

/**
 * Writes a review answer in the format Parley's prompts ask for: one block per
 * comment (FILE / LINE / SEVERITY / COMMENT / SUGGESTION), blocks separated by
 * blank lines, then the verdict line.
 */
export type AnswerVerdict = VerdictWord;

export function reviewAnswerBody(
  findings: readonly Finding[],
  verdict: AnswerVerdict,
  nonce: string | null,
): string {
  const blocks = findings.map(commentBlock);
  return [...blocks, verdictText(verdict, nonce)].join('\n\n');
}

/**
 * The verdict line, carrying this round's nonce as the prompt asks (a verdict
 * without it does not count); a request that gave no nonce gets the plain one.
 */
export function verdictText(verdict: AnswerVerdict, nonce: string | null): string {
  return nonce === null ? `VERDICT: ${verdict}` : verdictLine(nonce, verdict);
}

export function commentBlock(finding: Finding): string {
  const lines = [
    `FILE: ${finding.file}`,
    `LINE: ${finding.line}`,
    `SEVERITY: ${finding.severity}`,
    `COMMENT: ${oneLine(finding.comment)}`,
  ];
  if (finding.suggestion !== undefined) lines.push(`SUGGESTION: ${oneLine(finding.suggestion)}`);
  return lines.join('\n');
}

/**
 * The answer between this round's markers, written as the prompt's
 * instruction spells them. Without a nonce (a request that asked for no
 * markers) the body goes out as it is.
 */
export function betweenMarkers(body: string, nonce: string | null): string {
  if (nonce === null) return body;
  const { begin, end } = markersFor(nonce);
  return `${begin}\n${body}\n${end}`;
}

/** A field's value must stay on its line, or it would read as a new field. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}
