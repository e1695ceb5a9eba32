import { Decoration, Diff, Hunk, getChangeKey } from 'react-diff-view';
import type { DiffType, HunkData } from 'react-diff-view';
import type { ReactElement } from 'react';
import type { CapturedDiff, ReviewComment } from '../../../shared/contract';
import { CommentList, type CommentOrigin } from '../../../renderer/src/diff/CommentCard';
import { placeComments } from '../../../renderer/src/diff/commentPlacement';
import { FileList } from '../../../renderer/src/diff/FileList';
import { diffTypeOf, toHunks } from '../../../renderer/src/diff/toHunks';

/**
 * The baseline: plain react-diff-view rendering every hunk of every file,
 * with the same comments as widgets and the same file list above.
 */
export function PlainDiff({
  diff,
  comments,
  origin,
}: {
  diff: CapturedDiff;
  comments: readonly ReviewComment[];
  origin: CommentOrigin;
}) {
  const anchor = (i: number) => `plain-file-${i}`;
  return (
    <div className="changes-view">
      <FileList
        files={diff.files}
        comments={comments}
        onOpen={(i) => document.getElementById(anchor(i))?.scrollIntoView({ block: 'start' })}
      />
      <div className="diff-view">
        {diff.files.map((file, i) => {
          const hunks = toHunks(file);
          const placed = placeComments(file, comments, 'new');
          const widgets = Object.fromEntries(
            [...placed.byChange].map(([key, list]) => [
              key,
              <CommentList key={key} comments={list} origin={origin} />,
            ]),
          );
          return (
            <section
              key={file.path}
              id={anchor(i)}
              className="plain-file"
              aria-label={`Diff of ${file.path}`}
            >
              <header className="diff-file-header">{file.path}</header>
              <PlainHunks diffType={diffTypeOf(file)} hunks={hunks} widgets={widgets} />
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** Every hunk of one file, each under its `@@` line, as react-diff-view draws them. */
export function PlainHunks(props: {
  diffType: DiffType;
  hunks: HunkData[];
  widgets?: Record<string, ReactElement>;
}) {
  return (
    <Diff viewType="unified" className="diff-table" {...props}>
      {(shown) =>
        shown.flatMap((hunk, h) => [
          <Decoration key={`d${h}`} className="hunk-header">
            {hunk.content}
          </Decoration>,
          <Hunk key={getChangeKey(hunk.changes[0]!) + h} hunk={hunk} />,
        ])
      }
    </Diff>
  );
}
