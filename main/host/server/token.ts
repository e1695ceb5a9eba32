import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: a fresh one every launch unless the user gives --token. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

const USER_TOKEN = /^[A-Za-z0-9._~-]{1,512}$/;

/** A --token must survive a URL and a cookie unescaped. */
export function isUsableToken(token: string): boolean {
  return USER_TOKEN.test(token);
}

/**
 * Constant-time comparison. Hashing first gives equal-length buffers, so
 * neither the content nor the length of the expected token leaks through timing.
 */
export function tokenMatches(expected: string, candidate: string | null | undefined): boolean {
  if (typeof candidate !== 'string') return false;
  return timingSafeEqual(digest(expected), digest(candidate));
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}
