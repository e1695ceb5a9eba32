import type { DiffFile, DiffFileStatus } from '../../../shared/contract';

const letters: Readonly<Record<DiffFileStatus, string>> = {
  added: 'A',
  deleted: 'D',
  modified: 'M',
  renamed: 'R',
  copied: 'C',
  'mode-changed': 'T',
};

const words: Readonly<Record<DiffFileStatus, string>> = {
  added: 'Added',
  deleted: 'Deleted',
  modified: 'Modified',
  renamed: 'Renamed',
  copied: 'Copied',
  'mode-changed': 'Mode changed',
};

/** A one-letter status, as git prints it, with the word for screen readers and tooltips. */
export function FileStatusBadge({ status }: { status: DiffFileStatus }) {
  return (
    <span className="file-status" data-status={status} title={words[status]}>
      <span aria-hidden="true">{letters[status]}</span>
      <span className="visually-hidden">{words[status]}</span>
    </span>
  );
}

/** The path to show: "old → new" for renames and copies. */
export function displayPath(file: DiffFile): string {
  if ((file.status === 'renamed' || file.status === 'copied') && file.oldPath && file.newPath)
    return `${file.oldPath} → ${file.newPath}`;
  return file.path;
}

export function LineCounts({ file }: { file: DiffFile }) {
  if (file.binary) return <span className="line-counts">binary</span>;
  return (
    <span className="line-counts" aria-label={`${file.added} added, ${file.removed} removed`}>
      <span className="count-added">+{file.added}</span>
      <span className="count-removed">−{file.removed}</span>
    </span>
  );
}
