import { z } from 'zod';

/** A command: what the caller sends and what it gets back. */
export interface CommandSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly input: I;
  readonly output: O;
}

/** Identity helper that keeps the literal types of a command table. */
export function defineCommands<T extends Record<string, CommandSpec>>(commands: T): T {
  return commands;
}

/** Identity helper that keeps the literal types of an event table. */
export function defineEvents<T extends Record<string, z.ZodType>>(events: T): T {
  return events;
}

export const errorCodes = [
  'bad-input',
  'unknown-command',
  'not-found',
  'conflict',
  'failed',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const ParleyErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
});
export type ParleyErrorShape = z.infer<typeof ParleyErrorSchema>;

/** Every command answers with a value, never a thrown exception across a process boundary. */
export type Result<T> = { ok: true; data: T } | { ok: false; error: ParleyErrorShape };

export const emptyInput = z.object({}).strict();
