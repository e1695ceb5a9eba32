import { describe, expect, it } from 'vitest';
import type { ReviewComment } from '../../../../../shared/contract';
import { snapCommentsToDiff } from '../../../../../main/core/review/parse/snap';
import type { DiffInputFile } from '../../../../../main/core/review/prompt/diffInput';
import { diffShapeFiles } from './diffShapeFiles';

const cors = diffShapeFiles('small-fix');
const CORS = 'src/middleware/cors/index.ts';

function comment(file: string, line: number, extra: Partial<ReviewComment> = {}): ReviewComment {
  return { file, line, severity: 'warning', comment: 'x', ...extra };
}

describe('snapCommentsToDiff', () => {
  it('keeps a comment on an added line where it is', () => {
    expect(snapCommentsToDiff([comment(CORS, 14)], cors)).toEqual([
      { ...comment(CORS, 14), fileInDiff: true },
    ]);
  });

  it('moves a comment to the nearest added line and keeps the line the reviewer wrote', () => {
    const [near16, near30] = snapCommentsToDiff([comment(CORS, 20), comment(CORS, 25)], cors);
    expect(near16).toMatchObject({ line: 16, reviewerLine: 20, fileInDiff: true });
    expect(near30).toMatchObject({ line: 30, reviewerLine: 25 });
  });

  it('keeps the end of a range that still lies after the snapped line', () => {
    const [snapped] = snapCommentsToDiff([comment(CORS, 12, { endLine: 15 })], cors);
    expect(snapped).toMatchObject({ line: 13, endLine: 15, reviewerLine: 12 });
    const [dropped] = snapCommentsToDiff([comment(CORS, 1, { endLine: 3 })], cors);
    expect(dropped).toMatchObject({ line: 13, reviewerLine: 1 });
    expect(dropped).not.toHaveProperty('endLine');
  });

  it('reads loosely written paths as the diff path', () => {
    const snapped = snapCommentsToDiff(
      [comment(`b/${CORS}`, 14), comment(`./${CORS}`, 14), comment('cors/index.ts', 14)],
      cors,
    );
    expect(snapped.map((c) => [c.file, c.fileInDiff])).toEqual([
      [CORS, true],
      [CORS, true],
      [CORS, true],
    ]);
  });

  it('keeps a comment on a file the diff does not have, flagged, untouched', () => {
    expect(snapCommentsToDiff([comment('src/nope.ts', 7)], cors)).toEqual([
      { ...comment('src/nope.ts', 7), fileInDiff: false },
    ]);
  });

  it('reads the old name of a renamed file as the new one', () => {
    const renamed = diffShapeFiles('renames-similarity');
    const [snapped] = snapCommentsToDiff([comment('docs/pull.txt', 4)], renamed);
    expect(snapped).toMatchObject({ file: 'docs/fetch.txt', fileInDiff: true });
  });

  it('snaps to where lines went in a file with deletions only, and leaves a deleted file alone', () => {
    const deletionsOnly: DiffInputFile = {
      path: 'a.ts',
      oldPath: 'a.ts',
      status: 'modified',
      binary: false,
      hunks: [
        {
          header: '@@ -4,4 +4,2 @@',
          lines: [
            { kind: 'context', text: 'keep', newLine: 4 },
            { kind: 'del', text: 'gone', newLine: null },
            { kind: 'del', text: 'gone too', newLine: null },
            { kind: 'context', text: 'keep', newLine: 5 },
          ],
        },
      ],
    };
    expect(snapCommentsToDiff([comment('a.ts', 40)], [deletionsOnly])[0]).toMatchObject({
      line: 5,
      reviewerLine: 40,
    });
    const deleted = diffShapeFiles('format-patch-series').filter(
      (file) => file.status === 'deleted',
    );
    const [kept] = snapCommentsToDiff([comment(deleted[0]!.path, 2)], deleted);
    expect(kept).toEqual({ ...comment(deleted[0]!.path, 2), fileInDiff: true });
  });
});
