import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AgentReview } from '../../shared/contract';
import { createDemoRepo } from '../../main/core/demo/createDemoRepo';
import { createParleyCore } from '../../main/core/parleyCore';

const CLIENT = { clientId: 'bench-loop' };
const READY_MS = 30_000;
const LOOP_LIMIT_MS = 120_000;

export interface LoopTiming {
  /** Start of the review to its approval, over the phases it ran: the mean phase's wall time. */
  readonly msPerPhase: number;
  readonly phases: number;
}

/**
 * One whole review loop through the real core, as `parley demo` runs it: the
 * demo project (round 1 asks for changes, the author fixes them, round 2
 * approves), two parley-agent sessions in real PTYs, already started and
 * ready, so the figure is the loop's and not the programs' start-up.
 * `screenOnly` runs it without turn signals: every turn end from the screen's
 * quiet period, the last fallback.
 */
export async function timeReviewLoop(screenOnly: boolean): Promise<LoopTiming> {
  const workspace = await createDemoRepo();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-bench-loop-'));
  const core = await createParleyCore({
    workspace,
    dataDir,
    isDesktop: false,
    version: 'bench',
    ...(screenOnly ? { turnSignals: null } : {}),
  });
  try {
    const create = () => core.handlers['session:create']({ profileId: 'parley-agent' }, CLIENT);
    const [author, reviewer] = [await create(), await create()];
    for (const { id } of [author, reviewer]) {
      await core.sessions.get(id).waitForStatus(['ready'], READY_MS);
    }
    let started = 0;
    const approved = new Promise<AgentReview>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The loop did not end in time.')),
        LOOP_LIMIT_MS,
      );
      core.onEvent((event) => {
        if (event.name !== 'review:did-change') return;
        const review = event.payload;
        if (review.status === 'approved') {
          clearTimeout(timer);
          resolve(review);
        } else if (['error', 'max-rounds', 'needs-discussion', 'paused'].includes(review.status)) {
          clearTimeout(timer);
          reject(new Error(`The loop ended ${review.status}, not approved.`));
        }
      });
    });
    started = performance.now();
    await core.handlers['review:start'](
      {
        authorSessionId: author.id,
        reviewerSessionId: reviewer.id,
        diffSource: { kind: 'working-tree' },
        autoIterate: true,
        costCeiling: null,
        effort: 'medium',
      },
      CLIENT,
    );
    const review = await approved;
    const elapsed = performance.now() - started;
    // Each round reviews once; each round but the last also has the author's fixing turn.
    const phases = review.rounds.length * 2 - 1;
    return { msPerPhase: elapsed / phases, phases };
  } finally {
    await core.dispose();
    await rm(workspace, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}
