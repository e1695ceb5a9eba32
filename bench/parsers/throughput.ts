/**
 * MB/s of two parsers over the same texts, measured turn about so that a
 * busy machine slows both alike: each warmed up first (the JIT settles),
 * then alternate timed rounds, the median of each kept. A round lasts long
 * enough for the garbage a side makes to be collected in its own rounds: in
 * rounds of 60 ms (one pass of a 10 MB transcript) the line-splitting
 * baseline's was collected in the parser's, which timed the baseline at
 * 24 ms a pass and the parser at 105, against 33 and 95 in long rounds.
 */
export interface Throughputs {
  readonly value: number;
  readonly baseline: number;
}

const WARM_UP_MS = 500;
const ROUND_MS = 500;
const ROUNDS = 7;

export function compareThroughput(
  texts: readonly string[],
  measured: (text: string) => unknown,
  baseline: (text: string) => unknown,
): Throughputs {
  const megabytes = texts.reduce((sum, text) => sum + text.length, 0) / 1e6;
  for (const parse of [measured, baseline]) timedPasses(texts, parse, WARM_UP_MS);
  const rates: [number[], number[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    rates[0].push(rate(megabytes, timedPasses(texts, measured, ROUND_MS)));
    rates[1].push(rate(megabytes, timedPasses(texts, baseline, ROUND_MS)));
  }
  return { value: median(rates[0]), baseline: median(rates[1]) };
}

/** Parses every text over and over for at least `ms`; answers ms per pass. */
function timedPasses(texts: readonly string[], parse: (text: string) => unknown, ms: number) {
  let passes = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (const text of texts) parse(text);
    passes += 1;
    elapsed = performance.now() - started;
  }
  return elapsed / passes;
}

function rate(megabytes: number, msPerPass: number): number {
  return megabytes / (msPerPass / 1000);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
