import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DropFolder, dropCommand } from '../../../../../main/core/sessions/turnSignals/dropFolder';
import { shellQuote } from '../../../../../main/core/text/shellQuote';
import { sleep, waitFor } from '../../../../support/poll';

const run = promisify(execFile);

/** Runs a drop command in a real sh with `input` on stdin, as an agent's hook would. */
async function runHook(command: string, input: string): Promise<void> {
  const child = execFile('/bin/sh', ['-c', command]);
  child.stdin?.end(input);
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`sh exited ${code}`))));
  });
}

/** Turn records are {"n":…}; {"skip":true} is a valid file that is no turn; the rest is junk. */
const parseJson = async (text: string) => {
  const value = JSON.parse(text) as { n?: number; skip?: boolean };
  return value.skip ? ('ignore' as const) : { n: value.n ?? -1 };
};

describe('DropFolder', () => {
  let root: string;
  let folders: DropFolder<{ n: number }>[];

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-drop-'));
    folders = [];
  });
  afterEach(async () => {
    for (const folder of folders) folder.dispose();
    await fs.rm(root, { recursive: true, force: true });
  });

  function open(dir: string, got: { n: number }[]): DropFolder<{ n: number }> {
    const folder = new DropFolder(dir, parseJson, (record) => got.push(record));
    folders.push(folder);
    return folder;
  }

  it('quotes any path for sh, quotes and dollars included', async () => {
    const nasty = `it's a "dir" with $HOME and \`ticks\`\nand a newline`;
    const { stdout } = await run('/bin/sh', ['-c', `printf '%s' ${shellQuote(nasty)}`]);
    expect(stdout).toBe(nasty);
  });

  it('delivers what a real sh hook drops, once, then deletes the file', async () => {
    const dir = path.join(root, `runtime dir's $x`);
    const got: { n: number }[] = [];
    open(dir, got);
    await runHook(dropCommand(dir, 'cat'), '{"n":1}');
    await waitFor(() => got.length === 1, { what: 'the dropped record' });
    expect(got).toEqual([{ n: 1 }]);
    await waitFor(async () => (await fs.readdir(dir)).length === 0, { what: 'the file deleted' });
    await sleep(600); // two poll periods: nothing is delivered twice
    expect(got).toEqual([{ n: 1 }]);
  });

  it('delivers several turns in the order they ended', async () => {
    const dir = path.join(root, 'ordered');
    const got: { n: number }[] = [];
    open(dir, got);
    // Three turn ends in a burst, faster than one poll period.
    const drop = (n: number) => `printf '{"n":${n}}' | { ${dropCommand(dir, 'cat')}; }`;
    await run('/bin/sh', ['-c', [1, 2, 3].map(drop).join('; ')]);
    await waitFor(() => got.length === 3, { what: 'three records' });
    expect(got.map((r) => r.n)).toEqual([1, 2, 3]);
  });

  it('discards turn files left over from an earlier run', async () => {
    const dir = path.join(root, 'stale');
    await fs.mkdir(dir);
    await runHook(dropCommand(dir, 'cat'), '{"n":1}');
    const got: { n: number }[] = [];
    open(dir, got);
    await runHook(dropCommand(dir, 'cat'), '{"n":2}');
    await waitFor(() => got.length === 1, { what: 'the new record' });
    await sleep(600);
    expect(got).toEqual([{ n: 2 }]);
  });

  it('waits for a file still being written, and drops junk without blocking the folder', async () => {
    const dir = path.join(root, 'partial');
    const got: { n: number }[] = [];
    open(dir, got);
    await fs.writeFile(path.join(dir, 'turn-1-junk.json'), 'this is not json');
    await fs.writeFile(path.join(dir, 'turn-2-partial.json'), '{"n":');
    await sleep(400);
    expect(got).toEqual([]);
    await fs.appendFile(path.join(dir, 'turn-2-partial.json'), '2}');
    await waitFor(() => got.length === 1, { what: 'the completed record' });
    expect(got).toEqual([{ n: 2 }]);
    await waitFor(async () => (await fs.readdir(dir)).length === 0, {
      timeoutMs: 5_000,
      what: 'the junk file deleted',
    });
    expect(got).toEqual([{ n: 2 }]);
  });

  it('consumes a valid file that is no turn at once, without delivering it', async () => {
    const dir = path.join(root, 'skip');
    const got: { n: number }[] = [];
    open(dir, got);
    await runHook(dropCommand(dir, 'cat'), '{"skip":true}');
    await runHook(dropCommand(dir, 'cat'), '{"n":4}');
    await waitFor(() => got.length === 1, { what: 'the turn after the skipped file' });
    await waitFor(async () => (await fs.readdir(dir)).length === 0, {
      timeoutMs: 1_000,
      what: 'the skipped file deleted well before the junk timeout',
    });
    expect(got).toEqual([{ n: 4 }]);
  });

  it('ignores files that are not turn files and delivers nothing after dispose', async () => {
    const dir = path.join(root, 'quiet');
    const got: { n: number }[] = [];
    const folder = open(dir, got);
    await fs.writeFile(path.join(dir, 'notes.txt'), '{"n":9}');
    await fs.writeFile(path.join(dir, '.turn-5.part'), '{"n":5}');
    folder.dispose();
    await runHook(dropCommand(dir, 'cat'), '{"n":7}');
    await sleep(600);
    expect(got).toEqual([]);
    expect((await fs.readdir(dir)).sort()).toHaveLength(3);
  });
});
