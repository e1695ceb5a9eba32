import type { ReviewComment } from '../../../../shared/contract';
import type { CommentDraft } from './commentDraft';
import { CommentSet } from './merge';

/**
 * The comments of an answer's blocks (FILE/LINE/SEVERITY/COMMENT, or an
 * annotation line), each once. A transcript shows the same answer again and
 * again: a block read before makes the comment it made then (kept already,
 * or none), so it is not made and compared again.
 */
export class BlockComments {
  /** Every block read so far, by all it is made of (see CommentDraft.key). */
  private readonly blocksRead = new Set<string>();
  private readonly comments = new CommentSet();

  add(draft: CommentDraft): void {
    const key = draft.key();
    if (this.blocksRead.has(key)) return;
    this.blocksRead.add(key);
    const comment = draft.toComment();
    // A block's comment text comes out of toComment with its white space folded already.
    if (comment) this.comments.add(comment, comment.comment);
  }

  values(): ReviewComment[] {
    return this.comments.values();
  }
}
