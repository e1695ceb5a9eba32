import fs from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CoreError } from '../../../../../main/core/api';
import { DiffWatchers } from '../../../../../main/core/git/watch/diffWatchers';
import { SETTLE_MS } from '../../../../../main/core/git/watch/treeWatcher';
import { createTempRepo, type TempRepo } from '../../../../support/gitRepo';
import { waitFor } from '../../../../support/poll';

let repo: TempRepo;
let watchers: DiffWatchers;
let announced: { sessionId: string; clients: readonly string[] }[];

beforeEach(async () => {
  repo = await createTempRepo({ 'a.txt': 'a\n' });
  announced = [];
  watchers = new DiffWatchers({
    rootOf: async (sessionId) => {
      if (sessionId !== 's1') throw new CoreError('not-found', `No session with id ${sessionId}.`);
      return repo.dir;
    },
    announce: (sessionId, clients) => announced.push({ sessionId, clients }),
    warn: () => undefined,
  });
});
afterEach(async () => {
  watchers.dispose();
  await repo.dispose();
});

let edits = 0;
/** Edits the tree and waits for the next announcement. */
async function edit(): Promise<{ sessionId: string; clients: readonly string[] }> {
  const before = announced.length;
  await fs.writeFile(repo.file('a.txt'), `edit ${++edits}\n`);
  return waitFor(() => announced[before], { what: 'an announcement', timeoutMs: 5000 });
}
const quietWhile = async (action: () => Promise<void>) => {
  const before = announced.length;
  await action();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS * 4));
  expect(announced.length).toBe(before);
};

describe('DiffWatchers', () => {
  it('tells every client that follows a session, and only while one does', async () => {
    await watchers.watch('s1', 'window-1');
    await watchers.watch('s1', 'tab-2');
    expect(await edit()).toEqual({ sessionId: 's1', clients: ['window-1', 'tab-2'] });

    watchers.unwatch('s1', 'window-1');
    expect((await edit()).clients).toEqual(['tab-2']);

    watchers.clientGone('tab-2');
    await quietWhile(() => fs.writeFile(repo.file('a.txt'), 'nobody looks\n'));
  });

  it('refuses a session it cannot find, and holds nothing for it', async () => {
    await expect(watchers.watch('s2', 'window-1')).rejects.toThrow(/No session with id s2/);
    await watchers.watch('s1', 'window-1');
    expect((await edit()).sessionId).toBe('s1');
  });
});
