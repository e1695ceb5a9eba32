import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AgentReview, ParleyEvent } from '../../../../../shared/contract';
import { createParleyCore } from '../../../../../main/core/parleyCore';
import { ReviewsElsewhere } from '../../../../../main/core/review/engine/reviewsElsewhere';
import type { ReviewRecordStore } from '../../../../../main/core/review/storage/reviewRecords';
import { waitFor } from '../../../../support/poll';
import { callCore, reviewReaching, useSlipsWorkspace } from '../../../../support/slipsWorkspace';

/*
 * A review another process runs on the same data folder (a `parley review`
 * beside the app), with the real engine, parley-agent sessions and real git:
 * the app's core tells its windows as the review goes, and when it is
 * deleted, without a reload.
 */

const workspace = useSlipsWorkspace();
const PARLEY_AGENT = path.resolve(import.meta.dirname, '../../../../../bin/parley-agent.js');
const SLOW_REVIEWER = `'${process.execPath}' '${PARLEY_AGENT}' --delay-ms 2500`;

/** A second core on the workspace's data folder, following reviews run elsewhere or not. */
function appCore(followReviewsElsewhere: boolean) {
  return createParleyCore({
    workspace: workspace.repo.dir,
    dataDir: workspace.dataDir,
    isDesktop: false,
    version: 'test',
    followReviewsElsewhere,
  });
}

describe('reviews run by another process on the data folder', () => {
  it("reach a following core's windows as they change, and when they are deleted", async () => {
    const elsewhere = await workspace.setUp();
    const app = await appCore(true);
    try {
      const told: ParleyEvent[] = [];
      app.onEvent((event) => told.push(event));
      const changes = (id: string) =>
        told.flatMap((e) =>
          e.name === 'review:did-change' && e.payload.id === id ? [e.payload as AgentReview] : [],
        );

      const author = await workspace.session(elsewhere, 'author');
      // A reviewer that takes its time: the app sees the review while it runs.
      const reviewer = await workspace.session(elsewhere, 'reviewer', SLOW_REVIEWER);
      const started = await callCore(elsewhere, 'review:start', {
        authorSessionId: author.id,
        reviewerSessionId: reviewer.id,
        autoIterate: true,
      });
      await waitFor(() => changes(started.id).at(-1)?.runElsewhere === true, {
        timeoutMs: 10_000,
        what: 'the app to be told the review runs elsewhere',
      });
      expect(await callCore(app, 'review:get', { id: started.id })).toMatchObject({
        status: 'in-progress',
        runElsewhere: true,
      });
      await expect(callCore(app, 'review:cancel', { id: started.id })).rejects.toThrow(
        /being run by another Parley process/,
      );
      await reviewReaching(elsewhere, started.id, ['approved']);
      // Told it ended: the app's window shows it approved, as it is.
      await waitFor(() => changes(started.id).at(-1)?.status === 'approved', {
        timeoutMs: 10_000,
        what: 'the app to be told the review was approved',
        describe: () => JSON.stringify(changes(started.id).map((r) => r.status)),
      });
      const last = changes(started.id).at(-1)!;
      expect(last.runElsewhere).toBeUndefined();
      expect(last.rounds.map((r) => r.verdict)).toEqual(['changes-requested', 'approved']);

      await callCore(elsewhere, 'review:delete', { id: started.id });
      await waitFor(
        () => told.some((e) => e.name === 'review:did-delete' && e.payload.id === started.id),
        { timeoutMs: 10_000, what: 'the app to be told the review was deleted' },
      );
    } finally {
      await app.dispose();
    }
  });

  it("does not tell a following core's own reviews again once they end", async () => {
    await workspace.setUp();
    const app = await appCore(true);
    try {
      const told: AgentReview[] = [];
      app.onEvent((e) => {
        if (e.name === 'review:did-change') told.push(e.payload as AgentReview);
      });
      const author = await workspace.session(app, 'author');
      const reviewer = await workspace.session(app, 'reviewer');
      const started = await callCore(app, 'review:start', {
        authorSessionId: author.id,
        reviewerSessionId: reviewer.id,
      });
      await reviewReaching(app, started.id, ['approved']);
      const atEnd = told.length;
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      // Nothing after the end: a window takes a change after it for the review going on.
      expect(told.slice(atEnd)).toEqual([]);
      expect(told.at(-1)?.status).toBe('approved');
    } finally {
      await app.dispose();
    }
  });

  it('is not looked for by a core not asked to follow them (a command-line run)', async () => {
    const elsewhere = await workspace.setUp();
    const quiet = await appCore(false);
    try {
      const told: ParleyEvent[] = [];
      quiet.onEvent((event) => told.push(event));
      const author = await workspace.session(elsewhere, 'author');
      const reviewer = await workspace.session(elsewhere, 'reviewer');
      const started = await callCore(elsewhere, 'review:start', {
        authorSessionId: author.id,
        reviewerSessionId: reviewer.id,
      });
      await reviewReaching(elsewhere, started.id, ['approved']);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(told.filter((e) => e.name.startsWith('review:'))).toEqual([]);
    } finally {
      await quiet.dispose();
    }
  });
});

describe('looking for reviews run elsewhere', () => {
  it('tells a review whose process died as interrupted, though its file did not change', () => {
    let seen: Partial<AgentReview> = { id: 'r1', status: 'in-progress', runElsewhere: true };
    const told: Partial<AgentReview>[] = [];
    const look = new ReviewsElsewhere({
      store: {
        ids: () => ['r1'],
        version: () => 'v1',
        leftAsIs: () => false,
      } as unknown as ReviewRecordStore,
      read: () => seen as AgentReview,
      holds: () => false,
      changed: (review) => told.push(review),
      deleted: () => undefined,
    });
    look.look();
    look.look();
    expect(told).toEqual([]);
    // The process that ran it is gone: the same file now reads as interrupted.
    seen = { id: 'r1', status: 'interrupted' };
    look.look();
    expect(told).toEqual([{ id: 'r1', status: 'interrupted' }]);
    look.look();
    expect(told).toHaveLength(1);
  });
});
