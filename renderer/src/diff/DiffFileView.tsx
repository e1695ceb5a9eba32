import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RenderGutter } from 'react-diff-view';
import type { DiffFile, ReviewComment, Severity } from '../../../shared/contract';
import { Icon } from '../components/Icon';
import { CommentList, type CommentOrigin } from './CommentCard';
import {
  commentTarget,
  placeComments,
  type CommentSide,
  type CommentTarget,
} from './commentPlacement';
import { FileDiffTable } from './FileDiffTable';
import { FileStatusBadge, LineCounts, displayPath } from './FileStatus';
import { HumanCommentList } from './HumanCommentCard';
import type { PeopleComments } from './humanCommentState';
import { LineComments } from './LineComments';
import { lineCount, toHunks } from './toHunks';

/** Files with more diff lines than this start collapsed, so a huge refactor opens fast. */
export const LARGE_FILE_LINES = 1_500;

interface DiffFileViewProps {
  readonly file: DiffFile;
  readonly anchorId: string;
  /** The comments of the round shown; those on other files are ignored here. */
  readonly comments: readonly ReviewComment[];
  readonly side: CommentSide;
  readonly origin: CommentOrigin | null;
  readonly people: PeopleComments;
  readonly worker: Worker | null;
}

/** One file of a diff: its header, comments not on a diff line, and its hunks with inline comments. */
export function DiffFileView(props: DiffFileViewProps) {
  const { file, anchorId, comments, side, origin, people, worker } = props;
  const lines = lineCount(file);
  const [expanded, setExpanded] = useState(lines <= LARGE_FILE_LINES);
  // The line a person is writing a comment on, if any: one form per file.
  const [form, setForm] = useState<CommentTarget | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const hunks = useMemo(() => toHunks(file), [file]);
  const placed = useMemo(() => placeComments(file, comments, side), [file, comments, side]);
  const placedHuman = useMemo(
    () => placeComments(file, people.comments, side),
    [file, people.comments, side],
  );
  const openForm = people.canAdd ? form : null;
  const { add, remove } = people.actions;

  const closeForm = useCallback(() => {
    const key = form?.key;
    setForm(null);
    // Back to the line's + button, so the keyboard carries on from where it was.
    if (key) sectionRef.current?.querySelector<HTMLElement>(`[data-comment-key="${key}"]`)?.focus();
  }, [form]);

  const widgets = useMemo(() => {
    const out: Record<string, ReactNode> = {};
    const keys = new Set([
      ...(origin ? placed.byChange.keys() : []),
      ...placedHuman.byChange.keys(),
      ...(openForm ? [openForm.key] : []),
    ]);
    for (const key of keys) {
      const target = openForm?.key === key ? openForm : null;
      out[key] = (
        <LineComments
          agent={placed.byChange.get(key) ?? []}
          origin={origin}
          human={placedHuman.byChange.get(key) ?? []}
          onRemove={remove}
          formLine={target?.line ?? null}
          onAdd={(severity: Severity, comment: string) =>
            add({ file: file.path, line: target?.line ?? 0, severity, comment })
          }
          onCloseForm={closeForm}
        />
      );
    }
    return out;
  }, [placed, placedHuman, origin, openForm, file.path, add, remove, closeForm]);

  const renderGutter = useMemo<RenderGutter | undefined>(() => {
    if (!people.canAdd) return undefined;
    return ({ change, side: gutterSide, renderDefault, wrapInAnchor }) => {
      const target = gutterSide === 'new' ? commentTarget(change) : null;
      if (!target) return wrapInAnchor(renderDefault());
      return (
        <>
          {wrapInAnchor(renderDefault())}
          <button
            type="button"
            className="add-comment"
            data-comment-key={target.key}
            aria-label={`Comment on line ${target.line} of ${file.path}`}
            aria-expanded={openForm?.key === target.key}
            title="Comment on this line"
            onClick={() => setForm(target)}
          >
            <Icon name="plus" size={12} />
          </button>
        </>
      );
    };
  }, [people.canAdd, openForm, file.path]);
  const path = displayPath(file);
  const unplacedHuman = placedHuman.unplaced;

  return (
    <section
      ref={sectionRef}
      className="diff-file"
      id={anchorId}
      aria-label={`Diff of ${file.path}`}
      tabIndex={-1}
    >
      <header className="diff-file-header">
        <button
          type="button"
          className="icon-button"
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${file.path}`}
          onClick={() => setExpanded((open) => !open)}
        >
          <Icon name={expanded ? 'down' : 'right'} size={14} />
        </button>
        <FileStatusBadge status={file.status} />
        <span className="diff-file-path" title={path}>
          {path}
        </span>
        <LineCounts file={file} />
      </header>
      {((origin && placed.unplaced.length > 0) || unplacedHuman.length > 0) && (
        <div className="file-comments">
          <p className="file-comments-note">Not on a line of this diff</p>
          {origin && placed.unplaced.length > 0 && (
            <CommentList comments={placed.unplaced} origin={origin} />
          )}
          {unplacedHuman.length > 0 && (
            <HumanCommentList comments={unplacedHuman} onRemove={remove} />
          )}
        </div>
      )}
      {expanded ? (
        <FileBody file={file}>
          <FileDiffTable
            file={file}
            hunks={hunks}
            widgets={widgets}
            renderGutter={renderGutter}
            worker={worker}
          />
        </FileBody>
      ) : (
        <button type="button" className="diff-collapsed" onClick={() => setExpanded(true)}>
          {lines > LARGE_FILE_LINES
            ? `Large diff: ${lines.toLocaleString('en-US')} lines — show it`
            : 'Show the diff'}
        </button>
      )}
    </section>
  );
}

/** What a file without text hunks is about, and a note when its mode changed. */
function FileBody({ file, children }: { file: DiffFile; children: ReactNode }) {
  const modeChanged =
    file.oldMode !== null && file.newMode !== null && file.oldMode !== file.newMode;
  const notes: string[] = [];
  if (modeChanged) notes.push(`File mode ${file.oldMode} → ${file.newMode}`);
  if (file.combined) notes.push('Merge diff: lines are numbered against the first parent');
  if (file.binary) notes.push('Binary file — its content is not shown');
  else if (file.hunks.length === 0) notes.push(emptyChangeText(file));
  return (
    <>
      {notes.map((note) => (
        <p key={note} className="diff-note">
          {note}
        </p>
      ))}
      {!file.binary && file.hunks.length > 0 && children}
    </>
  );
}

function emptyChangeText(file: DiffFile): string {
  switch (file.status) {
    case 'added':
      return 'Empty file added';
    case 'deleted':
      return 'Empty file deleted';
    case 'renamed':
      return `Renamed without content changes${file.similarity !== null ? ` (${file.similarity}% similar)` : ''}`;
    case 'copied':
      return 'Copied without content changes';
    case 'mode-changed':
      return 'Only the file mode changed';
    case 'modified':
      return 'No content changes';
  }
}
