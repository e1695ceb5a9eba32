import { describe, expect, it } from 'vitest';
import {
  commentCount,
  commentsOutside,
  startsFile,
  commentTarget,
  followedTarget,
  placeComments,
} from '../../../renderer/src/diff/commentPlacement';
import { toHunks } from '../../../renderer/src/diff/toHunks';
import { comment, humanComment } from '../model/reviewFixture';
import { file, fixes, hunk, modified } from './sampleDiffs';

describe('placeComments', () => {
  const file = modified;

  it('puts a comment under the new line it cites, added or context', () => {
    const onLog = comment('math.js', 2);
    const onReturn = comment('math.js', 4);
    const placed = placeComments(file, [onLog, onReturn], 'new');
    expect([...placed.byChange]).toEqual([
      ['I2', [onLog]],
      ['N2', [onReturn]],
    ]);
    expect(placed.unplaced).toEqual([]);
  });

  it('gathers several comments on one line, and lists those not on a diff line at the file’s top', () => {
    const a = comment('math.js', 3);
    const b = comment('math.js', 3, { severity: 'error' });
    const far = comment('math.js', 40);
    const whole = comment('./math.js', 0);
    const placed = placeComments(file, [a, b, far, whole], 'new');
    expect(placed.byChange.get('I3')).toEqual([a, b]);
    expect(placed.unplaced).toEqual([far, whole]);
  });

  it('on the changes since a round, puts that round’s comments on the removed lines', () => {
    const since = fixes;
    const onLog = comment('math.js', 2);
    const onTodo = comment('math.js', 3);
    const placed = placeComments(since, [onLog, onTodo], 'old');
    expect([...placed.byChange.keys()]).toEqual(['D2', 'D3']);
  });

  it('ignores comments on other files, and counts and finds them', () => {
    const other = comment('README.md', 1);
    expect(placeComments(file, [other], 'new')).toEqual({ byChange: new Map(), unplaced: [] });
    expect(commentsOutside([file], [other, comment('math.js', 2)])).toEqual([other]);
    expect(commentCount(file, [other, comment('math.js', 2), comment('math.js', 3)])).toBe(2);
  });

  it('gives the comments on files not in the diff file by file, each file named once', () => {
    const [a1, b1, a2, c1] = [
      comment('a.md', 1),
      comment('b.md', 1),
      comment('a.md', 9),
      comment('c.md', 4),
    ];
    const outside = commentsOutside([file], [a1, b1, comment('math.js', 2), a2, c1]);
    expect(outside).toEqual([a1, a2, b1, c1]);
    expect(outside.map((_, i) => startsFile(outside, i))).toEqual([true, false, true, true]);
  });
});

describe('a person’s comment on a diff row', () => {
  const rows = toHunks(modified).flatMap((h) => h.changes);
  const [context, added] = rows;

  it('targets the new file’s line, under the row it was written on', () => {
    expect(commentTarget(added!)).toMatchObject({ key: 'I2', line: 2 });
    expect(commentTarget(context!)).toEqual({
      key: 'N1',
      line: 1,
      text: 'export function add(a, b) {',
    });
    // Once placed, the comment shows under that same row.
    const mine = humanComment('h1', 'math.js', 2);
    expect(placeComments(modified, [mine], 'new').byChange.get('I2')).toEqual([mine]);
    const onReturn = humanComment('h2', 'math.js', 4);
    const returnRow = rows.find((c) => c.content.includes('return a + b'))!;
    expect(commentTarget(returnRow)).toMatchObject({ key: 'N2', line: 4 });
    expect(placeComments(modified, [onReturn], 'new').byChange.get('N2')).toEqual([onReturn]);
  });

  it('cannot be on a removed line: it is no longer in the file', () => {
    const removed = toHunks(fixes)
      .flatMap((h) => h.changes)
      .find((c) => c.type === 'delete')!;
    expect(commentTarget(removed)).toBeNull();
  });

  it('is counted with the reviewer’s in the file list', () => {
    expect(commentCount(modified, [comment('math.js', 2), humanComment('h', 'math.js', 3)])).toBe(
      2,
    );
  });
});

describe('followedTarget', () => {
  // In `modified`, "export const twice…" is added line 7 and "  return a + b;" context line 4.
  const twice = { key: 'I5', line: 5, text: 'export const twice = (n) => add(n, n);' };

  it('finds the line a form was opened on where the diff shows it now', () => {
    expect(followedTarget(modified, twice)).toEqual({ ...twice, key: 'I7', line: 7 });
    const ret = { key: 'N9', line: 9, text: '  return a + b;' };
    expect(followedTarget(modified, ret)).toEqual({ ...ret, key: 'N2', line: 4 });
  });

  it('leaves a form where it is when its line still reads so, is gone, or is not one of a kind', () => {
    expect(followedTarget(modified, { ...twice, key: 'I7', line: 7 })).toBeNull();
    expect(followedTarget(modified, { ...twice, text: 'const gone = 1;' })).toBeNull();
    expect(followedTarget(modified, { key: 'I9', line: 9 })).toBeNull();
    const brace = file('a.js', 'modified', [hunk('@@ -1,2 +1,3 @@', [' }', '+x', ' }'])]);
    expect(followedTarget(brace, { key: 'I9', line: 9, text: '}' })).toBeNull();
  });
});
