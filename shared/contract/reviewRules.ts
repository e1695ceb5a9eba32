/*
 * The rules of a review's life that more than one process reads: which
 * statuses mean the loop is running or finished, the round limit, which round
 * is being worked on, and which person's actions a review allows. The core's
 * state machine, the command line and the renderer all ask here, so a button
 * the UI shows is one the core takes.
 */

/** Every status a review can be in (ReviewStatusSchema is made of them). */
export const reviewStatuses = [
  'pending',
  'queued',
  'in-progress',
  'changes-requested',
  'approved',
  'max-rounds',
  'needs-discussion',
  /** A round made no progress (the same findings open, or nothing changed): a person decides. */
  'stalled',
  'paused',
  'error',
  'cancelled',
  /** Was running when the app stopped; can resume from its phase. */
  'interrupted',
] as const;
type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * What the rules read of a review, by shape: the contract's AgentReview is one
 * (this module imports nothing, so the model can import its limit and statuses).
 */
interface ReviewState {
  readonly status: ReviewStatus;
  readonly phase?: string;
  readonly rounds: readonly {
    readonly roundNumber: number;
    readonly verdict: string | null;
    readonly reviewComments: readonly unknown[];
    readonly verdictRestatement?: string;
  }[];
  readonly humanComments?: readonly {
    readonly sentInRound?: number;
    readonly resolution?: string;
  }[];
}

/** The most rounds a review can have, however its limit is raised. */
export const ROUND_LIMIT = 20;

/**
 * A process is driving the review (a phase running or about to). One left so
 * by a process that is gone was cut short: it shows as interrupted.
 */
const RUNNING: ReadonlySet<ReviewStatus> = new Set(['pending', 'queued', 'in-progress']);

/** Nothing more happens to it by itself, and no cancel or force-approve applies. */
const FINISHED: ReadonlySet<ReviewStatus> = new Set([
  'approved',
  'max-rounds',
  'needs-discussion',
  'stalled',
  'cancelled',
]);

/** Finished, but only until a person says what next: approve anyway, or one more round. */
const AWAITING_PERSON: ReadonlySet<ReviewStatus> = new Set([
  'max-rounds',
  'needs-discussion',
  'stalled',
]);

export function isRunningStatus(status: ReviewStatus): boolean {
  return RUNNING.has(status);
}

export function isFinishedStatus(status: ReviewStatus): boolean {
  return FINISHED.has(status);
}

export function awaitsPerson(status: ReviewStatus): boolean {
  return AWAITING_PERSON.has(status);
}

/**
 * The round a new review request belongs to. A round is recorded when its
 * reviewer answers, so it is the next one, unless the last answer was
 * unreadable (no verdict, no comments) or its verdict came in the wrong form,
 * and the same round is asked again.
 */
export function nextReviewRound(review: ReviewState): number {
  const last = review.rounds.at(-1);
  const askedAgain =
    last?.verdict === null &&
    (last.reviewComments.length === 0 || last.verdictRestatement === 'asked');
  return last && askedAgain ? last.roundNumber : review.rounds.length + 1;
}

/** The round being worked on: the author fixes the last one; the reviewer answers the next. */
export function currentRound(review: ReviewState): number {
  const last = review.rounds.at(-1);
  return last && review.phase === 'author-fixing' ? last.roundNumber : nextReviewRound(review);
}

/** The session working in the review's phase (or the one it stopped or failed in): the author fixing, else the reviewer. */
export function phaseSessionId(review: {
  readonly phase?: string;
  readonly authorSessionId: string;
  readonly reviewerSessionId: string;
}): string {
  return review.phase === 'author-fixing' ? review.authorSessionId : review.reviewerSessionId;
}

/** A person's comment that no feedback carried yet and nobody settled: the next feedback takes it. */
export function hasWaitingPersonComments(review: ReviewState): boolean {
  return (review.humanComments ?? []).some(
    (c) => c.sentInRound === undefined && c.resolution === undefined,
  );
}

/**
 * A person may ask for one more round: the review stopped for them (max
 * rounds, needs discussion, stalled), or was approved while they have comments for the
 * author that no feedback carried yet; never past the round limit.
 */
export function canGoOneMoreRound(review: ReviewState): boolean {
  if (review.rounds.length >= ROUND_LIMIT) return false;
  if (awaitsPerson(review.status)) return true;
  return review.status === 'approved' && hasWaitingPersonComments(review);
}
