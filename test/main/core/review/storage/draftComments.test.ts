import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DraftComments } from '../../../../../main/core/review/storage/draftComments';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const now = () => new Date('2026-11-24T09:00:00.000Z');
const draft = { file: 'a.ts', line: 3, severity: 'warning' as const, comment: 'Rename it.' };

describe('DraftComments', () => {
  it('keeps a session’s drafts across instances (a restart) until cleared', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-drafts-'));
    const first = new DraftComments(dir, now);
    const [added] = first.add('s-1', draft);
    expect(added).toMatchObject({ ...draft, createdAt: '2026-11-24T09:00:00.000Z' });
    expect(new DraftComments(dir, now).list('s-1')).toEqual([added]);
    expect(first.list('s-2')).toEqual([]);
    first.clear('s-1');
    expect(first.list('s-1')).toEqual([]);
  });

  it('refuses an unknown draft, a session id that is no id, and leaves a damaged file as it is', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-drafts-'));
    const drafts = new DraftComments(dir, now);
    expect(() => drafts.remove('s-1', 'c-nope')).toThrow(/no draft comment c-nope/);
    expect(() => drafts.add('../escape', draft)).toThrow(/Not a session id/);
    const file = path.join(dir, 'draft-comments', 's-1.json');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, '{ damaged');
    expect(() => drafts.add('s-1', draft)).toThrow(/cannot be read; the file is left as it is/);
    expect(await fs.readFile(file, 'utf8')).toBe('{ damaged');
  });
});
