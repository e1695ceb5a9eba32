import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentReview } from '../../../../../shared/contract';
import { ReviewRecords } from '../../../../../main/core/review/storage/reviewRecords';
import type { StoreProblem } from '../../../../../main/core/store/store';
import { pendingReview } from '../../../../support/pendingReview';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-records-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function approvedReview(updatedAt: string, over: Partial<AgentReview> = {}): AgentReview {
  return pendingReview('2026-01-01T00:00:00.000Z', {
    id: 'r1',
    status: 'approved',
    updatedAt,
    rounds: [
      {
        roundNumber: 1,
        verdict: 'approved',
        reviewComments: [],
        authorResponse: '',
        cost: { author: 0, reviewer: 0.1, total: 0.1, estimated: false },
        timestamp: updatedAt,
        rawAnswer: '● Read(src/a.ts)\n… the reviewer’s whole turn …',
      },
    ],
    ...over,
  });
}

const A_MINUTE_AGO = new Date(Date.now() - 60_000);

/** Dates a record's file back, as a review finished long ago would be. */
function writtenAMinuteAgo(id: string): void {
  fs.utimesSync(path.join(dataDir, 'reviews', id, 'review.json'), A_MINUTE_AGO, A_MINUTE_AGO);
}

describe('ReviewRecords.readSent', () => {
  it('gives a record as sent, read again only once another process rewrote it', () => {
    const writer = new ReviewRecords(dataDir);
    const reader = new ReviewRecords(dataDir);
    writer.write(approvedReview('2026-01-01T00:01:00.000Z', { totalCost: 0.1 }));
    writtenAMinuteAgo('r1');

    const first = reader.readSent('r1');
    expect(first?.status).toBe('approved');
    expect(first?.rounds[0]).not.toHaveProperty('rawAnswer');
    expect(reader.read('r1')?.rounds[0]?.rawAnswer).toContain('whole turn');
    // Unchanged: the copy kept from the first read.
    expect(reader.readSent('r1')).toBe(first);

    // Rewritten by the other process, to the same size and (as it may look) the same time:
    // the new record is read.
    writer.write(approvedReview('2026-01-01T00:02:00.000Z', { totalCost: 0.2 }));
    writtenAMinuteAgo('r1');
    const second = reader.readSent('r1');
    expect(second?.totalCost).toBe(0.2);
    expect(second?.updatedAt).toBe('2026-01-01T00:02:00.000Z');

    // Deleted by the other process: gone from the ids and from what is read.
    writer.remove('r1');
    expect(reader.ids()).toEqual([]);
    expect(reader.readSent('r1')).toBeNull();
  });

  it('reads a record written a moment ago afresh each time: a rewrite within one clock tick would keep its time', () => {
    const records = new ReviewRecords(dataDir);
    records.write(approvedReview('2026-01-01T00:01:00.000Z'));
    const first = records.readSent('r1');
    expect(first?.status).toBe('approved');
    expect(records.readSent('r1')).not.toBe(first);
    expect(records.readSent('r1')).toEqual(first);
  });

  it('keeps aside and reports a record damaged after it was read, and gives none for it', () => {
    const problems: StoreProblem[] = [];
    const records = new ReviewRecords(dataDir, (problem) => problems.push(problem));
    records.write(approvedReview('2026-01-01T00:01:00.000Z'));
    writtenAMinuteAgo('r1');
    expect(records.readSent('r1')).not.toBeNull();

    fs.writeFileSync(
      path.join(dataDir, 'reviews', 'r1', 'review.json'),
      '{"schemaVersion": 1, "da',
    );
    expect(records.readSent('r1')).toBeNull();
    expect(problems.map((problem) => problem.kind)).toEqual(['corrupt']);
  });
});
