import { addedLines } from '../diffModel';
import type { Finding, Rule } from './rule';

/**
 * Unresolved merge-conflict markers in added lines. One comment per conflict,
 * at its `<<<<<<<` line; a `>>>>>>>` with no opener in the added lines is
 * reported on its own. A bare `=======` is only a marker between the two
 * (alone it is a Markdown or reStructuredText heading underline), so it is
 * never reported by itself.
 */
export const CONFLICT_OPEN = /^<{7}( |$)/;
export const CONFLICT_BASE = /^\|{7}( |$)/;
export const CONFLICT_SPLIT = /^={7}$/;
export const CONFLICT_CLOSE = /^>{7}( |$)/;

export const conflictMarkersRule: Rule = {
  id: 'conflict-marker',
  check(files) {
    const findings: Finding[] = [];
    for (const file of files) {
      let open = false;
      for (const { line, text } of addedLines(file)) {
        if (CONFLICT_OPEN.test(text)) {
          open = true;
          findings.push(conflictAt(file.path, line));
        } else if (CONFLICT_CLOSE.test(text)) {
          if (!open) findings.push(conflictAt(file.path, line));
          open = false;
        }
      }
    }
    return findings;
  },
};

function conflictAt(file: string, line: number): Finding {
  return {
    rule: 'conflict-marker',
    file,
    line,
    severity: 'error',
    comment:
      'Unresolved merge conflict: the conflict markers were committed and the file will not compile or read as intended. Resolve the conflict and remove the markers.',
  };
}
