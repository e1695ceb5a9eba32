import type { BenchResult } from './figure';

/** A group of figures measured together (they share a set-up: a browser, a server, a corpus). */
export interface BenchSuite {
  title: string;
  run(): Promise<BenchResult[]>;
}
