import { z } from 'zod';
import { defineCommands, defineEvents, emptyInput } from './define';
import { CapturedDiffSchema } from './diff';
import { ApprovalGateSchema } from './findings';
import {
  AgentReviewSchema,
  CommentRefSchema,
  CommentResolutionSchema,
  DiffSourceSchema,
  EffortSchema,
  HumanCommentSchema,
} from './reviewModel';
import { ROUND_LIMIT } from './reviewRules';

/*
 * The review commands (what the renderer and the command line ask of a
 * review) and the event that says one changed. The review itself is in
 * reviewModel.ts.
 */

const ReviewId = z.string().min(1).max(100);
const ById = z.object({ id: ReviewId }).strict();

export const ReviewStartInputSchema = z
  .object({
    authorSessionId: z.string().min(1).max(100),
    reviewerSessionId: z.string().min(1).max(100),
    diffSource: DiffSourceSchema.default({ kind: 'working-tree' }),
    /** Defaults to the effort level's number of rounds. */
    maxRounds: z.int().min(1).max(ROUND_LIMIT).optional(),
    autoIterate: z.boolean().default(true),
    costCeiling: z.number().positive().max(10_000).nullable().default(null),
    effort: EffortSchema.default('medium'),
    /** Defaults to the Settings' gate. */
    gate: ApprovalGateSchema.optional(),
  })
  .strict();
export type ReviewStartInput = z.input<typeof ReviewStartInputSchema>;

/** Where one of a round's comments (by its index in the round) stands now. */
const CommentPlaceSchema = z
  .object({
    index: z.int().min(0),
    /** Its file now: another than the comment's where the file was renamed since. */
    file: z.string(),
    line: z.int().min(0),
    endLine: z.int().min(0).optional(),
    /** The lines it spoke of were rewritten or removed since the round. */
    changed: z.boolean(),
  })
  .strict();
export type CommentPlace = z.infer<typeof CommentPlaceSchema>;

/** Where a person's comment stands in the working tree now. */
const PersonPlaceSchema = z
  .object({
    commentId: z.string(),
    file: z.string(),
    line: z.int().min(0),
    /** The line it spoke of was rewritten or removed since it was made. */
    changed: z.boolean(),
  })
  .strict();
export type PersonPlace = z.infer<typeof PersonPlaceSchema>;

const CommentsNowSchema = z
  .object({
    /** The round whose comments these are; null before any round. */
    round: z.int().min(1).nullable(),
    places: z.array(CommentPlaceSchema),
    /** People's comments whose lines can be followed (see HumanComment.treeRef), by id. */
    people: z.array(PersonPlaceSchema),
  })
  .strict();
export type CommentsNow = z.infer<typeof CommentsNowSchema>;

