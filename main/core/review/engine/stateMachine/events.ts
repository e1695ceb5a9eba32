import type { AgentReview, ParsedReview, ReviewPhase } from '../../../../../shared/contract';
import type { FixChanges } from '../../findings/fixChanges';

/*
 * What the state machine (transition.ts) reads and answers: the events that
 * happen to a review, and the effects the engine must carry out for them.
 */

export type EngineEvent =
  | { kind: 'start'; reviewerBusy: boolean }
  | { kind: 'reviewer-free' }
  /** The prompt (with this nonce) is about to be pasted; its transcript holds this many bytes. */
  | { kind: 'prompt-sending'; nonce: string; transcriptBytes: number }
  | { kind: 'prompt-delivered' }
  /** A review split file by file has sent part `index` of `count`. */
  | { kind: 'part-started'; index: number; count: number }
  | {
      kind: 'review-answer';
      parsed: ParsedReview;
      raw: string;
      reviewerCost: RoleCost;
      /** The git ref holding the tree this round reviewed. */
      snapshotRef?: string;
      /** Files the reviewer changed in the tree while reviewing (it must not). */
      reviewerChangedFiles?: readonly string[];
      /** From round 2: what the author's fix changed since the last round's snapshot. */
      fix?: FixChanges;
    }
  | { kind: 'review-malformed'; raw: string; reviewerCost: RoleCost; quotedVerdict?: boolean }
  /** The review was not sent: it could only repeat the last one (see idleAuthorReason). */
  | { kind: 'review-skipped'; reason: string }
  | { kind: 'author-done'; response: string; authorCost: RoleCost }
  | {
      kind: 'timeout';
      phase: ReviewPhase;
      afterMs: number;
      /** The agent never became ready, so the prompt was not sent; its screen's last lines. */
      notReady?: { shown: string };
    }
  /** A session of the review stopped (`closed` false: it can be restarted) or was closed. */
  | { kind: 'session-gone'; role: 'author' | 'reviewer'; closed: boolean }
  | { kind: 'failed'; message: string }
  /** A phase did not start: its estimate would pass the ceiling. */
  | { kind: 'over-ceiling'; role: 'author' | 'reviewer'; expected: number }
  | { kind: 'cancel' }
  | { kind: 'force-approve' }
  /** Max rounds reached or needs discussion: a person approves the work as it is. */
  | { kind: 'approve-anyway' }
  /** Max rounds reached or needs discussion: a person asks for another round. */
  | { kind: 'one-more-round'; reviewerBusy: boolean }
  | { kind: 'raise-ceiling'; costCeiling: number | null }
  /** The new reviewer's session name and profile, recorded for when it is closed. */
  | {
      kind: 'reassign';
      reviewerSessionId: string;
      reviewerName: string;
      reviewerProfileId: string;
      reviewerBusy: boolean;
    }
  | { kind: 'send-feedback' }
  | { kind: 'request-review' }
  | { kind: 'interrupt' }
  /** `promptArrived`: the transcript shows the interrupted phase's prompt reached its agent. */
  | { kind: 'resume'; reviewerBusy: boolean; promptArrived?: boolean };

export interface RoleCost {
  readonly usd: number;
  readonly estimated: boolean;
}

export type EngineEffect =
  /** Capture the diff, snapshot the tree, send the review prompt for this round. */
  | { kind: 'request-review'; round: number; reminder: boolean }
  /** Send the open comments of this round to the author and wait for its fixes. */
  | { kind: 'send-feedback'; round: number }
  /** Stop waiting on any agent for this review (the sessions keep running). */
  | { kind: 'stop-waiting' }
  /** The reviewer is free again: queued reviews may start. */
  | { kind: 'release-reviewer' }
  | { kind: 'write-artifact'; round: number }
  | { kind: 'cost-warning'; total: number; ceiling: number };

export interface Transition {
  readonly review: AgentReview;
  readonly effects: readonly EngineEffect[];
  /** False when the event does not apply in the review's state (it is ignored). */
  readonly applied: boolean;
}

/**
 * One event's outcome inside the state machine, before it is stamped: the
 * next review and its effects, or null when the event does not apply.
 */
export type Step = { review: AgentReview; effects: EngineEffect[] } | null;
