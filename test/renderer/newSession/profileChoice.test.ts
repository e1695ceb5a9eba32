import { describe, expect, it } from 'vitest';
import type { ProfileSnapshot } from '../../../shared/contract';
import { initialProfileId } from '../../../renderer/src/newSession/profileChoice';

const profiles = [
  { id: 'claude', installed: false },
  { id: 'codex', installed: true },
  { id: 'shell', installed: true },
] as ProfileSnapshot[];

describe('initialProfileId', () => {
  it('starts on the profile last used, while its program is installed', () => {
    expect(initialProfileId(profiles, 'shell')).toBe('shell');
    // Its program is gone, or the profile is: the first installed one.
    expect(initialProfileId(profiles, 'claude')).toBe('codex');
    expect(initialProfileId(profiles, 'aider')).toBe('codex');
  });

  it('without one, starts on the first installed profile, else the first listed', () => {
    expect(initialProfileId(profiles, null)).toBe('codex');
    const none = profiles.map((p) => ({ ...p, installed: false }));
    expect(initialProfileId(none, null)).toBe('claude');
    expect(initialProfileId([], null)).toBe('');
  });
});
