import { execFileSync } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SETTLE_MS, TreeWatcher } from '../../main/core/git/watch/treeWatcher';
import { figure, type BenchResult } from '../figure';

const SAMPLES = 15;

/**
 * How long after a save the panel hears of it: the core's watcher (debounced,
 * .git internals filtered) against a bare recursive fs.watch seeing the same
 * write. The difference is the settling time plus what the filter costs.
 */
export async function treeChangeLatency(): Promise<BenchResult> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'parley-bench-tree-')));
  try {
    execFileSync('git', ['init', '-q', dir]);
    const file = path.join(dir, 'src.js');
    await writeFile(file, 'start\n');
    const bare = await median((i) => timeToHear(file, i, (heard) => rawWatch(dir, heard)));
    const ours = await median((i) =>
      timeToHear(file, i, (heard) => {
        const watcher = new TreeWatcher(dir, heard, () => undefined);
        return () => watcher.close();
      }),
    );
    return figure('tree-change-latency', {
      value: ours,
      baseline: bare,
      unit: 'ms',
      baselineLabel: 'a bare recursive fs.watch',
      goals: [{ atMostAdded: SETTLE_MS + 100 }],
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function rawWatch(dir: string, heard: () => void): () => void {
  const watcher = watch(dir, { recursive: true }, heard);
  return () => watcher.close();
}

/** Starts watching, writes once, and answers how long until it was heard. */
async function timeToHear(
  file: string,
  i: number,
  start: (heard: () => void) => () => void,
): Promise<number> {
  let resolve!: (ms: number) => void;
  const done = new Promise<number>((r) => (resolve = r));
  let began = 0;
  const stop = start(() => resolve(performance.now() - began));
  // Let the watch settle in before the write it is timed on.
  await new Promise((r) => setTimeout(r, 100));
  began = performance.now();
  await writeFile(file, `change ${i}\n`);
  const ms = await done;
  stop();
  return ms;
}

async function median(sample: (i: number) => Promise<number>): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < SAMPLES; i++) values.push(await sample(i));
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)]!;
}
