import type { Verdict } from '../../../../shared/contract';

const verdictRank: Readonly<Record<Verdict, number>> = {
  approved: 1,
  'changes-requested': 2,
  'needs-discussion': 3,
};

// Each spelling a reviewer may use for a verdict: APPROVED, changes_requested,
// "changes requested", "request changes", needs-discussion...
const verdictWords =
  /\b(approved?|changes[\s_-]*requested|request(?:ed)?[\s_-]*changes|needs?[\s_-]*discussion)\b/gi;

function verdictOfWord(word: string): Verdict {
  const lower = word.toLowerCase();
  if (lower.startsWith('approve')) return 'approved';
  if (lower.includes('discussion')) return 'needs-discussion';
  return 'changes-requested';
}

/**
 * The verdict a value names ("CHANGES_REQUESTED", "approved — looks good").
 * A value naming several different verdicts (an echo of the format, "APPROVED |
 * CHANGES_REQUESTED") or negating an approval ("not approved") names none: guessing
 * there could approve what nobody approved.
 */
export function verdictFromText(value: string): Verdict | null {
  if (/\b(?:not|never)\s+(?:\w+\s+)?approved?\b/i.test(value)) return null;
  const found = new Set<Verdict>();
  for (const match of value.matchAll(verdictWords)) found.add(verdictOfWord(match[1]!));
  if (found.size !== 1) return null;
  return [...found][0]!;
}

/**
 * A verdict line of an answer: "VERDICT: APPROVED", "**Verdict:** changes
 * requested", "## VERDICT: NEEDS_DISCUSSION", "Final verdict — approved", or a line holding only one of
 * the upper-case verdict tokens (as under a "## Verdict" heading).
 */
export function verdictFromLine(line: string): Verdict | null {
  const labelled =
    /^#{0,6}\s*[*_`]*\s*(?:final\s+)?verdict\s*[*_`]*(?:\s*:|\s+[–—-])\s*(.+)$/i.exec(line);
  if (labelled) return verdictFromText(labelled[1]!);
  const bare = /^[*_`]*(APPROVED|CHANGES_REQUESTED|NEEDS_DISCUSSION)[*_`]*\.?$/.exec(line.trim());
  return bare ? verdictFromText(bare[1]!) : null;
}

/**
 * The verdict of several: the worst known one. An approval only stands when
 * every verdict is known and approves; an unknown one (null) next to approvals
 * leaves the whole unknown, so a part nobody read cannot be approved by the rest.
 */
export function worstVerdict(verdicts: readonly (Verdict | null)[]): Verdict | null {
  let worst: Verdict | null = null;
  let unknown = false;
  for (const verdict of verdicts) {
    if (verdict === null) unknown = true;
    else if (worst === null || verdictRank[verdict] > verdictRank[worst]) worst = verdict;
  }
  if (worst === 'approved' && unknown) return null;
  return worst;
}
