import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJsonStore } from '../../../../main/core/store/jsonStore';
import { Big, bigValue, isWhole } from './fixtures/bigValue';

const writer = fileURLToPath(new URL('./fixtures/writeForever.ts', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-crash-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * Runs the writer until it has finished `saves` saves, then kills it with
 * SIGKILL at an arbitrary moment of a later save (no chance to clean up).
 * Answers the last counter it said was saved.
 */
async function killMidWrite(file: string, mode: 'store' | 'artifact', saves: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', writer, file, mode], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const lastSaved = () => Number(out.trim().split('\n').at(-1) ?? 0);

  const deadline = Date.now() + 60_000;
  while (lastSaved() < saves) {
    if (child.exitCode !== null) throw new Error(`writer exited early: ${err}`);
    if (Date.now() > deadline) throw new Error(`writer made no progress: ${err}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  // Somewhere inside the next save (each takes tens of ms): the point is arbitrary on purpose.
  await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 40)));
  child.kill('SIGKILL');
  await exited;
  return lastSaved();
}

describe('a crash in the middle of a save', () => {
  it('leaves the store file whole: the last save or the one before, never a mix', async () => {
    const file = path.join(dir, 'reviews.json');
    for (let run = 1; run <= 3; run++) {
      const saved = await killMidWrite(file, 'store', 2);
      const problems: unknown[] = [];
      const store = openJsonStore({
        file,
        schema: Big,
        version: 1,
        defaults: () => bigValue(0),
        onProblem: (p) => problems.push(p),
      });
      expect(problems).toEqual([]);
      expect(store.read().counter).toBeGreaterThanOrEqual(saved);
      expect(isWhole(store.read())).toBe(true);
    }
    expect(fs.readdirSync(dir).filter((f) => f.includes('corrupt'))).toEqual([]);
  }, 120_000);

  it('leaves an atomically written text file whole', async () => {
    const file = path.join(dir, 'round-1.md');
    for (let run = 1; run <= 5; run++) {
      const saved = await killMidWrite(file, 'artifact', 2);
      const value = Big.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
      expect(value.counter).toBeGreaterThanOrEqual(saved);
      expect(isWhole(value)).toBe(true);
    }
  }, 120_000);
});
