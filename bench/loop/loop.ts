import type { BenchSuite } from '../suite';
import { figure } from '../figure';
import { timeReviewLoop } from './reviewLoop';

/** Loops per side: the median keeps one slow start of the machine out. */
const LOOPS = 3;

/**
 * loop-overhead: what a review loop costs per phase beyond the agents' own
 * work. parley-agent answers in a few milliseconds, so nearly all of a
 * phase's wall time is Parley's: delivering the prompt, telling the turn has
 * ended, reading the answer, capturing the diff, recording the round. The
 * baseline is the same loop with no turn signal, where every turn end waits
 * out the quiet period.
 */
const suite: BenchSuite = {
  title: 'Review loop: overhead per phase',
  async run() {
    const signalled: number[] = [];
    const screenOnly: number[] = [];
    for (let loop = 0; loop < LOOPS; loop++) {
      signalled.push((await timeReviewLoop(false)).msPerPhase);
      screenOnly.push((await timeReviewLoop(true)).msPerPhase);
    }
    return [
      figure('loop-overhead', {
        value: median(signalled),
        baseline: median(screenOnly),
        unit: 'ms',
        baselineLabel: 'the same loop on the quiet-period fallback',
        goals: [{ atMost: 200 }, { atMostRatio: 0.15 }],
      }),
    ];
  },
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export default suite;
