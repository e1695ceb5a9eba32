import { useMemo, useState, type ReactNode } from 'react';
import type { DiffFile, ReviewComment } from '../../../shared/contract';
import { Icon } from '../components/Icon';
import { CommentList, type CommentOrigin } from './CommentCard';
import { placeComments, type CommentSide } from './commentPlacement';
import { FileDiffTable } from './FileDiffTable';
import { FileStatusBadge, LineCounts, displayPath } from './FileStatus';
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
  readonly worker: Worker | null;
}

/** One file of a diff: its header, comments not on a diff line, and its hunks with inline comments. */
export function DiffFileView({
  file,
  anchorId,
  comments,
  side,
  origin,
  worker,
}: DiffFileViewProps) {
  const lines = lineCount(file);
  const [expanded, setExpanded] = useState(lines <= LARGE_FILE_LINES);
  const hunks = useMemo(() => toHunks(file), [file]);
  const placed = useMemo(() => placeComments(file, comments, side), [file, comments, side]);
  const widgets = useMemo(() => {
    const out: Record<string, ReactNode> = {};
    if (!origin) return out;
    for (const [key, list] of placed.byChange) {
      out[key] = <CommentList comments={list} origin={origin} />;
    }
    return out;
  }, [placed, origin]);
  const path = displayPath(file);

  return (
    <section className="diff-file" id={anchorId} aria-label={`Diff of ${file.path}`} tabIndex={-1}>
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
      {origin && placed.unplaced.length > 0 && (
        <div className="file-comments">
          <p className="file-comments-note">Not on a line of this diff</p>
          <CommentList comments={placed.unplaced} origin={origin} />
        </div>
      )}
      {expanded ? (
        <FileBody file={file}>
          <FileDiffTable file={file} hunks={hunks} widgets={widgets} worker={worker} />
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
