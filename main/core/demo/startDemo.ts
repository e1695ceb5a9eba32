import type { DemoStarted } from '../../../shared/contract';
import type { ReviewEngine } from '../review/engine/reviewEngine';
import { parleyAgentProfile } from '../sessions/profiles/parleyAgent';
import type { SessionManager } from '../sessions/sessionManager';
import { createDemoRepo } from './createDemoRepo';

export interface DemoDeps {
  readonly sessions: SessionManager;
  readonly reviews: ReviewEngine;
}

/**
 * How long each of the demo agents' turns takes, its busy line showing: long
 * enough to read round 1's comments before the author fixes them.
 */
export const DEMO_TURN_MS = 3000;

/**
 * The first-run demo, as `parley demo` runs it: the sample project with its
 * flawed change in a new git repository, a parley-agent author and reviewer
 * in it, and a review with auto-iterate: round 1 asks for changes, the author
 * fixes them, round 2 approves. No API key, nothing to install. The window's
 * demo runs at a pace a person can follow; the command line's at full speed.
 */
export async function startDemo({ sessions, reviews }: DemoDeps): Promise<DemoStarted> {
  const workspace = await createDemoRepo();
  // parley-agent never asks for permission: it needs no role to run unattended.
  const args = [...parleyAgentProfile.args, '--delay-ms', String(DEMO_TURN_MS)];
  const start = (name: string) =>
    sessions.create({ profileId: 'parley-agent', cwd: workspace, name, args }).snapshot().id;
  const authorSessionId = start('Demo author');
  let reviewerSessionId: string;
  try {
    reviewerSessionId = start('Demo reviewer');
  } catch (error) {
    await sessions.close(authorSessionId);
    throw error;
  }
  let reviewId: string;
  try {
    reviewId = (
      await reviews.start({
        authorSessionId,
        reviewerSessionId,
        diffSource: { kind: 'working-tree' },
        autoIterate: true,
        costCeiling: null,
        effort: 'medium',
      })
    ).id;
  } catch (error) {
    // Two agents with nothing to do would only be in the way of the next try.
    await Promise.all([sessions.close(authorSessionId), sessions.close(reviewerSessionId)]);
    throw error;
  }
  return { workspace, authorSessionId, reviewerSessionId, reviewId };
}
