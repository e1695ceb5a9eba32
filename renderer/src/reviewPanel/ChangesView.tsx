import {
  useCallback,
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import type { DiffFile, DiffTextOrigin, ReviewComment, ShownDiff } from '../../../shared/contract';
import type { CommentOrigin } from '../diff/CommentCard';
import type { CommentSide } from '../model/diffChoice';
import { findInDiff, type ShownLines } from '../diff/diffFind';
import { DiffFindBar } from '../diff/DiffFindBar';
import { useDiffLayout } from '../diff/diffLayout';
import type { DiffListHandle } from '../diff/DiffList';
import { useDiffViewModule } from '../diff/diffViewModule';
import { FileList } from '../diff/FileList';
import type { PeopleComments } from '../model/humanComments';

interface ChangesViewProps {
  readonly diff: ShownDiff | null;
  readonly error: string | null;
  readonly loading: boolean;
  readonly comments: readonly ReviewComment[];
  readonly side: CommentSide;
  readonly origin: CommentOrigin | null;
  readonly people: PeopleComments;
  readonly worker: Worker | null;
  /** Where the files' other lines are read from, to expand around hunks; absent: not offered. */
  readonly textOrigin?: DiffTextOrigin | null;
  /** A reviewer's comment to bring into view once (a suggestion just applied), and what is told when it was. */
  readonly revealing?: ReviewComment | null;
  readonly onRevealed?: () => void;
}

/** The file list over the diff, or why there is no diff to show; Ctrl/Cmd+F finds in the diff. */
export function ChangesView({ diff, error, loading, ...shown }: ChangesViewProps) {
  const ids = useId();
  const anchorId = (index: number) => `${ids}-file-${index}`;
  const list = useRef<DiffListHandle>(null);
  const [layout] = useDiffLayout();
  // The diff view loads with the first diff shown, not with the window.
  const diffView = useDiffViewModule();
  const [finding, setFinding] = useState(false);
  const [query, setQuery] = useState('');
  const [at, setAt] = useState(0);
  // Typing stays quick on a huge diff: the search follows the text a moment later.
  const searched = useDeferredValue(query);
  // The lines Expand shows, as the diff list last told them (for the files it showed then).
  const [shownLines, setShownLines] = useState<{
    readonly files: readonly DiffFile[] | null;
    readonly lines: ShownLines;
  }>({ files: null, lines: new Map() });
  const onShownLines = useCallback(
    (lines: ShownLines, files: readonly DiffFile[]) =>
      // None shown, before or now: nothing to search, no render for it.
      setShownLines((previous) =>
        previous.lines.size === 0 && lines.size === 0 ? previous : { files, lines },
      ),
    [],
  );
  const matches = useMemo(
    () =>
      diff && finding
        ? findInDiff(
            diff.files,
            searched,
            shownLines.files === diff.files ? shownLines.lines : undefined,
          )
        : [],
    [diff, finding, searched, shownLines],
  );
  const current = matches.length > 0 ? Math.min(at, matches.length - 1) : 0;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'f') {
      // Inside the diff, Ctrl/Cmd+F finds in the diff: not the browser's find, not the terminal's.
      event.preventDefault();
      event.stopPropagation();
      setFinding(true);
      // Pressed again while open: back to the find field.
      (event.currentTarget.querySelector('.diff-find-input') as HTMLInputElement | null)?.select();
    }
  }

  return (
    // Focusable so a click anywhere in the diff puts Ctrl/Cmd+F here.
    <div className="changes-view" tabIndex={-1} onKeyDown={onKeyDown}>
      {finding && diff && (
        <div className="diff-find-anchor">
          <DiffFindBar
            query={query}
            onQuery={(next) => {
              setQuery(next);
              setAt(0);
            }}
            current={current}
            total={matches.length}
            onStep={(by) =>
              matches.length > 0 && setAt((current + by + matches.length) % matches.length)
            }
            onClose={() => setFinding(false)}
          />
        </div>
      )}
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
              onOpen={(index) => list.current?.revealFile(index)}
            />
          )}
          {diffView.module ? (
            <diffView.module.DiffView
              ref={list}
              diff={diff}
              anchorId={anchorId}
              layout={layout}
              found={finding ? (matches[current] ?? null) : null}
              onShownLines={onShownLines}
              {...shown}
            />
          ) : diffView.error ? (
            <p className="panel-error" role="alert">
              Could not load the diff view: {diffView.error}
            </p>
          ) : (
            <p className="diff-loading" aria-busy>
              Loading the diff…
            </p>
          )}
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
