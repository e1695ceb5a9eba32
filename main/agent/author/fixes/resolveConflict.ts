import {
  CONFLICT_BASE,
  CONFLICT_CLOSE,
  CONFLICT_OPEN,
  CONFLICT_SPLIT,
} from '../../review/rules/conflictMarkers';
import { NOT_FOUND, cannot, edit, nearestLine, type Fixer, type Plan } from './fix';

/**
 * Resolves a committed merge conflict only where no choice is needed: both
 * sides the same, or one side empty (the other side's lines are kept, as git
 * itself would have merged them). When both sides changed differently only a
 * person knows which is right, so it says so and leaves the file alone.
 */
const MAX_CONFLICT_LINES = 500;

export const resolveConflict: Fixer = {
  id: 'resolve-conflict',
  wants: (comment) => /conflict/i.test(comment),
  plan(file, line): Plan {
    const open = nearestLine(file.lines, line, (text) => CONFLICT_OPEN.test(text));
    if (open === -1) return NOT_FOUND;
    const parts = conflictAt(file.lines, open);
    if (parts === null)
      return cannot('the conflict has no complete set of markers; resolve it by hand');
    const { ours, theirs, close } = parts;
    const same = ours.join('\n') === theirs.join('\n');
    const oursEmpty = ours.every((l) => l.trim() === '');
    const theirsEmpty = theirs.every((l) => l.trim() === '');
    if (!same && !oursEmpty && !theirsEmpty) {
      return cannot(
        'both sides of the conflict changed the code differently; a person must choose',
      );
    }
    const kept = same || theirsEmpty ? ours : theirs;
    return edit(
      open,
      close - open + 1,
      kept,
      'resolved the conflict (only one side had changes) and removed its markers',
    );
  },
};

interface Conflict {
  readonly ours: readonly string[];
  readonly theirs: readonly string[];
  readonly close: number;
}

/** The two sides of the conflict opening at `open` (a diff3 base section is dropped). */
function conflictAt(lines: readonly string[], open: number): Conflict | null {
  let base = -1;
  let split = -1;
  for (let i = open + 1; i < lines.length && i <= open + MAX_CONFLICT_LINES; i++) {
    const text = lines[i] ?? '';
    if (CONFLICT_OPEN.test(text)) return null;
    if (split === -1 && base === -1 && CONFLICT_BASE.test(text)) base = i;
    else if (split === -1 && CONFLICT_SPLIT.test(text)) split = i;
    else if (split !== -1 && CONFLICT_CLOSE.test(text)) {
      return {
        ours: lines.slice(open + 1, base === -1 ? split : base),
        theirs: lines.slice(split + 1, i),
        close: i,
      };
    }
  }
  return null;
}
