import { applyEdits } from '../../../../../main/agent/author/applyEdits';
import type { Fixer } from '../../../../../main/agent/author/fixes/fix';

/** Runs one fixer on a file's lines: the lines after its edit, or why it did not edit. */
export function applyFix(
  fixer: Fixer,
  path: string,
  lines: readonly string[],
  line: number,
): { lines: string[] } | { cannot: string } | 'not-found' {
  const plan = fixer.plan({ path, lines }, line);
  if (plan.kind === 'not-found') return 'not-found';
  if (plan.kind === 'cannot') return { cannot: plan.reason };
  return { lines: applyEdits(lines, [{ id: 0, edits: plan.edits }]).lines };
}
