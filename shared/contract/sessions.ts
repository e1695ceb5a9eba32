import { z } from 'zod';
import { defineCommands, defineEvents, emptyInput } from './define';

const MAX_WRITE_CHARS = 1_000_000;
const MAX_PROMPT_CHARS = 4_000_000;

export const SessionIdSchema = z.string().min(1).max(100);
const Cols = z.int().min(2).max(1000);
const Rows = z.int().min(1).max(500);
const SessionName = z.string().trim().min(1).max(100);

export const sessionStatuses = [
  /** Defined (persisted) but no process running; started again on demand. */
  'stopped',
  'starting',
  /** Waiting for input. */
  'ready',
  'busy',
  /** Showing a first-run or permission dialog Parley detected; a person must answer it. */
  'dialog',
  'exited',
] as const;
export const SessionStatusSchema = z.enum(sessionStatuses);
export type SessionStatus = z.infer<typeof SessionStatusSchema>;

/** No process runs in the session: none was started yet (or it was stopped), or its program ended. */
export function runsNoProcess(status: SessionStatus): boolean {
  return status === 'stopped' || status === 'exited';
}

/**
 * A session that runs unattended plays one role under its permission policy:
 * the author edits and runs the allowed commands, the reviewer only reads and
 * runs them. Either way the agent never shows a permission dialog.
 */
export const agentRoles = ['author', 'reviewer'] as const;
export const AgentRoleSchema = z.enum(agentRoles);
export type AgentRole = z.infer<typeof AgentRoleSchema>;
const AllowedCommands = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(1000)
      .regex(/^[^\n\r]*$/),
  )
  .max(200);

export const SessionSnapshotSchema = z.object({
  id: SessionIdSchema,
  name: z.string(),
  profileId: z.string(),
  cwd: z.string(),
  command: z.string(),
  args: z.array(z.string()),
  status: SessionStatusSchema,
  /** What the detected dialog asks, when status is 'dialog'. */
  dialog: z.string().optional(),
  /** What the dialog asks about, when Parley can read it (the command a permission dialog would run). */
  dialogSubject: z.string().optional(),
  exitCode: z.int().nullable().optional(),
  /** Set when the session runs unattended in this role. */
  role: AgentRoleSchema.optional(),
  /** Commands it may run beyond the project's own checks and read-only git. */
  allowedCommands: z.array(z.string()).optional(),
  pid: z.int().optional(),
  cols: Cols,
  rows: Rows,
  createdAt: z.string(),
});
export type SessionSnapshot = z.infer<typeof SessionSnapshotSchema>;

export const ProfileSnapshotSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  command: z.string(),
  args: z.array(z.string()),
  /** True when the user must supply the command (the custom profile). */
  needsCommand: z.boolean(),
  /** True when it can run unattended under a role's permission policy. */
  canRunUnattended: z.boolean(),
  /** False when its program is not on PATH (never false for the custom profile). */
  installed: z.boolean(),
  /** How to install its program, e.g. "npm i -g @anthropic-ai/claude-code". */
  installHint: z.string().optional(),
});
export type ProfileSnapshot = z.infer<typeof ProfileSnapshotSchema>;

export const SessionCreateInputSchema = z
  .object({
    profileId: z.string().min(1).max(100),
    cwd: z.string().min(1).max(4096).optional(),
    name: SessionName.optional(),
    /** For the custom profile: the command line to run. */
    command: z.string().trim().min(1).max(4096).optional(),
    args: z.array(z.string().max(4096)).max(100).optional(),
    /** Run unattended in this role (the profile's permission flags): it never asks. */
    role: AgentRoleSchema.optional(),
    /** Commands it may also run, each a prefix ("npm run e2e"); only with a role. */
    allowedCommands: AllowedCommands.optional(),
    cols: Cols.optional(),
    rows: Rows.optional(),
  })
  .strict();
export type SessionCreateInput = z.infer<typeof SessionCreateInputSchema>;

const ById = z.object({ id: SessionIdSchema }).strict();
const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');
const Ok = z.null();

export const sessionCommands = defineCommands({
  'profile:list': { input: emptyInput, output: z.array(ProfileSnapshotSchema) },
  'session:list': { input: emptyInput, output: z.array(SessionSnapshotSchema) },
  'session:create': { input: SessionCreateInputSchema, output: SessionSnapshotSchema },
  /** Raw keystrokes from the user's terminal: not batched, not sanitised. */
  'session:write': {
    input: z.object({ id: SessionIdSchema, data: z.string().max(MAX_WRITE_CHARS) }).strict(),
    output: Ok,
  },
  /** Text from outside (a prompt): sanitised and submitted the way the session's profile wants. */
  'session:submit': {
    input: z
      .object({ id: SessionIdSchema, text: z.string().min(1).max(MAX_PROMPT_CHARS) })
      .strict(),
    output: z.object({ submitted: z.boolean() }),
  },
  'session:resize': {
    input: z.object({ id: SessionIdSchema, cols: Cols, rows: Rows }).strict(),
    output: Ok,
  },
  /**
   * The colours the user's terminals draw in, for programs that ask the
   * terminal (OSC 10 and 11) whether they are on a light or a dark background.
   * The last window to say counts: one theme a time.
   */
  'terminal:set-colours': {
    input: z.object({ foreground: HexColour, background: HexColour }).strict(),
    output: Ok,
  },
  'session:rename': {
    input: z.object({ id: SessionIdSchema, name: SessionName }).strict(),
    output: SessionSnapshotSchema,
  },
  /** Stops the process if it runs and starts it again; also starts a stopped session. */
  'session:restart': { input: ById, output: SessionSnapshotSchema },
  /** Kills the whole process tree and forgets the session. */
  'session:close': { input: ById, output: Ok },
  /** Starts streaming output to this client; answers the current screen, serialised. */
  'session:attach': {
    input: ById,
    output: z.object({ screen: z.string(), cols: Cols, rows: Rows }),
  },
  'session:detach': { input: ById, output: Ok },
  /** Flow control: the client has rendered this many bytes of output. */
  'session:ack': {
    input: z.object({ id: SessionIdSchema, bytes: z.int().min(0).max(100_000_000) }).strict(),
    output: Ok,
  },
  /** The screen as a person sees it (scrollback included), as plain text. */
  'session:read-screen': { input: ById, output: z.object({ text: z.string() }) },
});

/** Any Uint8Array: a Node Buffer and a view into a socket frame's buffer are output as much as a fresh array. */
const OutputBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
  message: 'Output must be bytes (a Uint8Array).',
});

export const sessionEvents = defineEvents({
  /**
   * Output for the clients attached to the session that keep up with it: the
   * PTY's own bytes (UTF-8, a character may be split between two events),
   * never decoded and encoded again on the way to the terminal.
   */
  'session:did-output': z.object({ id: SessionIdSchema, data: OutputBytes }),
  /**
   * To one client that fell too far behind and has since caught up: it got no
   * output in between, so it must session:attach again for the screen as it is now.
   */
  'session:did-resync': z.object({ id: SessionIdSchema }),
  'session:did-change': SessionSnapshotSchema,
  'session:did-close': z.object({ id: SessionIdSchema }),
  'session:did-finish-turn': z.object({
    id: SessionIdSchema,
    /** The agent's answer: from its structured turn-end signal when it has one, else the screen. */
    text: z.string(),
    source: z.enum(['hook', 'screen']),
  }),
});
