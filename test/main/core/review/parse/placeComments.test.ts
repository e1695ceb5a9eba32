import { describe, expect, it } from 'vitest';
import type { ReviewComment } from '../../../../../shared/contract';
import { placeComments } from '../../../../../main/core/review/parse/placeComments';
import { diffShapeFiles } from './diffShapeFiles';

// Hunks of src/middleware/cors/index.ts: new lines 10–19 (13–16 added) and 27–33 (30 added).
const cors = diffShapeFiles('small-fix');
const CORS = 'src/middleware/cors/index.ts';

function comment(file: string, line: number, extra: Partial<ReviewComment> = {}): ReviewComment {
  return { file, line, severity: 'warning', comment: 'x', ...extra };
}

describe('placeComments', () => {
  it('keeps a comment on an added line where it is', () => {
    expect(placeComments([comment(CORS, 14)], cors)).toEqual([
      { ...comment(CORS, 14), fileInDiff: true },
    ]);
  });

  it('keeps a comment on a context line of a hunk on that line', () => {
    expect(placeComments([comment(CORS, 11), comment(CORS, 32)], cors)).toEqual([
      { ...comment(CORS, 11), fileInDiff: true },
      { ...comment(CORS, 32), fileInDiff: true },
    ]);
  });

  it('keeps a comment on a line outside the hunks on the line the reviewer cited', () => {
    const [between, above, below] = placeComments(
      [comment(CORS, 23), comment(CORS, 2), comment(CORS, 80)],
      cors,
    );
    expect([between, above, below].map((c) => c?.line)).toEqual([23, 2, 80]);
    expect(between).toEqual({ ...comment(CORS, 23), fileInDiff: true });
  });

  it('keeps the range the reviewer cited, and reads a backwards range as its first line', () => {
    const [range] = placeComments([comment(CORS, 20, { endLine: 25 })], cors);
    expect(range).toEqual({ ...comment(CORS, 20, { endLine: 25 }), fileInDiff: true });
    const [backwards] = placeComments([comment(CORS, 25, { endLine: 20 })], cors);
    expect(backwards).toEqual({ ...comment(CORS, 25), fileInDiff: true });
  });

  it('reads loosely written paths as the diff path', () => {
    const placed = placeComments(
      [comment(`b/${CORS}`, 14), comment(`./${CORS}`, 23), comment('cors/index.ts', 2)],
      cors,
    );
    expect(placed.map((c) => [c.file, c.line, c.fileInDiff])).toEqual([
      [CORS, 14, true],
      [CORS, 23, true],
      [CORS, 2, true],
    ]);
  });

  it('keeps a comment on a file the diff does not have, flagged, untouched', () => {
    expect(placeComments([comment('src/nope.ts', 7)], cors)).toEqual([
      { ...comment('src/nope.ts', 7), fileInDiff: false },
    ]);
  });

  it('reads the old name of a renamed file as the new one', () => {
    const renamed = diffShapeFiles('renames-similarity');
    const [placed] = placeComments([comment('docs/pull.txt', 4)], renamed);
    expect(placed).toMatchObject({ file: 'docs/fetch.txt', line: 4, fileInDiff: true });
  });

  it('leaves a comment on a deleted file on its line', () => {
    const deleted = diffShapeFiles('format-patch-series').filter(
      (file) => file.status === 'deleted',
    );
    const [kept] = placeComments([comment(deleted[0]!.path, 2)], deleted);
    expect(kept).toEqual({ ...comment(deleted[0]!.path, 2), fileInDiff: true });
  });
});
