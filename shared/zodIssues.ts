import type { z } from 'zod';

const MAX_ISSUES_SHOWN = 5;

/**
 * "cols: at least 2; name: Required (and 3 more)": where and what, per issue,
 * the first few (a file of 300,000 bad entries must not take a minute to
 * describe), and how many more there are.
 */
export function describeIssues(error: z.ZodError): string {
  const shown = error.issues.slice(0, MAX_ISSUES_SHOWN).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'input';
    return `${where}: ${issue.message}`;
  });
  const hidden = error.issues.length - shown.length;
  return shown.join('; ') + (hidden > 0 ? ` (and ${hidden} more)` : '');
}
