import type { Severity } from '../../../../shared/contract/reviewModel';
import { addedLines, type AddedLine, type DiffFile } from '../diffModel';

/** One problem a rule found, at a line of the new file. */
export interface Finding {
  readonly rule: string;
  readonly file: string;
  readonly line: number;
  readonly severity: Severity;
  readonly comment: string;
  readonly suggestion?: string;
}

/** A check over the whole reviewed diff. Rules are pure: same diff, same findings. */
export interface Rule {
  readonly id: string;
  check(files: readonly DiffFile[]): Finding[];
}

export type LineFinding = Pick<Finding, 'severity' | 'comment' | 'suggestion'>;

/**
 * The common shape: look at each added line of the files a rule applies to,
 * on its own. `inspect` returns null when the line is fine.
 */
export function addedLineRule(
  id: string,
  appliesTo: (path: string) => boolean,
  inspect: (line: AddedLine, path: string) => LineFinding | null,
): Rule {
  return {
    id,
    check(files) {
      const findings: Finding[] = [];
      for (const file of files) {
        if (!appliesTo(file.path)) continue;
        for (const added of addedLines(file)) {
          const found = inspect(added, file.path);
          if (found !== null)
            findings.push({ rule: id, file: file.path, line: added.line, ...found });
        }
      }
      return findings;
    },
  };
}

/** Shortens quoted code in a comment so one comment stays on one screen line. */
export function excerpt(text: string, max = 60): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
}

/**
 * The first `max` findings; when there were more, the last one kept says how
 * many (`more(n)` is appended to its comment), so a rule that fires on every
 * file of a large change does not bury the review.
 */
export function capped(
  findings: readonly Finding[],
  max: number,
  more: (n: number) => string,
): Finding[] {
  if (findings.length <= max) return [...findings];
  const kept = findings.slice(0, max);
  const last = kept[max - 1];
  if (last !== undefined)
    kept[max - 1] = { ...last, comment: `${last.comment} ${more(findings.length - max)}` };
  return kept;
}
