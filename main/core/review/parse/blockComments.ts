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
   * The blocks read so far, by their FILE and LINE values: those are short,
   * and a block read before is told by comparing it with the few read at its
   * place (hashing each whole block costs nearly what making its comment does).
   */
  private readonly blocksRead = new Map<string, Map<string, BlocksAtPlace>>();
  private readonly comments = new CommentSet();

  add(draft: CommentDraft): void {
    const file = draft.value('file') ?? '';
    let byLine = this.blocksRead.get(file);
    if (!byLine) this.blocksRead.set(file, (byLine = new Map()));
    const line = draft.value('line') ?? '';
    let blocks = byLine.get(line);
    if (!blocks) byLine.set(line, (blocks = new BlocksAtPlace()));
    if (!blocks.add(draft.key())) return;
    const comment = draft.toComment();
    // A block's comment text comes out of toComment with its white space folded already.
    if (comment) this.comments.add(comment, comment.comment);
  }

  values(): ReviewComment[] {
    return this.comments.values();
  }
}

/** How many blocks at one place are compared one by one before they are kept in a set. */
const FEW_BLOCKS = 8;

/** The blocks read at one place, each as its draft's key. */
class BlocksAtPlace {
  private readonly few: string[] = [];
  /** Past a few blocks, all of them: many blocks at one place cost no more each. */
  private many: Set<string> | null = null;

  /** False when the block was read here already. */
  add(key: string): boolean {
    if (this.many) {
      if (this.many.has(key)) return false;
      this.many.add(key);
      return true;
    }
    if (this.few.includes(key)) return false;
    this.few.push(key);
    if (this.few.length > FEW_BLOCKS) this.many = new Set(this.few);
    return true;
  }
}
