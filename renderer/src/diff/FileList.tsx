import type { DiffFile, ReviewComment } from '../../../shared/contract';
import { commentCount } from './commentPlacement';
import { FileStatusBadge, LineCounts, displayPath } from './FileStatus';

interface FileListProps {
  readonly files: readonly DiffFile[];
  readonly comments: readonly ReviewComment[];
  readonly onOpen: (index: number) => void;
}

/** The changed files at a glance: status, +/−, comments; a click jumps to the file. */
export function FileList({ files, comments, onOpen }: FileListProps) {
  return (
    <ul className="file-list" aria-label="Changed files">
      {files.map((file, i) => {
        const count = commentCount(file, comments);
        return (
          <li key={`${i}:${file.path}`}>
            <button type="button" className="file-row" onClick={() => onOpen(i)}>
              <FileStatusBadge status={file.status} />
              <span className="file-row-path" title={displayPath(file)}>
                {displayPath(file)}
              </span>
              {count > 0 && (
                <span
                  className="comment-count"
                  aria-label={count === 1 ? '1 comment' : `${count} comments`}
                >
                  {count}
                </span>
              )}
              <LineCounts file={file} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
