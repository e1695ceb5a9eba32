import type { DiffFile } from '../../../shared/contract';
import { commentCount, type LineComment } from './commentPlacement';
import { FileStatusBadge, LineCounts, displayPath } from './FileStatus';

interface FileListProps {
  readonly files: readonly DiffFile[];
  /** The reviewer's and people's comments on the diff shown. */
  readonly comments: readonly LineComment[];
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
                {/* Laid out left to right inside the right-to-left box that cuts it at the left. */}
                <bdi dir="ltr">{displayPath(file)}</bdi>
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
