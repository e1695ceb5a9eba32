/**
 * `npm run bench [-- --json] [-- --only=<suite|figure>,…] [-- --strict]`:
 * runs the benchmark suites one after another and prints their figures as a
 * table; with --json the last line of stdout is `{"results":[…]}`. A missed
 * target is reported, not fatal, unless --strict; a suite that fails to run
 * is reported and makes the exit code 1.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './figure';
import { suites } from './suites';
import { formatTable } from './table';

const args = process.argv.slice(2);
const json = args.includes('--json');
const strict = args.includes('--strict');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);

const unknown = args.filter(
  (arg) => !['--json', '--strict'].includes(arg) && !arg.startsWith('--only='),
);
if (unknown.length > 0) {
  process.stderr.write(`bench: unknown argument ${unknown.join(' ')}\n`);
  process.exit(2);
}

// With --json the table goes to stderr so stdout's last line is the JSON.
const say = (text: string) => (json ? process.stderr : process.stdout).write(`${text}\n`);

const results: BenchResult[] = [];
let failedSuites = 0;
for (const id of Object.keys(suites)) {
  if (!shouldRun(id)) continue;
  const started = performance.now();
  try {
    const figures = (await runInOwnProcess(id)).filter(
      (result) => !only || only.includes(id) || only.includes(result.name),
    );
    results.push(...figures);
    say(`  ${figures.length} figure(s) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failedSuites += 1;
    say(
      `  suite ${id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}

const unmatched = (only ?? []).filter(
  (name) => !(name in suites) && !results.some((result) => result.name === name),
);
if (unmatched.length > 0) say(`bench: no suite or figure named ${unmatched.join(', ')}`);

say('');
say(formatTable(results));
const missed = results.filter((result) => !result.pass).length;
say(
  `\n${results.length} figures, ${missed} below target${failedSuites ? `, ${failedSuites} suite(s) failed` : ''}`,
);
if (json) process.stdout.write(`${JSON.stringify({ results })}\n`);
process.exitCode = failedSuites > 0 || (strict && missed > 0) ? 1 : 0;

/**
 * --only names suite ids or figure names. Which suite makes a figure is known
 * only once it has run, so a figure name runs every suite and keeps that figure.
 */
function shouldRun(id: string): boolean {
  return !only || only.includes(id) || only.some((name) => !(name in suites));
}

/** One suite in a fresh process (bench/runSuite.ts, through the same tsx loader as this one). */
function runInOwnProcess(id: string): Promise<BenchResult[]> {
  const script = fileURLToPath(new URL('./runSuite.ts', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script, id], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const last = stdout.trimEnd().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) {
        reject(new Error(`suite ${id} exited with ${code} and no figures`));
        return;
      }
      resolve((JSON.parse(last) as { results: BenchResult[] }).results);
    });
  });
}
