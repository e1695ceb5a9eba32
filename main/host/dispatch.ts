import { commands, isCommandName } from '../../shared/contract';
import type { ParleyErrorShape, Result } from '../../shared/contract';
import { CoreError } from '../core/api';
import type { CallContext, ParleyCore } from '../core/api';
import { RelayedError } from './coreProcess/relayedError';
import { describeIssues } from '../../shared/zodIssues';

/** Where dispatch reports errors nobody expected (a bug in the core, not a bad call). */
export type InternalErrorLog = (message: string, error: unknown) => void;

const logToStderr: InternalErrorLog = (message, error) => console.error(message, error);

/**
 * The one entry point every host (Electron IPC, the WebSocket server) uses to
 * run a command: it checks the name and the input against the contract and
 * turns every outcome, thrown errors included, into a Result. It never throws.
 */
export async function dispatch(
  core: Pick<ParleyCore, 'handlers'>,
  name: unknown,
  rawInput: unknown,
  ctx: CallContext,
  log: InternalErrorLog = logToStderr,
): Promise<Result<unknown>> {
  if (!isCommandName(name)) {
    return failure('unknown-command', `Unknown command: ${describeName(name)}.`);
  }
  const parsed = commands[name].input.safeParse(rawInput);
  if (!parsed.success) {
    return failure('bad-input', `Bad input for ${name}: ${describeIssues(parsed.error)}`);
  }
  // The contract pairs each name with its schema, so the parsed input fits this handler;
  // TypeScript cannot follow that correlation through a union of names.
  const handler = core.handlers[name] as (input: unknown, ctx: CallContext) => Promise<unknown>;
  try {
    return { ok: true, data: await handler(parsed.data, ctx) };
  } catch (error) {
    if (error instanceof CoreError) return failure(error.code, error.message);
    // The core process already turned this error into a Result: pass it on as it is.
    if (error instanceof RelayedError) return { ok: false, error: error.shape };
    log(`Parley: command ${name} failed unexpectedly:`, error);
    return failure('internal', `${name} failed unexpectedly: ${messageOf(error)}`);
  }
}

function failure(code: ParleyErrorShape['code'], message: string): Result<never> {
  return { ok: false, error: { code, message } };
}

function describeName(name: unknown): string {
  if (typeof name === 'string') return JSON.stringify(name.slice(0, 100));
  return `a ${name === null ? 'null' : typeof name} instead of a command name`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
