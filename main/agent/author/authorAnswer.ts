import type { Outcome } from './addressComments';

/**
 * The author's report: what it fixed and what it left, one line per comment;
 * a comment with a finding id is answered by it, as the feedback asks
 * ("FINDING F1: FIXED — …", or DECLINED with why).
 */
export function authorReport(outcomes: readonly Outcome[]): string {
  if (outcomes.length === 0)
    return 'The feedback lists no review comments in a form I can read, so I changed nothing.';
  const fixed = outcomes.filter((o) => o.fixed);
  const left = outcomes.filter((o) => !o.fixed);
  const lines = [`I addressed ${fixed.length} of ${outcomes.length} review comments.`];
  if (fixed.length > 0) lines.push('', 'Fixed:', ...fixed.map(item));
  if (left.length > 0) lines.push('', 'Not fixed:', ...left.map(item));
  return lines.join('\n');
}

function item({ comment, fixed, detail }: Outcome): string {
  const said = `${comment.file}:${comment.line}: ${detail}`;
  if (!comment.findingId) return `- ${said}`;
  return `- FINDING ${comment.findingId}: ${fixed ? 'FIXED' : 'DECLINED'} — ${said}`;
}
