/**
 * A long review history, as a window meets it at every connect: `review:list`
 * through `parley serve` over its WebSocket, with 1,000 stored reviews. The
 * baseline is the least any reader of that history does: read and JSON.parse
 * the same record files once, in the bench's own process.
 */
import { readFileSync, readdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { WebSocket } from 'ws';
import {
  makeParleyDirs,
  startParleyServer,
  type ParleyServer,
} from '../../test/support/parleyServer';
import { figure } from '../figure';
import type { BenchSuite } from '../suite';
import { median } from '../terminal/floodFile';
import { finishedReviewFiles } from './storedReviews';

const REVIEWS = 1000;
const RUNS = 5;

/** Milliseconds from a `review:list` call on a fresh socket to its whole answer, and the answer's size. */
async function timedList(server: ParleyServer): Promise<{ ms: number; bytes: number }> {
  const url = new URL(server.url);
  const socket = new WebSocket(`ws://${url.host}/ws?token=${server.token}`, {
    headers: { origin: server.origin },
    maxPayload: 2 ** 30,
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  try {
    const started = performance.now();
    const answer = new Promise<string>((resolve) =>
      socket.on('message', (data) => {
        const text = String(data);
        if ((JSON.parse(text) as { type: string }).type === 'result') resolve(text);
      }),
    );
    socket.send(JSON.stringify({ type: 'call', id: 1, name: 'review:list', input: {} }));
    const text = await answer;
    return { ms: performance.now() - started, bytes: text.length };
  } finally {
    socket.close();
  }
}

/** Dates every record file back a month, as a history's are (the core reads a file written the last moment afresh). */
function writtenLongAgo(root: string): void {
  const monthAgo = new Date(Date.now() - 30 * 24 * 3600_000);
  for (const id of readdirSync(root))
    utimesSync(path.join(root, id, 'review.json'), monthAgo, monthAgo);
}

/** Reads and parses every record file under `dataDir`; answers the milliseconds. */
function readRecords(dataDir: string): number {
  const started = performance.now();
  const root = path.join(dataDir, 'reviews');
  for (const id of readdirSync(root))
    JSON.parse(readFileSync(path.join(root, id, 'review.json'), 'utf8'));
  return performance.now() - started;
}

const suite: BenchSuite = {
  title: 'Review history: the Reviews list of 1,000 stored reviews',
  async run() {
    const dirs = await makeParleyDirs({ dataFiles: finishedReviewFiles(REVIEWS) });
    writtenLongAgo(path.join(dirs.dataDir, 'reviews'));
    const server = await startParleyServer(dirs);
    try {
      const cold = await timedList(server);
      const warm: number[] = [];
      const baseline: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        warm.push((await timedList(server)).ms);
        baseline.push(readRecords(dirs.dataDir));
      }
      // The suite's stdout carries its results: notes go to stderr.
      process.stderr.write(
        `  review:list of ${REVIEWS}: ${(cold.bytes / 1e6).toFixed(1)} MB; the first call after start ${Math.round(cold.ms)} ms\n`,
      );
      return [
        figure('review-list', {
          value: median(warm),
          baseline: median(baseline),
          unit: 'ms',
          baselineLabel: 'reading and parsing the record files once',
          goals: [{ atMost: 200 }, { atMostRatio: 0.5 }],
        }),
      ];
    } finally {
      await server.stop();
      await dirs.remove();
    }
  },
};

export default suite;
