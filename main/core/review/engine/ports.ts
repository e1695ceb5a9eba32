import type { AgentReview, ReviewPart, SessionSnapshot } from '../../../../shared/contract';
import type { DiffSources } from '../../git/sources/captureDiff';
import type { GitRunner } from '../../git/gitRunner';
import type { Snapshots } from '../../git/snapshots';
import type { Session } from '../../sessions/session';
import type { PriceLookup } from '../cost/priceTable';

/** What the review engine uses of a session: the same API every core part uses. */
export type ReviewAgent = Pick<
  Session,
  | 'id'
  | 'profile'
  | 'currentStatus'
  | 'programRun'
  | 'hasTurnSignal'
  | 'submitPrompt'
  | 'waitForTurnEnd'
  | 'waitForStatus'
  | 'readText'
  | 'onDidOutput'
  | 'lastModel'
> & { snapshot(): SessionSnapshot };

export interface ReviewAgents {
  /** The session, or null when it is gone. */
  find(sessionId: string): ReviewAgent | null;
  /** Starts a session that is not running (persisted sessions come back stopped). */
  ensureRunning(sessionId: string): Promise<void>;
}

/** The git side of a review: diffs, snapshots and file contents. */
export interface ReviewGit {
  /** Runs git: round artifacts, prompt files, file contents and suggestions use it. */
  readonly runner: GitRunner;
  readonly diffs: DiffSources;
  readonly snapshots: Snapshots;
}

export interface PhaseTimeouts {
  /** The longest the reviewer may take to answer. */
  readonly reviewMs: number;
  /** The longest the author may take to address the feedback. */
  readonly authorMs: number;
  /** The longest a session may take to be ready for a prompt. */
  readonly readyMs: number;
  /**
   * An agent asked for an answer file whose screen looks done without an
   * answer: how long it must stay silent, with no file, before the screen counts.
   */
  readonly answerGraceMs: number;
  /**
   * The same, once the agent has begun its answer (the begin marker shown or
   * written, the end not yet): it is halfway through, not done.
   */
  readonly begunAnswerGraceMs: number;
}

export const DEFAULT_TIMEOUTS: PhaseTimeouts = {
  reviewMs: 20 * 60_000,
  authorMs: 30 * 60_000,
  readyMs: 2 * 60_000,
  // A model reading files can sit silent longer than a screen's quiet period on a busy machine.
  answerGraceMs: 20_000,
  // A reasoning model may pause this long between two parts of its answer.
  begunAnswerGraceMs: 3 * 60_000,
};

/** What a phase (review or author feedback) runs with. */
export interface PhaseRequest {
  readonly review: AgentReview;
  readonly round: number;
  readonly agent: ReviewAgent;
  readonly git: ReviewGit;
  readonly dataDir: string;
  readonly timeouts: PhaseTimeouts;
  readonly signal: AbortSignal;
  /** Called once the prompt is in the agent's terminal. */
  readonly delivered: () => void;
  /** The phase's prompt, with this nonce, is about to be pasted (see TurnRequest.sending). */
  readonly sending: (nonce: string, transcriptBytes: number) => void;
  /** Called as each part of a review split file by file is sent. */
  readonly partStarted?: (part: ReviewPart) => void;
  /** Settings → standards file, as it is when the phase starts; empty to look for one. */
  readonly standardsFile?: string;
  /** The agent's profile's prices, for its turns' costs and the ceiling's estimates. */
  readonly prices: PriceLookup;
}
