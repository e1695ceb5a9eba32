import type { CapturedDiff } from '../../../../shared/contract/diff';
import { isParleyFile, parseWithout } from '../diff/filterDiff';

/** A source's output as the rest of Parley takes it: text, parse, and a line for people. */
export function captured(description: string, raw: string): CapturedDiff {
  // Git sources already leave `.parley/` out by pathspec; jj and gh output cannot, so filter here.
  const { raw: text, files, warnings } = parseWithout(raw, isParleyFile);
  return { description, raw: text, files, warnings };
}
