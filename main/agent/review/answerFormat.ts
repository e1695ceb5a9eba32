import { markersFor } from '../../core/review/protocol';
import type { Finding } from './rules/rule';

/**
 * Writes a review answer in the format Parley's prompts ask for: one block per
 * comment (FILE / LINE / SEVERITY / COMMENT / SUGGESTION), blocks separated by
 * blank lines, then the verdict line.
 */
export type AnswerVerdict = 'APPROVED' | 'CHANGES_REQUESTED' | 'NEEDS_DISCUSSION';

export function reviewAnswerBody(findings: readonly Finding[], verdict: AnswerVerdict): string {
  const blocks = findings.map(commentBlock);
  return [...blocks, `VERDICT: ${verdict}`].join('\n\n');
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
