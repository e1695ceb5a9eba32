import type { HunkData } from 'react-diff-view';
import type { DiffFile, HumanComment, ReviewComment } from '../../../shared/contract';
import type { PeopleComments } from '../model/humanComments';
import type { CommentOrigin } from './CommentCard';
import type { CommentDrafts, DraftLine } from './commentDrafts';
import type { CommentTarget, PlacedComments } from './commentPlacement';
import type { LineRange } from './expansion';

/** A file's comments, placed on its lines or listed at its top. */
export interface FileComments {
  readonly agent: PlacedComments<ReviewComment>;
  readonly human: PlacedComments<HumanComment>;
  /** The person's open comment forms on the file. */
  readonly forms: PlacedComments<DraftLine>;
}

/**
 * What every row of one diff shares. Rows are memoised on it, so it changes
 * only when the diff, its comments or the form do, never on a scroll.
 */
export interface RowContext {
  readonly files: readonly DiffFile[];
  readonly changes: (file: number) => readonly HunkData[];
  readonly comments: (file: number) => FileComments;
  readonly origin: CommentOrigin | null;
  readonly people: PeopleComments;
  /** What is written in each form, kept while its row is off screen and across a reload. */
  readonly drafts: CommentDrafts;
  readonly openForm: (path: string, target: CommentTarget) => void;
  /** Closes a form (its comment added, or cancelled) and puts the keyboard back on its line. */
  readonly closeForm: (path: string, target: CommentTarget) => void;
  /** Puts the keyboard back on a form's line and leaves the form open, its text kept. */
  readonly leaveForm: (path: string, target: CommentTarget) => void;
  readonly openFile: (file: number) => void;
  /** Shows more unchanged lines of file `file`. */
  readonly expand: (file: number, range: LineRange) => void;
  /** Why file `file`'s other lines could not be read, if they could not. */
  readonly textError: (file: number) => string | null;
}
