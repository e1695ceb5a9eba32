import type { DiffFile, DiffFileStatus, DiffHunk } from '../../../../shared/contract/diff';
import type { HunkRead } from './hunkReader';
import { parseGitHeaderNames, stripPrefix, unquotePath } from './quotedPath';

export type DiffFormat = 'git' | 'combined' | 'traditional';

/** A file section being read. Paths: undefined = not seen yet, null = /dev/null. */
export class FileDraft {
  headerOld: string | null = null;
  headerNew: string | null = null;
  minusPath: string | null | undefined = undefined;
  plusPath: string | null | undefined = undefined;
  renameFrom: string | null = null;
  renameTo: string | null = null;
  copyFrom: string | null = null;
  copyTo: string | null = null;
  newFile = false;
  deletedFile = false;
  oldMode: string | null = null;
  newMode: string | null = null;
  similarity: number | null = null;
  dissimilarity: number | null = null;
  oldHash: string | null = null;
  newHash: string | null = null;
  binary = false;
  noNewlineAtEof = false;
  added = 0;
  removed = 0;
  readonly hunks: DiffHunk[] = [];
  /** The last line index this file's section covers. */
  lastLine: number;

  constructor(
    readonly format: DiffFormat,
    readonly firstLine: number,
  ) {
    this.lastLine = firstLine;
  }

  /** `diff --git a/x b/y`: names as the header gives them (may be null if ambiguous). */
  static git(rest: string, at: number): FileDraft {
    const draft = new FileDraft('git', at);
    const names = parseGitHeaderNames(rest);
    draft.headerOld = names?.old ?? null;
    draft.headerNew = names?.new ?? null;
    return draft;
  }

  /** `diff --cc path` / `diff --combined path`: one name, no prefix. */
  static combined(rest: string, at: number): FileDraft {
    const draft = new FileDraft('combined', at);
    draft.headerOld = draft.headerNew = unquotePath(rest);
    return draft;
  }

  /** Sets the `---` / `+++` names; git's a/ b/ prefixes (or the first directory) go. */
  setSides(minus: string, plus: string): void {
    this.minusPath = sidePath(minus);
    this.plusPath = sidePath(plus);
  }

  addHunk(read: HunkRead): void {
    this.hunks.push(read.hunk);
    this.added += read.added;
    this.removed += read.removed;
    this.noNewlineAtEof ||= read.noNewline;
  }

  /** The file as the contract shows it; null when no name could be read at all. */
  finish(): DiffFile | null {
    const status = this.status();
    // The `diff --git` names beat `---`/`+++`, whose prefix stripping is a guess.
    const oldName = this.renameFrom ?? this.copyFrom ?? this.headerOld ?? this.minusPath;
    const newName = this.renameTo ?? this.copyTo ?? this.headerNew ?? this.plusPath;
    const oldPath = status === 'added' ? null : (oldName ?? newName ?? null);
    const newPath = status === 'deleted' ? null : (newName ?? oldName ?? null);
    const path = newPath ?? oldPath;
    if (path === null || path === '') return null;
    return {
      oldPath,
      newPath,
      path,
      status,
      binary: this.binary,
      combined: this.format === 'combined',
      similarity: this.similarity,
      dissimilarity: this.dissimilarity,
      oldMode: this.oldMode,
      newMode: this.newMode,
      oldHash: this.oldHash,
      newHash: this.newHash,
      noNewlineAtEof: this.noNewlineAtEof,
      added: this.added,
      removed: this.removed,
      hunks: this.hunks,
    };
  }

  private status(): DiffFileStatus {
    if (this.newFile || this.minusPath === null) return 'added';
    if (this.deletedFile || this.plusPath === null) return 'deleted';
    if (this.renameFrom !== null || this.renameTo !== null) return 'renamed';
    if (this.copyFrom !== null || this.copyTo !== null) return 'copied';
    if (this.format === 'traditional' && this.hunks.length > 0) {
      // Plain `diff -N` shows a missing side as an empty file, not /dev/null.
      if (this.hunks.every((h) => h.oldStart === 0 && h.oldLines === 0)) return 'added';
      if (this.hunks.every((h) => h.newStart === 0 && h.newLines === 0)) return 'deleted';
    }
    const modeOnly = this.hunks.length === 0 && !this.binary;
    if (
      modeOnly &&
      this.oldMode !== null &&
      this.newMode !== null &&
      this.oldMode !== this.newMode
    ) {
      return 'mode-changed';
    }
    return 'modified';
  }
}

/** A `---`/`+++` name: null for /dev/null; no trailing tab or timestamp; first component off. */
function sidePath(field: string): string | null {
  const name = field.startsWith('"') ? unquotePath(field) : withoutTimestamp(field);
  if (name === '/dev/null') return null;
  return stripPrefix(name);
}

const TRAILING_TIMESTAMPS = [
  // 2005-04-12 02:14:06.123456789 -0700 (GNU diff) or "... -07:00"
  / +\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?(?: [+-]\d\d:?\d\d)?$/,
  // Tue Apr 12 02:14:06 2005 (old diff -c style dates)
  / +[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \d{4}$/,
];

/** Plain names end at a tab (git adds one after names with spaces; diff puts the date there). */
function withoutTimestamp(field: string): string {
  const tab = field.indexOf('\t');
  if (tab !== -1) return field.slice(0, tab);
  for (const pattern of TRAILING_TIMESTAMPS) {
    const match = pattern.exec(field);
    if (match) return field.slice(0, match.index);
  }
  return field;
}
