/**
 * Runs one suite in this process and prints its figures as the last line of
 * stdout (progress goes to stderr). `bench/run.ts` starts one of these per
 * suite, so no suite measures a process another has warmed, filled or left
 * megamorphic: the parsers measured after a browser suite read 25 % slower.
 */
import { suites } from './suites';

const id = process.argv[2] ?? '';
const load = suites[id];
if (!load) {
  process.stderr.write(`bench: no suite ${JSON.stringify(id)}\n`);
  process.exit(2);
}
const suite = (await load()).default;
process.stderr.write(`… ${suite.title}\n`);
const results = await suite.run();
process.stdout.write(`${JSON.stringify({ results })}\n`);
// Suites may leave a browser or a server handle behind; their figures are out.
process.exit(0);
