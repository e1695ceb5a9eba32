import { useId } from 'react';
import type { CapturedDiff, ReviewComment } from '../../../shared/contract';
import type { CommentOrigin } from '../diff/CommentCard';
import type { CommentSide } from '../diff/commentPlacement';
import { DiffView } from '../diff/DiffView';
import { FileList } from '../diff/FileList';
import type { PeopleComments } from '../diff/humanCommentState';

interface ChangesViewProps {
  readonly diff: CapturedDiff | null;
  readonly error: string | null;
  readonly loading: boolean;
  readonly comments: readonly ReviewComment[];
  readonly side: CommentSide;
  readonly origin: CommentOrigin | null;
  readonly people: PeopleComments;
  readonly worker: Worker | null;
}

/** The file list over the diff, or why there is no diff to show. */
export function ChangesView({ diff, error, loading, ...shown }: ChangesViewProps) {
  const ids = useId();
  const anchorId = (index: number) => `${ids}-file-${index}`;

  function openFile(index: number) {
    const section = document.getElementById(anchorId(index));
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }

  return (
    <div className="changes-view">
      {error && (
        <p className="panel-error" role="alert">
          Could not get the diff: {error}
        </p>
      )}
      {diff ? (
        <>
          {diff.files.length > 1 && (
            <FileList
              files={diff.files}
              comments={[...shown.comments, ...shown.people.comments]}
              onOpen={openFile}
            />
          )}
          <DiffView diff={diff} anchorId={anchorId} {...shown} />
        </>
      ) : (
        !error && (
          <p className="diff-loading" aria-busy={loading}>
            {loading ? 'Loading the diff…' : 'No diff yet.'}
          </p>
        )
      )}
    </div>
  );
}
