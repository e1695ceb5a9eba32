import type { ProfileSnapshot } from '../../../shared/contract';

const STORAGE_KEY = 'parley.new-session-profile';

/**
 * The profile New session starts on: the one a session was last created
 * with from it, so a second agent of the same kind is one click away; else
 * the first whose program is installed, rather than the first listed.
 */
export function initialProfileId(
  profiles: readonly ProfileSnapshot[],
  last: string | null = loadLastProfile(),
): string {
  const remembered = profiles.find((p) => p.id === last && p.installed);
  return (remembered ?? profiles.find((p) => p.installed) ?? profiles[0])?.id ?? '';
}

/** Remembers the profile a session was just created with. */
export function saveLastProfile(profileId: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, profileId);
  } catch {
    // Storage refused (a sandboxed page): the next dialog starts as the first did.
  }
}

function loadLastProfile(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
