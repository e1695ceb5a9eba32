import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerFileFor } from '../../../../../main/core/review/protocol/answerFile';
import {
  prepareAnswerFolder,
  takeAnswerFile,
} from '../../../../../main/core/review/protocol/answerFileStore';

let workspace: string;
beforeEach(async () => {
  workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-answers-'));
});
afterEach(() => fs.rm(workspace, { recursive: true, force: true }));

describe('answer files on disk', () => {
  it('readies the folder git is told to ignore', async () => {
    const excluded: string[] = [];
    await prepareAnswerFolder(workspace, {
      ensureExcluded: async (dir) => void excluded.push(dir),
    });
    expect(excluded).toEqual([workspace]);
    expect((await fs.stat(path.join(workspace, '.parley/answers'))).isDirectory()).toBe(true);
  });

  it('reads this round’s file once and removes it; another round’s file is never read', async () => {
    await prepareAnswerFolder(workspace, { ensureExcluded: async () => undefined });
    const mine = answerFileFor('1111aaaa2222bbbb');
    const stale = answerFileFor('3333cccc4444dddd');
    await fs.writeFile(path.join(workspace, mine), 'my answer');
    await fs.writeFile(path.join(workspace, stale), 'an old answer');

    expect(await takeAnswerFile(workspace, mine)).toBe('my answer');
    expect(await takeAnswerFile(workspace, mine)).toBeNull();
    expect(await fs.readdir(path.join(workspace, '.parley/answers'))).toEqual([
      path.basename(stale),
    ]);
  });

  it('answers null when the agent wrote no file', async () => {
    expect(await takeAnswerFile(workspace, answerFileFor('5555eeee6666ffff'))).toBeNull();
  });
});
