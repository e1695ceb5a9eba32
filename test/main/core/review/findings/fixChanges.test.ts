import { describe, expect, it } from 'vitest';
import {
  changesNear,
  fixChangesOf,
  movedLine,
} from '../../../../../main/core/review/findings/fixChanges';
import { parseDiff } from '../../../../../main/core/git/diff/parseDiff';

/** A fix of a.ts, as git prints it: lines 2–3 rewritten as one, two lines added after 6, line 9 removed. */
const FIX = [
  'diff --git a/a.ts b/a.ts',
  '--- a/a.ts',
  '+++ b/a.ts',
  '@@ -1,4 +1,3 @@',
  ' one',
  '-two',
  '-three',
  '+two and three',
  ' four',
  '@@ -6,0 +6,2 @@',
  '+six and a half',
  '+six and three quarters',
  '@@ -9 +9,0 @@',
  '-nine',
  '',
].join('\n');

describe('where the fix moved a line', () => {
  const fix = fixChangesOf(parseDiff(FIX));
  const moved = (line: number) => movedLine(fix, 'a.ts', line);

  it('keeps lines above the first change, and moves those below each by what it added or took', () => {
    expect(moved(1)).toBe(1);
    expect(moved(4)).toBe(3);
    expect(moved(5)).toBe(4);
    // Two lines were added after line 6: 6 stays, 7 moves down by them.
    expect(moved(6)).toBe(5);
    expect(moved(7)).toBe(8);
    expect(moved(8)).toBe(9);
    // Line 9 was removed: the lines below it move up by one again.
    expect(moved(10)).toBe(10);
    expect(moved(40)).toBe(40);
  });

  it('puts a line the fix rewrote where its hunk goes on', () => {
    expect(moved(2)).toBe(2);
    expect(moved(3)).toBe(2);
    expect(movedLine(fix, 'other.ts', 7)).toBe(7);
  });
});

describe('whether the fix changed the lines a comment speaks of, or lines near them', () => {
  const fix = fixChangesOf(parseDiff(FIX));
  const near = (line: number, endLine?: number) =>
    changesNear(fix, { file: 'a.ts', line, ...(endLine ? { endLine } : {}) }, 1);

  it('counts lines it rewrote or removed, and lines it wrote, within the margin', () => {
    expect(near(3)).toBe(true);
    // Two lines were written after line 6: lines 6 and 7 are beside them.
    expect(near(6)).toBe(true);
    expect(near(7)).toBe(true);
    // Line 5 is two lines from either change.
    expect(near(5)).toBe(false);
    // Line 9 was removed: line 10 is beside it, line 12 and on are far.
    expect(near(10)).toBe(true);
    expect(near(12, 20)).toBe(false);
  });

  it('counts any change to the file for a comment on the whole of it', () => {
    expect(changesNear(fix, { file: 'a.ts', line: 0 }, 1)).toBe(true);
    expect(changesNear(fix, { file: 'b.ts', line: 0 }, 1)).toBe(false);
  });
});
