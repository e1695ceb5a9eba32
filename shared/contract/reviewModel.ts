import { z } from 'zod';
import { ApprovalGateSchema, FindingRulingSchema, FindingSchema } from './findings';
import { ROUND_LIMIT, reviewStatuses } from './reviewRules';

/*
 * A review as every process sees it: its statuses and phases, its rounds,
 * the reviewer's and people's comments, what it cost. The commands that act
 * on it are in reviews.ts; the rules of its life in reviewRules.ts.
 */

export const severities = ['error', 'warning', 'suggestion'] as const;
export const SeveritySchema = z.enum(severities);
export type Severity = z.infer<typeof SeveritySchema>;

export const verdicts = ['approved', 'changes-requested', 'needs-discussion'] as const;
export const VerdictSchema = z.enum(verdicts);
export type Verdict = z.infer<typeof VerdictSchema>;

/**
 * A person's decision on a comment: resolved (dealt with) or dismissed (not
 * worth acting on). Either way it folds away and no longer goes to the author.
 */
export const commentResolutions = ['resolved', 'dismissed'] as const;
export const CommentResolutionSchema = z.enum(commentResolutions);
export type CommentResolution = z.infer<typeof CommentResolutionSchema>;

export const ReviewCommentSchema = z
  .object({
    file: z.string(),
    /**
     * The new-file line the reviewer cited (0: the whole file): shown there,
     * with lines of context around it when no hunk shows it.
     */
    line: z.int().min(0),
    endLine: z.int().min(0).optional(),
    /**
     * Stored reviews only: the line the reviewer cited, from when Parley moved
     * comments to the nearest changed line. Read back onto `line` below.
     */
    reviewerLine: z.int().min(0).optional(),
    severity: SeveritySchema,
    comment: z.string(),
    suggestion: z.string().optional(),
    /**
     * The lines a suggestion replaces, as the reviewer saw them (lines `line`
     * to `endLine`): shown as the suggestion's old side, and checked against
     * the file before the suggestion is applied.
     */
    replaces: z.string().optional(),
    resolution: CommentResolutionSchema.optional(),
    /** When a person resolved or dismissed it (or applied its suggestion). */
    resolvedAt: z.string().optional(),
    /** The suggestion was written to the working tree by "Apply suggestion". */
    suggestionApplied: z.boolean().optional(),
    /**
     * The finding this comment states (see findings.ts). In a reviewer's
     * answer: the id it cited, if any; on a recorded round: always set.
     */
    findingId: z.string().optional(),
  })
  // A stored comment that was moved off its line goes back to the line the reviewer cited.
  .transform(({ reviewerLine, ...comment }) =>
    reviewerLine === undefined ? comment : { ...comment, line: reviewerLine },
  );
export type ReviewComment = z.infer<typeof ReviewCommentSchema>;

/** A comment a person left on the diff; it goes to the author with the next feedback. */
export const HumanCommentSchema = z.object({
  id: z.string(),
  file: z.string().min(1).max(4096),
  line: z.int().min(0),
  severity: SeveritySchema,
  comment: z.string().trim().min(1).max(20_000),
  createdAt: z.string(),
  /** The round whose feedback carried it to the author; unset until sent. */
  sentInRound: z.int().min(1).optional(),
  /**
   * The git tree its line numbers count in: the working tree as it was when
   * it was made on the diff as it is now, or the snapshot of the round whose
   * diff it was made on. Unset where its lines do not move (a pull request's
   * diff, a comment from before this was kept).
   */
  treeRef: z.string().min(1).max(300).optional(),
  resolution: CommentResolutionSchema.optional(),
  /** When a person resolved or dismissed it. */
  resolvedAt: z.string().optional(),
});
export type HumanComment = z.infer<typeof HumanCommentSchema>;

/** What the answer parser read off a reviewer's answer. */
export const ParsedReviewSchema = z.object({
  verdict: VerdictSchema.nullable(),
  comments: z.array(ReviewCommentSchema),
  /**
   * The answer held a verdict that was not the reviewer's own (quoted from the
   * diff, inside quoted text, or without this round's nonce): it did not count.
   */
  quotedVerdict: z.boolean().optional(),
  /**
   * The reviewer gave this verdict in its own text, but not in the asked form
   * (no nonce, or in JSON): it did not count, and the reviewer is asked once to
   * restate it.
   */
  unsignedVerdict: VerdictSchema.optional(),
  /** What the reviewer said, by id, of findings of earlier rounds. */
  rulings: z.array(FindingRulingSchema).optional(),
});
export type ParsedReview = z.infer<typeof ParsedReviewSchema>;

