import {
  forwardRef,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import type { DiffFile, DiffTextOrigin, ReviewComment, ShownDiff } from '../../../shared/contract';
import { CommentCard, type CommentOrigin } from './CommentCard';
import type { CommentSide } from '../model/diffChoice';
import { CommentDrafts, draftLines, tabStorage } from './commentDrafts';
import { CommentForm } from './CommentForm';
import { commentsOutside, followedTarget, isCommentOn, startsFile } from './commentPlacement';
import { draftFormProps } from './draftForm';
import type { FindMatch, ShownLines } from './diffFind';
import { DiffList, type DiffListHandle } from './DiffList';
import type { DiffLayout } from './diffRows';
import { HumanCommentCard } from './HumanCommentCard';
import type { PeopleComments } from '../model/humanComments';
import { useDiffTokens } from './useDiffTokens';

interface DiffViewProps {
  readonly diff: ShownDiff;
  readonly comments: readonly ReviewComment[];
  readonly side: CommentSide;
  readonly origin: CommentOrigin | null;
  readonly people: PeopleComments;
  readonly worker: Worker | null;
  readonly layout: DiffLayout;
  readonly found: FindMatch | null;
  /** The id of file `index`'s section, so the file list can jump to it. */
  readonly anchorId: (index: number) => string;
  /** Where the files' other lines are read from, to expand around hunks. */
  readonly textOrigin?: DiffTextOrigin | null;
  /** Told the lines Expand shows (see DiffList). */
  readonly onShownLines?: (lines: ShownLines, files: readonly DiffFile[]) => void;
  /** A reviewer's comment to bring into view once (see DiffList), and what is told when it was. */
  readonly revealing?: ReviewComment | null;
  readonly onRevealed?: () => void;
}

/** Every file of a diff, with the shown round's comments inline. */
export const DiffView = forwardRef<DiffListHandle, DiffViewProps>(function DiffView(props, ref) {
  const { diff, comments, side, origin, people, worker, anchorId } = props;
  const outside = useMemo(
    () => (origin ? commentsOutside(diff.files, comments) : []),
    [origin, diff.files, comments],
  );
  const humanOutside = useMemo(
    () => commentsOutside(diff.files, people.comments),
    [diff.files, people.comments],
  );
  const outsideRef = useRef<HTMLElement>(null);
  // The list's handle, for N on the comments above it, and for whoever holds this view's ref.
  const list = useRef<DiffListHandle | null>(null);
  const setList = useCallback(
    (handle: DiffListHandle | null) => {
      list.current = handle;
      if (typeof ref === 'function') ref(handle);
      else if (ref) ref.current = handle;
    },
    [ref],
  );
  // The comments being written, outside the rows: a row leaves the page when scrolled away.
  const scope = people.draftScope ?? null;
  const drafts = useMemo(
    () => new CommentDrafts(scope === null ? null : tabStorage(), scope ?? ''),
    [scope],
  );
  const forms = useSyncExternalStore(drafts.subscribe, drafts.forms);
  // An edit above a form's line (an agent at work) moves the line: the form goes with it.
  useEffect(() => {
    for (const { path, target } of forms) {
      const file = diff.files.find((f) => isCommentOn(f, { file: path, line: target.line }));
      const moved = file && followedTarget(file, target);
      if (moved) drafts.move(path, target.line, moved, hasKeyboard(target.line));
    }
  }, [diff.files, forms, drafts]);
  // A form on a file the diff no longer holds (its change was undone) keeps its text here.
  const formsOutside = useMemo(
    () => (people.canAdd ? commentsOutside(diff.files, draftLines(forms)) : []),
    [people.canAdd, diff.files, forms],
  );
  const { tokens, highlighting } = useDiffTokens(diff, worker);
  const hasOutside = outside.length > 0 || humanOutside.length > 0 || formsOutside.length > 0;
  /** N on the comments above the list (the section itself, not a button or form in it): on to the list's first. */
  function onOutsideKeyDown(event: KeyboardEvent) {
    if (event.target !== event.currentTarget || event.altKey || event.metaKey || event.ctrlKey)
      return;
    if (event.key !== 'n' && event.key !== 'N') return;
    event.preventDefault();
    list.current?.toFirstComment();
  }
  return (
    // Busy while the worker still colours files: the lines are all there already.
    <div className="diff-view" aria-busy={highlighting}>
      {diff.warnings.length > 0 && (
        <details className="diff-warnings">
          <summary>
            {diff.warnings.length === 1
              ? 'One part of the diff could not be read'
              : `${diff.warnings.length} parts of the diff could not be read`}
          </summary>
          <ul>
            {diff.warnings.map((w, i) => (
              <li key={i}>
                Line {w.line}: {w.message}
              </li>
            ))}
          </ul>
        </details>
      )}
      {hasOutside && (
        // A stop for N and P before the list's first (see onOutsideKeyDown).
        <section
          ref={outsideRef}
          className="file-comments"
          aria-label="Comments on files not in this diff"
          tabIndex={-1}
          onKeyDown={onOutsideKeyDown}
        >
          <p className="file-comments-note">On files not in this diff</p>
          {origin &&
            outside.map((comment, i) => (
              <div key={i}>
                {startsFile(outside, i) && <code className="comment-file">{comment.file}</code>}
                <CommentCard comment={comment} origin={origin} />
              </div>
            ))}
          {humanOutside.map((comment, i) => (
            <div key={comment.id}>
              {startsFile(humanOutside, i) && <code className="comment-file">{comment.file}</code>}
              <HumanCommentCard comment={comment} onRemove={people.actions.remove} />
            </div>
          ))}
          {formsOutside.map(({ file, line }) => (
            <div key={`${line}:${file}`}>
              <code className="comment-file">
                {file}, line {line}
              </code>
              <CommentForm
                {...draftFormProps(drafts, people.actions.add, file, line, {
                  close: () => drafts.close(file, line),
                  // No line to go back to: the keyboard goes to this list.
                  leave: () => outsideRef.current?.focus(),
                })}
              />
            </div>
          ))}
        </section>
      )}
      {diff.files.length === 0 ? (
        <p className="diff-empty">No changes.</p>
      ) : (
        <DiffList
          ref={setList}
          files={diff.files}
          comments={comments}
          side={side}
          origin={origin}
          people={people}
          tokens={tokens}
          layout={props.layout}
          found={props.found}
          anchorId={anchorId}
          textOrigin={props.textOrigin ?? null}
          drafts={drafts}
          forms={forms}
          {...(hasOutside ? { onBeforeFirstComment: () => outsideRef.current?.focus() } : {})}
          {...(props.onShownLines ? { onShownLines: props.onShownLines } : {})}
          revealing={props.revealing ?? null}
          {...(props.onRevealed ? { onRevealed: props.onRevealed } : {})}
        />
      )}
    </div>
  );
});

/** Whether the keyboard is in the comment form on line `line` (forms are named by their line). */
function hasKeyboard(line: number): boolean {
  return (
    document.activeElement?.closest('form')?.getAttribute('aria-label') ===
    `Comment on line ${line}`
  );
}
