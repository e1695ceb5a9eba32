import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CommentDrafts, draftLines } from '../../../renderer/src/diff/commentDrafts';
import { DiffRowView } from '../../../renderer/src/diff/DiffRowView';
import { rowContextFor } from './rowContextFor';
import { modified } from './sampleDiffs';

/*
 * A comment form whose line the diff no longer shows (the file changed under
 * it, and its other lines cannot be read to show that one) stays on screen at
 * the file's top, with what is written in it.
 */
const DRAFT = 'Check the bounds before the loop.';

function fileTop(drafts: CommentDrafts, canAdd: boolean): string {
  const ctx = rowContextFor(modified, { canAdd, drafts, forms: draftLines(drafts.forms()) });
  return renderToStaticMarkup(
    <DiffRowView
      row={{ kind: 'file-comments', file: 0 }}
      ctx={ctx}
      tokens={undefined}
      found={null}
    />,
  );
}

describe('a comment form whose line is not in the diff', () => {
  it("shows at its file's top with its text", () => {
    const drafts = new CommentDrafts(null, 'review-1');
    drafts.open(modified.path, { key: 'I400', line: 400 });
    drafts.write(modified.path, 400, { severity: 'error', text: DRAFT });
    const markup = fileTop(drafts, true);
    expect(markup).toContain('Not on a line of this diff');
    expect(markup).toContain('aria-label="Comment on line 400"');
    expect(markup).toContain(DRAFT);
  });

  it('is not offered where people cannot comment', () => {
    const drafts = new CommentDrafts(null, 'review-1');
    drafts.open(modified.path, { key: 'I400', line: 400 });
    drafts.write(modified.path, 400, { severity: 'error', text: DRAFT });
    expect(fileTop(drafts, false)).not.toContain(DRAFT);
  });
});
