import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AgentReview } from '../../shared/contract';
import { DEMO_TURN_MS } from '../../main/core/demo/startDemo';
import { createParleyCore } from '../../main/core/parleyCore';
import { figure, type BenchResult } from '../figure';

const SETTLED = new Set(['approved', 'max-rounds', 'needs-discussion', 'error', 'cancelled']);
const MINUTE_MS = 60_000;

/**
 * "Try the demo" from click to approval (demo:start through the core, as the
 * window calls it) against `parley demo` on the command line, the same loop
 * with nothing of the window's: under a minute, and no slower than the CLI
 * once the window's deliberate pace is set aside (its agents take
 * DEMO_TURN_MS a turn, so a person can follow; the CLI's run at full speed).
 */
export async function demoLoop(): Promise<BenchResult> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'parley-bench-demo-'));
  try {
    const cli = timeCliDemo(path.join(root, 'cli-data'));
    const window = await timeDemoCommand(path.join(root, 'core-data'), root);
    return figure('first-run-demo', {
      value: window,
      baseline: cli,
      unit: 'ms',
      baselineLabel: "`parley demo` on the command line (the window's paced turns aside)",
      goals: [{ atMost: MINUTE_MS }, { atMostRatio: 1.25 }],
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

function timeCliDemo(dataDir: string): number {
  const began = performance.now();
  const result = spawnSync(process.execPath, ['bin/parley.js', 'demo'], {
    env: { ...process.env, PARLEY_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`parley demo failed: ${result.stdout}${result.stderr}`);
  return performance.now() - began;
}

async function timeDemoCommand(dataDir: string, workspace: string): Promise<number> {
  const core = await createParleyCore({ workspace, dataDir, isDesktop: false, version: 'bench' });
  try {
    const began = performance.now();
    // A fresh core: the demo's review is the only one.
    const settled = new Promise<AgentReview>((resolve) => {
      core.onEvent((event) => {
        if (event.name === 'review:did-change' && SETTLED.has(event.payload.status)) {
          resolve(event.payload);
        }
      });
    });
    await core.handlers['demo:start']({}, { clientId: 'bench' });
    const review = await settled;
    if (review.status !== 'approved') throw new Error(`the demo ended ${review.status}`);
    // Each round's review turn, and the author's fixing turn in each round but the last.
    const turns = review.rounds.length * 2 - 1;
    return performance.now() - began - turns * DEMO_TURN_MS;
  } finally {
    await core.dispose();
  }
}
