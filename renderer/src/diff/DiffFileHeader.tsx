import type { DiffFile } from '../../../shared/contract';
import { Icon } from '../ui/Icon';
import { FileStatusBadge, LineCounts, displayPath } from './FileStatus';
import { OpenInEditorButton } from '../editor/OpenInEditor';

/** A file's header: stays at the top while its lines scroll under it. */
export function DiffFileHeader({
  file,
  open,
  onToggle,
}: {
  file: DiffFile;
  open: boolean;
  onToggle: () => void;
}) {
  const path = displayPath(file);
  return (
    <header className="diff-file-header">
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-label={`${open ? 'Collapse' : 'Expand'} ${file.path}`}
        onClick={onToggle}
      >
        <Icon name={open ? 'down' : 'right'} size={14} />
      </button>
      <FileStatusBadge status={file.status} />
      <span className="diff-file-path" title={path}>
        {path}
      </span>
      <LineCounts file={file} />
      {file.newPath && (
        <OpenInEditorButton file={file.newPath} line={file.hunks[0]?.newStart || undefined} />
      )}
    </header>
  );
}
