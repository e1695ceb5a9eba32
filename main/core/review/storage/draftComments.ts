import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { HumanCommentSchema, type HumanComment } from '../../../../shared/contract';
import { CoreError } from '../../api';
import { writeFileAtomic } from '../../store/atomicFile';

const DraftsSchema = z.array(HumanCommentSchema);
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export type CommentDraftInput = Pick<
  HumanComment,
  'file' | 'line' | 'severity' | 'comment' | 'treeRef'
>;

/**
 * A person's comments on a session's work before any review of it: kept in
 * `<dataDir>/draft-comments/<sessionId>.json` (one file per session, written
 * whole and atomically), and handed to the next review of that work, whose
 * first feedback carries them to the author.
 */
export class DraftComments {
  constructor(
    private readonly dataDir: string,
    private readonly now: () => Date,
  ) {}

  list(sessionId: string): HumanComment[] {
    const file = this.file(sessionId);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const parsed = DraftsSchema.safeParse(safeJson(text));
    if (!parsed.success) {
      throw new CoreError(
        'failed',
        `The draft comments in ${file} cannot be read; the file is left as it is.`,
      );
    }
    return parsed.data;
  }

  add(sessionId: string, draft: CommentDraftInput): HumanComment[] {
    const comment: HumanComment = {
      ...draft,
      id: `c-${randomUUID()}`,
      createdAt: this.now().toISOString(),
    };
    return this.write(sessionId, [...this.list(sessionId), comment]);
  }

  remove(sessionId: string, commentId: string): HumanComment[] {
    const drafts = this.list(sessionId);
    if (!drafts.some((c) => c.id === commentId))
      throw new CoreError('not-found', `There is no draft comment ${commentId}.`);
    return this.write(
      sessionId,
      drafts.filter((c) => c.id !== commentId),
    );
  }

  /** Once a review's record carries the drafts, they are no longer drafts. */
  clear(sessionId: string): void {
    fs.rmSync(this.file(sessionId), { force: true });
  }

  private write(sessionId: string, drafts: HumanComment[]): HumanComment[] {
    writeFileAtomic(this.file(sessionId), `${JSON.stringify(drafts, null, 1)}\n`, 0o600);
    return drafts;
  }

  private file(sessionId: string): string {
    // Only a plain id becomes a file name: no id can name a path elsewhere.
    if (!SAFE_ID.test(sessionId))
      throw new CoreError(
        'bad-input',
        `Not a session id: ${JSON.stringify(sessionId.slice(0, 140))}`,
      );
    return path.join(this.dataDir, 'draft-comments', `${sessionId}.json`);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