/**
 * A round with no verdict carrying this round's nonce (one without it, or
 * rulings with no verdict at all): Parley asked the reviewer once to restate
 * it ('asked'), and it did ('restated') or did not ('unread': the round counts
 * what its comments say, or stops for a person with none).
 */
export const verdictRestatements = ['asked', 'restated', 'unread'] as const;
export const VerdictRestatementSchema = z.enum(verdictRestatements);
export type VerdictRestatement = z.infer<typeof VerdictRestatementSchema>;

/** What a round says of it, in the panel and the command line's summary alike. */
export const VERDICT_RESTATEMENT_NOTES: Readonly<Record<VerdictRestatement, string>> = {
  asked: "The reviewer gave no verdict with this round's nonce: it was asked to restate it.",
  restated: "The reviewer gave no verdict with this round's nonce; asked once, it restated it.",
  unread:
    "The reviewer gave no verdict with this round's nonce, even when asked again: its findings decide the round (with none, you do).",
};

export const RoundCostSchema = z.object({
  author: z.number().min(0),
  reviewer: z.number().min(0),
  total: z.number().min(0),
  /** True when any part is an estimate from characters rather than what the agent reported. */
  estimated: z.boolean(),
  /**
   * The reviewer part by the session that spent it, where more than one did:
   * a round retried by another reviewer after a reassign. Absent when the
   * round's reviewer spent it all.
   */
  byReviewer: z.record(z.string(), z.number().min(0)).optional(),
});
export type RoundCost = z.infer<typeof RoundCostSchema>;

export const ReviewStatusSchema = z.enum(reviewStatuses);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

export const reviewPhases = ['reviewing', 'author-fixing'] as const;
export const ReviewPhaseSchema = z.enum(reviewPhases);
export type ReviewPhase = z.infer<typeof ReviewPhaseSchema>;

/** A phase that failed (then tried again, reassigned, or left): kept so the review says what it cost. */
export const ReviewFailureSchema = z.object({
  round: z.int().min(1),
  phase: ReviewPhaseSchema,
  /** The session working in the phase. */
  sessionId: z.string(),
  reason: z.string(),
  at: z.string(),
});
export type ReviewFailure = z.infer<typeof ReviewFailureSchema>;

export const effortLevels = ['low', 'medium', 'high', 'max'] as const;
export const EffortSchema = z.enum(effortLevels);
export type Effort = z.infer<typeof EffortSchema>;

/** How many rounds each effort level allows unless the user says otherwise. */
export const ROUNDS_BY_EFFORT: Readonly<Record<Effort, number>> = {
  low: 1,
  medium: 3,
  high: 4,
  max: 6,
};

export const DiffSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('working-tree') }),
  z.object({ kind: z.literal('branch'), base: z.string().min(1) }),
  z.object({ kind: z.literal('jj') }),
  z.object({ kind: z.literal('pr'), number: z.int().min(1) }),
]);
export type DiffSource = z.infer<typeof DiffSourceSchema>;

/** One part of a review split file by file: part `index` of `count`. */
export const ReviewPartSchema = z.object({
  index: z.int().min(1),
  count: z.int().min(2),
});
export type ReviewPart = z.infer<typeof ReviewPartSchema>;

export const ReviewRoundSchema = z.object({
  roundNumber: z.int().min(1),
  verdict: VerdictSchema.nullable(),
  reviewComments: z.array(ReviewCommentSchema),
  /** What the author answered to this round's feedback (empty until it did). */
  authorResponse: z.string(),
  cost: RoundCostSchema,
  timestamp: z.string(),
  /** The session that reviewed this round (a review can be reassigned to another reviewer). */
  reviewerSessionId: z.string().optional(),
  /** Git ref holding the author's tree as reviewed in this round. */
  snapshotRef: z.string().optional(),
  /**
   * The reviewer's raw answer, kept for when parsing failed or a human wants to
   * read it. What leaves the core (command answers, events) carries it only for
   * a round with no verdict, where the Review Panel shows it; the store keeps
   * every round's.
   */
  rawAnswer: z.string().optional(),
  /** Files the reviewer changed while reviewing, which it must not: the round says so. */
  reviewerChangedFiles: z.array(z.string()).optional(),
  /** The answer quoted a verdict that was not the reviewer's own, which did not count. */
  quotedVerdict: z.boolean().optional(),
  /** No verdict came with this round's nonce: what asking to restate it gave. */
  verdictRestatement: VerdictRestatementSchema.optional(),
});
export type ReviewRound = z.infer<typeof ReviewRoundSchema>;