export const reviewCommands = defineCommands({
  'review:start': { input: ReviewStartInputSchema, output: AgentReviewSchema },
  'review:list': { input: emptyInput, output: z.array(AgentReviewSchema) },
  'review:get': { input: ById, output: AgentReviewSchema },
  /** Stops at once; the sessions keep running. */
  'review:cancel': { input: ById, output: AgentReviewSchema },
  'review:force-approve': { input: ById, output: AgentReviewSchema },
  /**
   * Deletes a review that is not running, with all Parley kept of it (its
   * record, transcripts, snapshots and round notes); the code is untouched.
   */
  'review:delete': { input: ById, output: z.null() },
  /** Without auto-iterate: send the open comments to the author now. */
  'review:send-feedback': { input: ById, output: AgentReviewSchema },
  /** Without auto-iterate: ask the reviewer to look again. */
  'review:request-again': { input: ById, output: AgentReviewSchema },
  'review:reassign': {
    input: z.object({ id: ReviewId, reviewerSessionId: z.string().min(1).max(100) }).strict(),
    output: AgentReviewSchema,
  },
  'review:raise-ceiling': {
    input: z
      .object({ id: ReviewId, costCeiling: z.number().positive().max(10_000).nullable() })
      .strict(),
    output: AgentReviewSchema,
  },
  /** Max rounds reached or needs discussion: a person approves the work as it is. */
  'review:approve-anyway': { input: ById, output: AgentReviewSchema },
  /**
   * Max rounds reached or needs discussion: one more round, the open comments
   * going to the author first (or, with none open, straight to the reviewer).
   */
  'review:one-more-round': { input: ById, output: AgentReviewSchema },
  /**
   * Resolves or dismisses a comment (null reopens it): a reviewer's, by round
   * and place in the round, or a person's, by id. Settled comments are not
   * sent to the author.
   */
  'review:resolve-comment': {
    input: z
      .object({
        id: ReviewId,
        comment: CommentRefSchema,
        resolution: CommentResolutionSchema.nullable(),
      })
      .strict(),
    output: AgentReviewSchema,
  },
  /**
   * Writes a reviewer's suggestion into the working tree, only if the lines it
   * replaces are still as the reviewer saw them; the comment is then resolved.
   */
  'review:apply-suggestion': {
    input: z.object({ id: ReviewId, round: z.int().min(1), index: z.int().min(0) }).strict(),
    output: AgentReviewSchema,
  },
  /** Continues an interrupted review from its phase. */
  'review:resume': { input: ById, output: AgentReviewSchema },
  /** A person's comment on a diff line; sent to the author with the next feedback. */
  'review:add-comment': {
    input: HumanCommentSchema.pick({ file: true, line: true, severity: true, comment: true })
      .extend({
        id: ReviewId,
        /** The diff it was made on, whose lines it cites: the diff as it is now, or a round's. */
        on: z.union([z.literal('now'), z.object({ round: z.int().min(1) }).strict()]).optional(),
      })
      .strict(),
    output: AgentReviewSchema,
  },
  /**
   * A person's comments on a session's work before any review of it (drafts):
   * the next review of that work takes them, and its first feedback carries them.
   */
  'review:list-drafts': {
    input: z.object({ sessionId: z.string().min(1).max(100) }).strict(),
    output: z.array(HumanCommentSchema),
  },
  'review:add-draft': {
    input: HumanCommentSchema.pick({ file: true, line: true, severity: true, comment: true })
      .extend({
        sessionId: z.string().min(1).max(100),
        /** Made on the working tree as it is now: the review that takes it follows its line. */
        on: z.literal('now').optional(),
      })
      .strict(),
    output: z.array(HumanCommentSchema),
  },
  'review:remove-draft': {
    input: z
      .object({ sessionId: z.string().min(1).max(100), commentId: z.string().min(1).max(100) })
      .strict(),
    output: z.array(HumanCommentSchema),
  },
  /** Takes back a person's comment that has not been sent yet. */
  'review:remove-comment': {
    input: z.object({ id: ReviewId, commentId: z.string().min(1).max(100) }).strict(),
    output: AgentReviewSchema,
  },
  /**
   * A round's diff: as its reviewer saw it, or what the author changed since
   * the previous round (from the rounds' snapshots).
   */
  'review:diff': {
    input: z
      .object({
        id: ReviewId,
        round: z.int().min(1),
        view: z.enum(['reviewed', 'since-previous']).default('reviewed'),
      })
      .strict(),
    output: CapturedDiffSchema,
  },
  /**
   * Where the latest round's reviewer comments stand in the working tree now:
   * each moved by what changed since that round's snapshot, and whether the
   * lines it spoke of were rewritten since (a pull request's diff is no
   * working tree: its comments stay where they were made).
   */
  'review:comments-now': { input: ById, output: CommentsNowSchema },
  /**
   * Where people's comments made on other code than a round reviewed (the
   * diff as it was after the round, or before the review) stand on that
   * round's diff; those made on the round's own diff stand where made.
   */
  'review:people-on-round': {
    input: z.object({ id: ReviewId, round: z.int().min(1) }).strict(),
    output: z.array(PersonPlaceSchema),
  },
  /** Where a session's comments made before any review (drafts) stand in its working tree now. */
  'review:drafts-now': {
    input: z.object({ sessionId: z.string().min(1).max(100) }).strict(),
    output: z.array(PersonPlaceSchema),
  },
  /** The diff a review of this session's work would look at now. */
  'diff:capture': {
    input: z
      .object({
        sessionId: z.string().min(1).max(100),
        diffSource: DiffSourceSchema.default({ kind: 'working-tree' }),
      })
      .strict(),
    output: CapturedDiffSchema,
  },
});

export const reviewEvents = defineEvents({
  'review:did-change': AgentReviewSchema,
  'review:did-delete': z.object({ id: z.string() }).strict(),
});
