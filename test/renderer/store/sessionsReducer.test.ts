import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../../shared/contract';
import { sessionsReducer } from '../../../renderer/src/store/sessionsReducer';

function session(id: string, createdAt: string, name = id): SessionSnapshot {
  return {
    id,
    name,
    profileId: 'shell',
    cwd: '/tmp',
    command: 'bash',
    args: [],
    status: 'ready',
    cols: 80,
    rows: 24,
    createdAt,
  };
}

describe('sessionsReducer', () => {
  const a = session('a', '2025-01-01T10:00:00.000Z');
  const b = session('b', '2025-01-01T11:00:00.000Z');

  it('lists loaded sessions oldest first', () => {
    expect(sessionsReducer([], { type: 'loaded', sessions: [b, a] }).map((s) => s.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('adds a new session and replaces a changed one in place', () => {
    const withB = sessionsReducer([a], { type: 'changed', session: b });
    expect(withB.map((s) => s.id)).toEqual(['a', 'b']);
    const renamed = sessionsReducer(withB, { type: 'changed', session: { ...a, name: 'renamed' } });
    expect(renamed.map((s) => s.name)).toEqual(['renamed', 'b']);
  });

  it('removes a closed session and ignores one it does not know', () => {
    const state = [a, b];
    expect(sessionsReducer(state, { type: 'closed', id: 'a' }).map((s) => s.id)).toEqual(['b']);
    expect(sessionsReducer(state, { type: 'closed', id: 'zzz' })).toBe(state);
  });
});
