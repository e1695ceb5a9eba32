import type { HunkData } from 'react-diff-view';
import type { DiffFile, HumanComment, ReviewComment } from '../../../shared/contract';
import type { PeopleComments } from '../model/humanComments';
import type { CommentOrigin } from './CommentCard';
import type { CommentTarget, PlacedComments } from './commentPlacement';
import type { LineRange } from './expansion';

/** A file's comments, placed on its lines or listed at its top. */
export interface FileComments {
  readonly agent: PlacedComments<ReviewComment>;
  readonly human: PlacedComments<HumanComment>;
}

/** The open comment form: which file, which line. */
export interface OpenForm {
  readonly path: string;
  readonly target: CommentTarget;
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
  readonly form: OpenForm | null;
  readonly openForm: (path: string, target: CommentTarget) => void;
  readonly closeForm: () => void;
  readonly openFile: (file: number) => void;
  /** Shows more unchanged lines of file `file`. */
  readonly expand: (file: number, range: LineRange) => void;
  /** Why file `file`'s other lines could not be read, if they could not. */
  readonly textError: (file: number) => string | null;
}
