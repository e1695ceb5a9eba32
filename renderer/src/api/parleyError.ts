import type { ErrorCode } from '../../../shared/contract';

/** `disconnected`: the call never got an answer because the connection dropped. */
export type ParleyErrorCode = ErrorCode | 'disconnected';

/** A command answered `{ok:false}`, or its answer was lost with the connection. */
export class ParleyError extends Error {
  constructor(
    readonly code: ParleyErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ParleyError';
  }
}

/** The text to show a person for anything a call can throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
