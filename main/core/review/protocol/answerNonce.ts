import { randomBytes } from 'node:crypto';

/**
 * A fresh per-round nonce for the answer markers: 16 hex digits, so no
 * markdown renderer can take any of it for emphasis and nobody can guess it
 * (a diff cannot carry this round's marker).
 */
export function newNonce(): string {
  return randomBytes(8).toString('hex');
}
