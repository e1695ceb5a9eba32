import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../../shared/contract';
import { formatElapsed, elapsedSince } from '../../../renderer/src/model/elapsed';
import { reviewRows, rowsMatching } from '../../../renderer/src/model/reviewRows';
import { review, round } from './reviewFixture';

const sessions = [
  { id: 'author', name: 'api author', profileId: 'claude' },
  { id: 'reviewer', name: 'api reviewer', profileId: 'parley-agent' },
] as SessionSnapshot[];
const profiles = [
  {
    id: 'claude',
    name: 'Claude Code',
    description: '',
    command: 'claude',
    args: [],
    needsCommand: false,
    canRunUnattended: true,
    installed: true,
  },
];

describe('the Reviews list', () => {
  it('lists every review newest first, with names, status, rounds, cost and time', () => {
    const older = review({
      id: 'old',
      status: 'approved',
      phase: undefined,
      rounds: [
        round(1),
        round(2, { cost: { author: 0, reviewer: 0.5, total: 0.5, estimated: true } }),
      ],
      totalCost: 1.25,
      createdAt: '2025-01-01T00:00:00.000Z',
      // Approved 1:05 after it started; a comment was settled 4 minutes later.
      phaseStartedAt: '2025-01-01T00:01:05.000Z',
      updatedAt: '2025-01-01T00:05:05.000Z',
    });
    const newer = review({
      id: 'new',
      reviewerSessionId: 'gone',
      createdAt: '2025-01-01T00:10:00.000Z',
      updatedAt: '2025-01-01T00:10:00.000Z',
    });
    const now = Date.parse('2025-01-01T00:10:42.000Z');
    const rows = reviewRows([older, newer], sessions, profiles as never, now);
    expect(rows.map((r) => r.id)).toEqual(['new', 'old']);
    expect(rows[0]).toMatchObject({
      author: 'api author (Claude Code)',
      reviewer: 'a closed session',
      authorOpen: true,
      status: { tone: 'running', label: 'Round 1/3 — Reviewing…' },
      rounds: '0/3',
      cost: '$0.00',
      duration: 'for 0:42',
    });
    expect(rows[1]).toMatchObject({
      reviewer: 'api reviewer',
      status: { tone: 'success', label: 'Approved' },
      rounds: '2/3',
      cost: '≈$1.25',
      duration: 'took 1:05',
    });
  });

  it('says a review that took under a second did, not "took 0:00"', () => {
    const quick = review({
      status: 'approved',
      phase: undefined,
      createdAt: '2025-01-01T00:00:00.000Z',
      phaseStartedAt: '2025-01-01T00:00:00.600Z',
    });
    expect(reviewRows([quick], sessions, [], 0)[0]!.duration).toBe('took under\u00a01\u00a0s');
  });

  it('marks a review whose author session is closed', () => {
    const rows = reviewRows([review({ authorSessionId: 'gone' })], sessions, [], 0);
    expect(rows[0]).toMatchObject({ author: 'a closed session', authorOpen: false });
  });

  it('names a closed author as the review recorded it', () => {
    const named = review({ authorSessionId: 'gone', sessionNames: { gone: 'old claude' } });
    const rows = reviewRows([named], sessions, [], 0);
    expect(rows[0]).toMatchObject({ author: 'old claude (closed)', authorOpen: false });
  });

  it('keeps the rows whose author, reviewer or status holds every word typed, case aside', () => {
    const rows = reviewRows(
      [
        review({ id: 'mine', status: 'approved', phase: undefined }),
        review({ id: 'gone', authorSessionId: 'gone', sessionNames: { gone: 'web author' } }),
      ],
      sessions,
      profiles,
      0,
    );
    const ids = (filter: string) => rowsMatching(rows, filter).map((row) => row.id);
    expect(ids('')).toEqual(['mine', 'gone']);
    expect(ids('  API  claude ')).toEqual(['mine']);
    expect(ids('approved api')).toEqual(['mine']);
    expect(ids('closed web')).toEqual(['gone']);
    expect(ids('reviewer')).toEqual(['mine', 'gone']);
    expect(ids('nothing like it')).toEqual([]);
  });
});

describe('elapsed time', () => {
  it('reads like a clock, and never below zero', () => {
    expect(formatElapsed(7_400)).toBe('0:07');
    expect(formatElapsed(12 * 60_000 + 30_000)).toBe('12:30');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(-5_000)).toBe('0:00');
    expect(elapsedSince('2025-01-01T00:00:00.000Z', Date.parse('2025-01-01T00:02:01.000Z'))).toBe(
      '2:01',
    );
    expect(elapsedSince(undefined, 0)).toBeNull();
    expect(elapsedSince('not a time', 0)).toBeNull();
  });
});
