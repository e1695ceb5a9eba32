import { z } from 'zod';

/*
 * A finding: one problem a reviewer raised, followed from round to round
 * under a short id (F1, F2…) until the reviewer verifies or withdraws it or
 * a person settles its comment. Each round's comments carry the id of the
 * finding they state (ReviewComment.findingId); the finding keeps who raised
 * it and what each side said of it since.
 *
 * Made for more than one reviewer and for a life outside Parley: `raisedBy`
 * is a list (a panel's reviewers raising the same problem), and `links` say
 * where else the finding lives (a pull request's review thread).
 */

/**
 * Where a finding stands. open: raised, not answered yet; fixed / declined:
 * the author answered (changed the code, or said why not); verified: the
 * reviewer checked it is resolved; reopened: the reviewer says it is still
 * open; withdrawn: the reviewer took it back.
 */
export const findingStates = [
  'open',
  'fixed',
  'declined',
  'verified',
  'reopened',
  'withdrawn',
] as const;
export const FindingStateSchema = z.enum(findingStates);
export type FindingState = z.infer<typeof FindingStateSchema>;

/** What the reviewer says of an earlier finding in a later round. */
export const findingRulings = ['resolved', 'open', 'withdrawn'] as const;
export const FindingRulingSchema = z.object({
  id: z.string(),
  ruling: z.enum(findingRulings),
  /** The reviewer's evidence or reason, when it gave one. */
  note: z.string().optional(),
});
export type FindingRuling = z.infer<typeof FindingRulingSchema>;

/** What the author says it did about a finding. */
export const FindingAnswerSchema = z.object({
  id: z.string(),
  answer: z.enum(['fixed', 'declined']),
  note: z.string().optional(),
});
export type FindingAnswer = z.infer<typeof FindingAnswerSchema>;

/** The session that said something of a finding, named as it was then. */
const ActorSchema = z.object({
  role: z.enum(['reviewer', 'author']),
  sessionId: z.string().optional(),
  name: z.string().optional(),
});

export const findingActions = [
  'raised',
  'fixed',
  'declined',
  'verified',
  'reopened',
  'withdrawn',
] as const;

export const FindingEventSchema = z.object({
  round: z.int().min(1),
  action: z.enum(findingActions),
  by: ActorSchema,
  /** The reason, evidence or summary that came with it. */
  note: z.string().optional(),
  at: z.string(),
});
export type FindingEvent = z.infer<typeof FindingEventSchema>;

/** A place outside Parley the finding is mirrored to. */
export const FindingLinkSchema = z.object({
  kind: z.literal('pull-request-thread'),
  url: z.string(),
  threadId: z.string().optional(),
});

export const FindingSchema = z.object({
  /** "F1", "F2"…: numbered in the order raised, never reused within a review. */
  id: z.string(),
  state: FindingStateSchema,
  /** Each reviewer that raised it, with the round it did. */
  raisedBy: z
    .array(z.object({ round: z.int().min(1), sessionId: z.string(), name: z.string().optional() }))
    .min(1),
  history: z.array(FindingEventSchema),
  /** Raised on lines that the author's fix of the round before had just written. */
  fromFix: z.boolean().optional(),
  links: z.array(FindingLinkSchema).optional(),
});
export type Finding = z.infer<typeof FindingSchema>;

/**
 * The lowest severity that holds a loop back: with no open finding at or
 * above it, the review is approved whatever the reviewer's verdict word.
 * 'suggestion': every open finding holds it back.
 */
export const approvalGates = ['error', 'warning', 'suggestion'] as const;
export const ApprovalGateSchema = z.enum(approvalGates);
export type ApprovalGate = z.infer<typeof ApprovalGateSchema>;
export const DEFAULT_APPROVAL_GATE: ApprovalGate = 'warning';
