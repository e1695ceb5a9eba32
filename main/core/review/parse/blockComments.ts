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
  /**
   * Every block read so far, by its file and line values: what each was made
   * of. Comparing a block with the few read at its place costs less than
   * hashing it whole (a block is hundreds of characters, a place tens).
   */
  private readonly blocksRead = new Map<string, Map<string, (readonly string[])[]>>();
  private readonly comments = new CommentSet();

  add(draft: CommentDraft): void {
    const [file, line] = draft.place();
    let inFile = this.blocksRead.get(file);
    if (!inFile) this.blocksRead.set(file, (inFile = new Map()));
    let atPlace = inFile.get(line);
    if (!atPlace) inFile.set(line, (atPlace = []));
    if (atPlace.some((made) => draft.isMadeOf(made))) return;
    atPlace.push(draft.madeOf());
    const comment = draft.toComment();
    // A block's comment text comes out of toComment with its white space folded already.
    if (comment) this.comments.add(comment, comment.comment);
  }

  values(): ReviewComment[] {
    return this.comments.values();
  }
}
