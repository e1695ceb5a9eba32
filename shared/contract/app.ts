import { z } from 'zod';
import { defineCommands, defineEvents, emptyInput } from './define';

export const AppInfoSchema = z.object({
  /** The one thing the renderer may know about its host: desktop (Electron) or browser mode. */
  isDesktop: z.boolean(),
  version: z.string(),
  platform: z.string(),
  /** The workspace new sessions start in unless the user picks another directory. */
  workspace: z.string(),
  /**
   * What went wrong with the app's files (a corrupt store set aside, a failed
   * save), in words for the user. Also announced as 'app:did-report-problem'.
   */
  problems: z.array(z.string()),
  /**
   * The problems on show when a person last dismissed the notice, in this run
   * of the app: a reload or another window shows it only for problems since.
   */
  dismissedProblems: z.array(z.string()),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

/** Where "Open in editor" goes: a file of a session's project, at a line. */
export const OpenInEditorInputSchema = z
  .object({
    /** The session whose project holds the file (paths are relative to its repository's root). */
    sessionId: z.string().min(1).max(100),
    file: z.string().min(1).max(4096),
    line: z.int().min(1).max(10_000_000).optional(),
  })
  .strict();

export const OpenedEditorSchema = z.object({
  /** How it was opened: a program of its own, a new terminal session, the system's default app. */
  how: z.enum(['program', 'session', 'system']),
  /** The command line run, for the user to see. */
  commandLine: z.string(),
  /** The terminal session a terminal editor runs in. */
  sessionId: z.string().optional(),
});
export type OpenedEditor = z.infer<typeof OpenedEditorSchema>;

/** What "Try the demo" started: two parley-agent sessions and the review between them. */
export const DemoStartedSchema = z.object({
  workspace: z.string(),
  authorSessionId: z.string(),
  reviewerSessionId: z.string(),
  reviewId: z.string(),
});
export type DemoStarted = z.infer<typeof DemoStartedSchema>;

export const appCommands = defineCommands({
  'app:info': { input: emptyInput, output: AppInfoSchema },
  /** A person dismissed the problems notice while it listed these messages (see dismissedProblems). */
  'app:dismiss-problems': {
    input: z.object({ messages: z.array(z.string().max(10_000)).max(1_000) }).strict(),
    output: z.null(),
  },
  /** Opens the user's editor at the file and line (Settings → editor command). */
  'editor:open': { input: OpenInEditorInputSchema, output: OpenedEditorSchema },
  /** First run: a sample project and a whole review loop between two parley-agent sessions. */
  'demo:start': { input: emptyInput, output: DemoStartedSchema },
});

export const appEvents = defineEvents({
  'app:did-report-problem': z.object({ message: z.string() }),
  /** A person dismissed the problems notice in some window: every window hides what it listed. */
  'app:did-dismiss-problems': z.object({ messages: z.array(z.string()) }),
});
