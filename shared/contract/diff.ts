import { z } from 'zod';
import { defineCommands, defineEvents } from './define';
import { DiffSourceSchema } from './reviewModel';

/**
 * A parsed unified diff, as main/core/git produces it and the UI shows it.
 * Line numbers are 1-based; a side a line does not exist on has null.
 */

export const diffLineKinds = ['context', 'add', 'del'] as const;
export const DiffLineKindSchema = z.enum(diffLineKinds);
export type DiffLineKind = z.infer<typeof DiffLineKindSchema>;

export const DiffLineSchema = z
  .object({
    kind: DiffLineKindSchema,
    /** The text without its diff prefix. Content-faithful: a CRLF file keeps its '\r'. */
    text: z.string(),
    /** Line number in the old file (the first parent, for a combined diff). */
    oldLine: z.int().min(1).nullable(),
    newLine: z.int().min(1).nullable(),
    /** Combined diffs only: one prefix column per parent, e.g. " +". */
    markers: z.string().optional(),
    /** A "\ No newline at end of file" marker followed this line. */
    noNewline: z.literal(true).optional(),
  })
  .strict();
export type DiffLine = z.infer<typeof DiffLineSchema>;

export const DiffRangeSchema = z.object({ start: z.int().min(0), count: z.int().min(0) }).strict();
export type DiffRange = z.infer<typeof DiffRangeSchema>;

export const DiffHunkSchema = z
  .object({
    /** The `@@ … @@` line as written. */
    header: z.string(),
    oldStart: z.int().min(0),
    oldLines: z.int().min(0),
    newStart: z.int().min(0),
    newLines: z.int().min(0),
    /** Combined diffs only: the old range of every parent, in order. */
    parents: z.array(DiffRangeSchema).optional(),
    /** The function context git prints after the closing `@@`, trimmed. */
    section: z.string(),
    lines: z.array(DiffLineSchema),
  })
  .strict();
export type DiffHunk = z.infer<typeof DiffHunkSchema>;

/** What happened to the path. Binary content is a separate flag: a new binary file is "added". */
export const diffFileStatuses = [
  'added',
  'deleted',
  'modified',
  'renamed',
  'copied',
  'mode-changed',
] as const;
export const DiffFileStatusSchema = z.enum(diffFileStatuses);
export type DiffFileStatus = z.infer<typeof DiffFileStatusSchema>;

export const DiffFileSchema = z
  .object({
    /** Null when the file did not exist before (added). */
    oldPath: z.string().nullable(),
    /** Null when the file no longer exists (deleted). */
    newPath: z.string().nullable(),
    /** The path to show and to cite: newPath, else oldPath. */
    path: z.string(),
    status: DiffFileStatusSchema,
    binary: z.boolean(),
    /** A combined diff of a merge (`diff --cc` / `diff --combined`). */
    combined: z.boolean(),
    /** Percent, for renames and copies. */
    similarity: z.int().min(0).max(100).nullable(),
    /** Percent, for complete rewrites (`git diff -B`). */
    dissimilarity: z.int().min(0).max(100).nullable(),
    oldMode: z.string().nullable(),
    newMode: z.string().nullable(),
    /** Abbreviated or full object ids from the `index` line. */
    oldHash: z.string().nullable(),
    newHash: z.string().nullable(),
    /** Some side of some hunk ends without a final newline. */
    noNewlineAtEof: z.boolean(),
    added: z.int().min(0),
    removed: z.int().min(0),
    hunks: z.array(DiffHunkSchema),
  })
  .strict();
export type DiffFile = z.infer<typeof DiffFileSchema>;

/** Something the parser skipped or could only half read; it never throws. */
export const DiffWarningSchema = z.object({ line: z.int().min(1), message: z.string() }).strict();
export type DiffWarning = z.infer<typeof DiffWarningSchema>;

export const ParsedDiffSchema = z
  .object({ files: z.array(DiffFileSchema), warnings: z.array(DiffWarningSchema) })
  .strict();
export type ParsedDiff = z.infer<typeof ParsedDiffSchema>;

/** A diff captured from a source (working tree, branch, jj, PR, snapshots). */
export const CapturedDiffSchema = z
  .object({
    /** One line for people, e.g. "Working tree vs HEAD (3f2a1b0)". */
    description: z.string(),
    /** The diff text as the tool printed it (minus Parley's own `.parley/` files). */
    raw: z.string(),
    files: z.array(DiffFileSchema),
    warnings: z.array(DiffWarningSchema),
  })
  .strict();
