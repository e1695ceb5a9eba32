import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ReviewJournal,
  journalFile,
  readJournal,
} from '../../../../../main/core/review/journal/journal';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-journal-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function clock() {
  let t = Date.parse('2026-03-01T12:00:00.000Z');
  return () => new Date((t += 1000));
}

describe('ReviewJournal', () => {
  it('appends every event with its time, one JSON line each, and reads them back in order', () => {
    const journal = new ReviewJournal(dataDir, 'rev-1', clock());
    journal.append('start', { reviewerBusy: false });
    journal.append('prompt-delivered');
    journal.append('review-answer', { verdict: 'approved', comments: [] });

    expect(journal.file).toBe(path.join(dataDir, 'reviews', 'rev-1', 'journal.jsonl'));
    expect(fs.readFileSync(journal.file, 'utf8').split('\n')).toHaveLength(4);
    expect(readJournal(dataDir, 'rev-1')).toEqual({
      entries: [
        { at: '2026-03-01T12:00:01.000Z', kind: 'start', data: { reviewerBusy: false } },
        { at: '2026-03-01T12:00:02.000Z', kind: 'prompt-delivered' },
        {
          at: '2026-03-01T12:00:03.000Z',
          kind: 'review-answer',
          data: { verdict: 'approved', comments: [] },
        },
      ],
      problems: [],
    });
  });

  it('skips and reports a last line cut short by a crash', () => {
    const journal = new ReviewJournal(dataDir, 'rev-2', clock());
    journal.append('start');
    journal.append('prompt-delivered');
    fs.appendFileSync(journal.file, '{"at":"2026-03-01T12:00:09.000Z","kind":"review-ans');

    const read = readJournal(dataDir, 'rev-2');
    expect(read.entries.map((e) => e.kind)).toEqual(['start', 'prompt-delivered']);
    expect(read.problems).toEqual(['Line 3 was cut short (probably by a crash) and was skipped.']);
  });

  it('after a crash, the next run appends on a fresh line instead of gluing onto the torn one', () => {
    new ReviewJournal(dataDir, 'rev-3', clock()).append('start');
    fs.appendFileSync(journalFile(dataDir, 'rev-3'), '{"at":"x","kind":"tor');

    const afterRestart = new ReviewJournal(dataDir, 'rev-3', clock());
    afterRestart.append('interrupt');
    afterRestart.append('resume');

    const read = readJournal(dataDir, 'rev-3');
    expect(read.entries.map((e) => e.kind)).toEqual(['start', 'interrupt', 'resume']);
    expect(read.problems).toEqual(['Line 2 is not a journal entry and was skipped.']);
  });

  it('reads a review without a journal as empty', () => {
    expect(readJournal(dataDir, 'never-started')).toEqual({ entries: [], problems: [] });
  });

  it('refuses an id that would leave the reviews folder', () => {
    expect(() => new ReviewJournal(dataDir, '../../etc')).toThrow(/Not a review id/);
    expect(() => readJournal(dataDir, 'a/b')).toThrow(/Not a review id/);
  });
});
