import type { AgentReview } from '../../../../shared/contract';
import { ReviewStartInputSchema } from '../../../../shared/contract';
import type { LocalParleyCore } from '../../../core/parleyCore';
import type { AgentSpec } from './agentSpec';
import { DialogWatch, stuckDialogAdvice } from './dialogWatch';
import type { Progress } from './progress';
import { isRunningStatus } from '../../../../shared/contract';
import { ReviewProgress } from './reviewProgress';
import type { ReviewSettings } from './reviewSettings';
import { closeQuietly, exitedSessionReport, startReviewSessions } from './reviewSessions';

export interface ReviewRunRequest {
  readonly core: LocalParleyCore;
  readonly workspace: string;
  readonly author: AgentSpec;
  readonly reviewer: AgentSpec;
  /** One session plays both roles. */
  readonly selfReview: boolean;
  /** Commands the agents may run beyond the project's own checks and read-only git (--allow). */
  readonly allowedCommands: readonly string[];
  readonly settings: ReviewSettings;
  readonly progress: Progress;
  /** Aborted on SIGINT / SIGTERM (its reason is the signal's name). */
  readonly stopSignal: AbortSignal;
  /** How long a session may show a dialog nobody can answer before the run gives up. */
  readonly dialogLimitMs: number;
}

/** Why the run stopped: the review settled by itself, or it was given up. */
export type ReviewRunEnd =
  | { readonly kind: 'settled' }
  | { readonly kind: 'signal'; readonly signal: string }
  | { readonly kind: 'dialog'; readonly message: string };

export interface ReviewRunResult {
  readonly review: AgentReview;
  readonly end: ReviewRunEnd;
  /** What went wrong with the agents (a session that exited, a dialog still up), for people. */
  readonly problems: readonly string[];
}

const CLI_CLIENT = { clientId: 'parley-cli' };

/**
 * One review from the command line, start to end: starts the two sessions,
 * starts the review, reports its progress, and waits until it settles (or a
 * signal arrives, or an agent sits on a dialog too long — then the review is
 * cancelled). The sessions are closed whatever happens; the caller disposes
 * the core.
 */
export async function runReview(request: ReviewRunRequest): Promise<ReviewRunResult> {
  const { core, stopSignal } = request;
  const sessions = startReviewSessions(core, request.workspace, request);
  const describe = (id: string) => sessions.roles.get(id) ?? 'agent';
  const tracker = new ReviewProgress(request.progress, {
    author: request.author.label,
    reviewer: request.reviewer.label,
  });

  let reviewId: string | undefined;
  let settle: (end: ReviewRunEnd) => void = () => undefined;
  const ended = new Promise<ReviewRunEnd>((resolve) => (settle = resolve));
  const observe = (review: AgentReview) => {
    tracker.update(review);
    // The command line does not wait on a person: any status but running ends the run.
    if (!isRunningStatus(review.status)) settle({ kind: 'settled' });
  };
  const limitSeconds = Math.round(request.dialogLimitMs / 1000);
  const dialogs = new DialogWatch(
    request.dialogLimitMs,
    (id, label) =>
      request.progress.warn(
        `The ${describe(id)} shows a dialog: "${label}". Nobody can answer it in a command-line run; giving up in ${limitSeconds}s unless it goes away.`,
      ),
    (stuck) =>
      settle({
        kind: 'dialog',
        message: stuckDialogAdvice(stuck, describe(stuck.sessionId), request.workspace),
      }),
  );
  const unsubscribe = core.onEvent((event) => {
    if (event.name === 'session:did-change' && sessions.roles.has(event.payload.id)) {
      dialogs.update(event.payload);
    } else if (event.name === 'review:did-change' && event.payload.id === reviewId) {
      observe(event.payload);
    }
  });
  const onStop = () => settle({ kind: 'signal', signal: String(stopSignal.reason ?? 'SIGINT') });
  stopSignal.addEventListener('abort', onStop, { once: true });
  if (stopSignal.aborted) onStop();

  try {
    for (const id of sessions.roles.keys()) dialogs.update(core.sessions.get(id).snapshot());
    const input = ReviewStartInputSchema.parse({
      ...request.settings,
      authorSessionId: sessions.authorId,
      reviewerSessionId: sessions.reviewerId,
    });
    reviewId = (await core.handlers['review:start'](input, CLI_CLIENT)).id;
    observe(core.reviews.get(reviewId));
    const end = await ended;
    if (end.kind !== 'settled') {
      tracker.abort(end.kind === 'signal' ? `Stopped by ${end.signal}.` : end.message);
      await cancelUnlessSettled(core, reviewId);
    }
    // A dialog that ended the run has been reported already.
    const problems = await agentProblems(core, sessions.roles, end.kind !== 'dialog');
    const review = core.reviews.get(reviewId);
    return { review, end, problems };
  } finally {
    stopSignal.removeEventListener('abort', onStop);
    unsubscribe();
    dialogs.dispose();
    request.progress.stop();
    await closeQuietly(core, sessions.roles.keys());
  }
}

async function cancelUnlessSettled(core: LocalParleyCore, id: string): Promise<void> {
  if (!isRunningStatus(core.reviews.get(id).status)) return;
  await core.handlers['review:cancel']({ id }, CLI_CLIENT);
}

/** Sessions that exited, or still show a dialog: the likeliest reason a run failed. */
async function agentProblems(
  core: LocalParleyCore,
  roles: ReadonlyMap<string, string>,
  withDialogs: boolean,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [id, description] of roles) {
    const snapshot = core.sessions.get(id).snapshot();
    if (withDialogs && snapshot.status === 'dialog') {
      problems.push(`The ${description} still shows a dialog: "${snapshot.dialog ?? '?'}".`);
    }
    const exited = await exitedSessionReport(core, id, description);
    if (exited) problems.push(exited);
  }
  return problems;
}
