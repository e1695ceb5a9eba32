import type { DiffFile, ReviewComment } from '../../../shared/contract';
import { CommentDrafts, type DraftLine } from '../../../renderer/src/diff/commentDrafts';
import { placeComments } from '../../../renderer/src/diff/commentPlacement';
import type { RowContext } from '../../../renderer/src/diff/rowContext';
import { toHunks } from '../../../renderer/src/diff/toHunks';
import type { CommentOrigin } from '../../../renderer/src/diff/CommentCard';

/**
 * What the rows of one file's diff share, as the diff list makes it, for
 * rendering rows alone: the reviewer's comments and the person's open forms
 * placed on the file's lines; every action does nothing.
 */
export function rowContextFor(
  file: DiffFile,
  options: {
    readonly comments?: readonly ReviewComment[];
    readonly origin?: CommentOrigin | null;
    readonly canAdd?: boolean;
    readonly drafts?: CommentDrafts;
    readonly forms?: readonly DraftLine[];
  } = {},
): RowContext {
  return {
    files: [file],
    changes: () => toHunks(file),
    comments: () => ({
      agent: placeComments(file, options.comments ?? [], 'new'),
      human: placeComments(file, [], 'new'),
      forms: placeComments(file, options.forms ?? [], 'new'),
    }),
    origin: options.origin ?? null,
    people: {
      comments: [],
      canAdd: options.canAdd ?? false,
      actions: { add: async () => null, remove: async () => null },
    },
    drafts: options.drafts ?? new CommentDrafts(null, ''),
    openForm: () => {},
    closeForm: () => {},
    leaveForm: () => {},
    openFile: () => {},
    expand: () => {},
    textError: () => null,
  };
}
