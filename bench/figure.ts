/**
 * One benchmark figure: a value measured against a baseline taken in the same
 * run, and the goals the issue sets for it. A figure never stands alone: on a
 * busy or slow machine both sides move together, so the ratio stays honest.
 */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  baseline: number;
  /** value / baseline, whatever the unit. */
  ratio: number;
  /** The goals in words, e.g. "≥ 0.9× @xterm/headless fed directly". */
  target: string;
  pass: boolean;
}

export type Goal =
  | { atLeastRatio: number }
  | { atMostRatio: number }
  | { atMost: number }
  | { atLeast: number }
  | { atMostAdded: number }
  | { atLeastSpeedup: number };

export interface FigureInput {
  value: number;
  baseline: number;
  unit: string;
  /** What the baseline is, in words ("plain react-diff-view, same page"). */
  baselineLabel: string;
  goals: readonly Goal[];
}

export function figure(name: string, input: FigureInput): BenchResult {
  const { value, baseline, unit } = input;
  const ratio = baseline === 0 ? Number.POSITIVE_INFINITY : value / baseline;
  const checks = input.goals.map((goal) => checkGoal(goal, input, ratio));
  return {
    name,
    value: round(value),
    unit,
    baseline: round(baseline),
    ratio: round(ratio),
    target: checks.map((check) => check.words).join(' and '),
    pass: checks.every((check) => check.met),
  };
}

function checkGoal(goal: Goal, input: FigureInput, ratio: number): { words: string; met: boolean } {
  const { value, baseline, unit, baselineLabel } = input;
  if ('atLeastRatio' in goal) {
    // A baseline of nothing (a figure that measured nothing) meets no ratio.
    return {
      words: `≥ ${goal.atLeastRatio}× ${baselineLabel}`,
      met: Number.isFinite(ratio) && ratio >= goal.atLeastRatio,
    };
  }
  if ('atMostRatio' in goal) {
    return { words: `≤ ${goal.atMostRatio}× ${baselineLabel}`, met: ratio <= goal.atMostRatio };
  }
  if ('atMost' in goal) return { words: `≤ ${goal.atMost} ${unit}`, met: value <= goal.atMost };
  if ('atLeast' in goal) return { words: `≥ ${goal.atLeast} ${unit}`, met: value >= goal.atLeast };
  if ('atMostAdded' in goal) {
    return {
      words: `≤ ${goal.atMostAdded} ${unit} over ${baselineLabel}`,
      met: value - baseline <= goal.atMostAdded,
    };
  }
  return {
    words: `≥ ${goal.atLeastSpeedup}× faster than ${baselineLabel}`,
    met: value > 0 && baseline / value >= goal.atLeastSpeedup,
  };
}

/** Three significant decimals are plenty for a figure read by people. */
function round(n: number): number {
  return Number.isFinite(n) ? Math.round(n * 1000) / 1000 : n;
}
