import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AgentReview } from '../../shared/contract';
import { createParleyCore } from '../../main/core/parleyCore';
import { figure, type BenchResult } from '../figure';

const SETTLED = new Set(['approved', 'max-rounds', 'needs-discussion', 'error', 'cancelled']);
const MINUTE_MS = 60_000;

/**
 * "Try the demo" from click to approval (demo:start through the core, as the
 * window calls it) against `parley demo` on the command line, the same loop
 * with nothing of the window's: under a minute, and no slower than the CLI.
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
      baselineLabel: '`parley demo` on the command line',
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
    return performance.now() - began;
  } finally {
    await core.dispose();
  }
}
