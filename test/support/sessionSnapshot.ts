import type { SessionSnapshot } from '../../shared/contract';

/** A ready parley-agent session as the core describes it, named after its id unless `extra` names it. */
export function sessionSnapshot(id: string, extra: Partial<SessionSnapshot> = {}): SessionSnapshot {
  return {
    id,
    name: id,
    profileId: 'parley-agent',
    cwd: '/work',
    command: 'parley-agent',
    args: [],
    status: 'ready',
    cols: 80,
    rows: 24,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...extra,
  } as SessionSnapshot;
}