export type CapturedDiff = z.infer<typeof CapturedDiffSchema>;

/** What a diff viewer shows of a captured diff: all but its text. */
export type ShownDiff = Omit<CapturedDiff, 'raw'>;

/** A diff to show, read page by page: a session's work as it is now, or a review round's. */
export const DiffStreamRequestSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('capture'),
      sessionId: z.string().min(1).max(100),
      diffSource: DiffSourceSchema.default({ kind: 'working-tree' }),
    })
    .strict(),
  z
    .object({
      kind: z.literal('round'),
      reviewId: z.string().min(1).max(100),
      round: z.int().min(1),
      view: z.enum(['reviewed', 'since-previous']).default('reviewed'),
    })
    .strict(),
]);
export type DiffStreamRequest = z.infer<typeof DiffStreamRequestSchema>;

/** Files of a diff being read, in the diff's order; `done`: none follow. */
/**
 * How a page's last file goes on in the next page, for a file too large for
 * one page (so that it cannot hold up the first row): the next page's first
 * file is the rest of it. 'hunk': the rest's first hunk is more lines of the
 * last hunk; 'file': the rest's hunks follow the last one. See joinPage.
 */
export const DiffContinuationSchema = z.enum(['hunk', 'file']);
export type DiffContinuation = z.infer<typeof DiffContinuationSchema>;

export const DiffPageSchema = z
  .object({
    files: z.array(DiffFileSchema),
    warnings: z.array(DiffWarningSchema),
    done: z.boolean(),
    continued: DiffContinuationSchema.optional(),
  })
  .strict();
export type DiffPage = z.infer<typeof DiffPageSchema>;

const StreamId = z.object({ stream: z.string().min(1).max(100) }).strict();

const WatchedSession = z.object({ sessionId: z.string().min(1).max(100) }).strict();

/**
 * Where a shown diff's new side lives: a session's diff captured now (by its
 * source's kind: the work tree, or HEAD for a branch), or a stored round.
 */
export const DiffTextOriginSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('capture'),
      sessionId: z.string().min(1).max(100),
      sourceKind: z.enum(['working-tree', 'branch', 'jj', 'pr']),
    })
    .strict(),
  z
    .object({
      kind: z.literal('round'),
      reviewId: z.string().min(1).max(100),
      round: z.int().min(1),
    })
    .strict(),
]);
export type DiffTextOrigin = z.infer<typeof DiffTextOriginSchema>;

/** A repository's branches, for the base of a branch diff. */
export const RepoBranchesSchema = z
  .object({
    /** Local branch names, most recently committed first (the first 200). */
    branches: z.array(z.string()),
    /** origin's default branch, else main, master, trunk or develop, whichever exists; null when none does. */
    defaultBase: z.string().nullable(),
  })
  .strict();
export type RepoBranches = z.infer<typeof RepoBranchesSchema>;

/** The panel follows the working tree: while a client watches a session, its edits are announced. */
export const diffCommands = defineCommands({
  /** The branches of a session's repository, and the base a branch diff most likely means. */
  'diff:branches': { input: WatchedSession, output: RepoBranchesSchema },
  /**
   * One file's text on the new side of the diff shown, to expand context
   * around hunks. Refused for paths outside the repository, binary files and
   * files over the size limit.
   */
  'diff:file-text': {
    input: z.object({ origin: DiffTextOriginSchema, path: z.string().min(1).max(4096) }).strict(),
    output: z.object({ text: z.string() }).strict(),
  },
  /**
   * Starts reading a diff and answers its first page as soon as git has
   * printed its first file, with the stream to read the rest from
   * (`diff:read`, page after page until `done`). Only this client may read it.
   */
  'diff:open': {
    input: DiffStreamRequestSchema,
    output: DiffPageSchema.extend({
      stream: z.string(),
      /** One line for people, as `diff:capture` gives it. */
      description: z.string(),
    }).strict(),
  },
  /** The next files of a diff opened with `diff:open`; waits until some are read. */
  'diff:read': { input: StreamId, output: DiffPageSchema },
  /** Stops reading a diff before its last page (the viewer went to another). */
  'diff:close': { input: StreamId, output: z.null() },
  /** Starts announcing changes to the session's working tree to this client. */
  'diff:watch': { input: WatchedSession, output: z.null() },
  'diff:unwatch': { input: WatchedSession, output: z.null() },
});

export const diffEvents = defineEvents({
  /** Files of the session's working tree (or its index or HEAD) changed: capture again. */
  'diff:did-change': WatchedSession,
});