export const AgentReviewSchema = z.object({
  id: z.string(),
  diffSource: DiffSourceSchema,
  workspace: z.string(),
  authorSessionId: z.string(),
  reviewerSessionId: z.string(),
  status: ReviewStatusSchema,
  /** While in progress (or interrupted / paused): what it is doing. */
  phase: ReviewPhaseSchema.optional(),
  /** When the current status and phase began: the UI shows how long it has been going. */
  phaseStartedAt: z.string().optional(),
  /** While a diff over the prompt budget is reviewed part by part: the part being reviewed. */
  part: ReviewPartSchema.optional(),
  /** Why it stopped, for error / paused / cancelled. */
  statusReason: z.string().optional(),
  /** Each phase that failed, oldest first (absent when none did). */
  failures: z.array(ReviewFailureSchema).optional(),
  /** What a paused review waits for: a higher cost ceiling, or its author session back. */
  pausedFor: z.enum(['cost-ceiling', 'author-gone']).optional(),
  /** What a failed review's phase lost: its reviewer session stopped (a person may start it again). */
  failedFor: z.enum(['reviewer-gone']).optional(),
  /**
   * As sent, never as stored: the review runs in another Parley process on the
   * same data folder (a `parley review` beside the app), which alone changes it.
   */
  runElsewhere: z.boolean().optional(),
  /** Paused at the cost ceiling: what the phase it paused before is expected to cost (USD). */
  expectedPhaseCost: z.number().min(0).optional(),
  /**
   * The current phase's prompt has reached its agent: after a restart the
   * phase resumes without sending it twice.
   */
  promptDelivered: z.boolean().optional(),
  /**
   * The current phase's prompt was about to be pasted (recorded before the
   * paste): after a crash, its nonce or any output past `transcriptBytes` in
   * the phase's transcript shows that it reached the agent.
   */
  promptSending: z.object({ nonce: z.string(), transcriptBytes: z.int().min(0) }).optional(),
  /** The current round's answer was malformed once and a format reminder went out. */
  formatRetried: z.boolean().optional(),
  /** Total cost has reached 80% of the ceiling. */
  costWarning: z.boolean().optional(),
  rounds: z.array(ReviewRoundSchema),
  /** The reviewers' findings, followed across rounds (absent on reviews made before them). */
  findings: z.array(FindingSchema).optional(),
  /** The severity that holds the loop back (absent: DEFAULT_APPROVAL_GATE). */
  gate: ApprovalGateSchema.optional(),
  /** Comments people left on the diff (the reviewer's are in the rounds). */
  humanComments: z.array(HumanCommentSchema).optional(),
  /**
   * The author's and reviewer's session names when the review started, by
   * session id: the review still says whose it was once they are closed.
   */
  sessionNames: z.record(z.string(), z.string()).optional(),
  /** Their profiles' ids, by session id, as with their names: what agent each was. */
  sessionProfiles: z.record(z.string(), z.string()).optional(),
  maxRounds: z.int().min(1).max(ROUND_LIMIT),
  autoIterate: z.boolean(),
  effort: EffortSchema,
  /** US dollars; null for no ceiling. */
  costCeiling: z.number().positive().nullable(),
  totalCost: z.number().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgentReview = z.infer<typeof AgentReviewSchema>;

/** Which comment of a review: a reviewer's by round and index, or a person's by id. */
export const CommentRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reviewer'), round: z.int().min(1), index: z.int().min(0) }).strict(),
  z.object({ kind: z.literal('person'), commentId: z.string().min(1).max(100) }).strict(),
]);
export type CommentRef = z.infer<typeof CommentRefSchema>;
