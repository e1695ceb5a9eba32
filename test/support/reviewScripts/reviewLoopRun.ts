/**
 * Running one review loop through the real Parley core: a temp repo holding
 * the change, the core with the agents' environment, author and reviewer
 * sessions of the same agent profile (unattended under their roles'
 * permission policies, as the command line starts them), a review with auto-iterate, and a wait until the review
 * stops. Everything the core emitted is kept for the test to check.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AgentReview, ParleyEvent } from '../../../shared/contract';
import type { LocalParleyCore } from '../../../main/core/parleyCore';
import { createParleyCore } from '../../../main/core/parleyCore';
import type { FakeModelServer } from '../fakeModel/server';
import type { TempRepo } from '../gitRepo';
import { createTempRepo } from '../gitRepo';
import { waitFor } from '../poll';
import type { CartChange } from './cartChange';
import { CART_FILE } from './cartChange';
import type { ReviewLoopModel } from './reviewLoopModel';

const SIZE = { cols: 100, rows: 30 };
const CLIENT = { clientId: 'review-loop-test' };

/** Where a review stops on its own: done, or waiting for a person. */
const STOPPED: readonly AgentReview['status'][] = [
  'approved',
  'max-rounds',
  'needs-discussion',
  'stalled',
  'paused',
  'error',
  'cancelled',
];

/** A temp repo with CART_FILE committed as `base` and changed (uncommitted) to `changed`. */
export async function createCartRepo(change: CartChange): Promise<TempRepo> {
  const repo = await createTempRepo({ [CART_FILE]: change.base });
  await fs.writeFile(repo.file(CART_FILE), change.changed);
  return repo;
}

export interface LoopCore {
  readonly core: LocalParleyCore;
  /** Every event but terminal output, in order. */
  readonly events: ParleyEvent[];
  dispose(): Promise<void>;
}

export async function startLoopCore(workspace: string, env: Record<string, string>) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
  const core = await createParleyCore({
    workspace,
    dataDir,
    isDesktop: false,
    version: 'test',
    env,
    // Well inside the tests' own timeouts, so a stuck phase fails as a review error.
    reviewTimeouts: { readyMs: 30_000, reviewMs: 40_000, authorMs: 40_000 },
  });
  const events: ParleyEvent[] = [];
  core.onEvent((event) => {
    if (event.name !== 'session:did-output') events.push(event);
  });
  return {
    core,
    events,
    async dispose() {
      await core.dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  } satisfies LoopCore;
}

export interface LoopRun {
  readonly review: AgentReview;
  readonly authorId: string;
  readonly reviewerId: string;
  /** A failure message's context: the review, the model's steps, the fake's requests. */
  trace(): string;
}

/** Starts both sessions, installs the model, runs the review and waits until it stops. */
export async function runReviewLoop(options: {
  readonly loop: LoopCore;
  readonly profileId: string;
  readonly workspace: string;
  readonly fake: FakeModelServer;
  readonly model: ReviewLoopModel;
  readonly timeoutMs: number;
}): Promise<LoopRun> {
  const { core } = options.loop;
  options.model.installOn(options.fake);
  const author = core.sessions.create({
    profileId: options.profileId,
    name: 'author',
    cwd: options.workspace,
    ...SIZE,
    role: 'author',
  });
  const reviewer = core.sessions.create({
    profileId: options.profileId,
    name: 'reviewer',
    cwd: options.workspace,
    ...SIZE,
    role: 'reviewer',
  });
  const started = await core.handlers['review:start'](
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
  const trace = () =>
    `${JSON.stringify(core.reviews.get(started.id), null, 1)}\n` +
    `model steps: ${options.model.steps.join(', ')}\n${options.fake.describe()}`;
  const review = await waitFor(
    () => STOPPED.includes(core.reviews.get(started.id).status) && core.reviews.get(started.id),
    { timeoutMs: options.timeoutMs, what: `review ${started.id} to stop`, describe: trace },
  );
  return { review, authorId: author.id, reviewerId: reviewer.id, trace };
}
