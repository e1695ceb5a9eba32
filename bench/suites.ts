import type { BenchSuite } from './suite';

/**
 * Every suite, by id, loaded only when it runs (`--only=<id>` skips the rest,
 * and their heavy imports). Suites run one after another: on two cores, two
 * at once would make both lie.
 */
export const suites: Record<string, () => Promise<{ default: BenchSuite }>> = {
  terminal: () => import('./terminal/terminal'),
  host: () => import('./host/host'),
  'diff-panel': () => import('./diffPanel/diffPanel'),
  'diff-serve': () => import('./diffServe/diffServe'),
  'first-run': () => import('./firstRun/firstRun'),
  parsers: () => import('./parsers/parsers'),
  loop: () => import('./loop/loop'),
  history: () => import('./history/history'),
};
