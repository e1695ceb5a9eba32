/**
 * Runs the real `parley` command (bin/parley.js) as a child process, the way
 * a user or a CI job does, and finds the agent processes a run left behind.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '../../../../support/poll';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
const PARLEY_BIN = path.join(REPO_ROOT, 'bin', 'parley.js');
export const PARLEY_AGENT_BIN = path.join(REPO_ROOT, 'bin', 'parley-agent.js');

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunningCli {
  readonly pid: number;
  /** Output so far. */
  stdout(): string;
  stderr(): string;
  kill(signal: NodeJS.Signals): void;
  readonly done: Promise<CliRun>;
}

/**
 * Starts `node bin/parley.js ARGS` on this process's Node (npx would pick the
 * node devDependency from node_modules/.bin; tests run on process.execPath).
 * The environment is exactly env: no PARLEY_DATA_DIR leaks in from outside.
 */
export function startParley(args: readonly string[], env: NodeJS.ProcessEnv): RunningCli {
  const child = spawn(process.execPath, [PARLEY_BIN, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const done = new Promise<CliRun>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return {
    pid: child.pid ?? -1,
    stdout: () => stdout,
    stderr: () => stderr,
    kill: (signal) => child.kill(signal),
    done,
  };
}

export function runParley(args: readonly string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  return startParley(args, env).done;
}

/** This process's environment without PARLEY_DATA_DIR, plus the given variables. */
export function cliEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  if (!('PARLEY_DATA_DIR' in extra)) delete env.PARLEY_DATA_DIR;
  return env;
}

/** The last line of stdout, parsed: where --json puts the review. */
export function lastJsonLine(stdout: string): unknown {
  const lines = stdout.trimEnd().split('\n');
  return JSON.parse(lines.at(-1) ?? '');
}

/**
 * Processes whose working directory is inside dir: the agents of a run whose
 * workspace is there (the parley command itself runs from the repo root).
 * Read from /proc, so Linux only — where these tests run.
 */
export function processesIn(dir: string): { pid: number; cmdline: string }[] {
  const found: { pid: number; cmdline: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cwd = readlinkSync(`/proc/${entry}/cwd`);
      if (cwd !== dir && !cwd.startsWith(`${dir}/`)) continue;
      const cmdline = commandLine(`/proc/${entry}/cmdline`);
      found.push({ pid: Number(entry), cmdline });
    } catch {
      // The process ended while we looked, or is not ours to inspect.
    }
  }
  return found;
}

/** Fails, naming them, unless the processes in dir are soon gone (a run stops its agents). */
export async function expectNoProcessLeftIn(dir: string): Promise<void> {
  await waitFor(() => processesIn(dir).length === 0, {
    timeoutMs: 3000,
    what: `no process left running in ${dir}`,
    describe: () => JSON.stringify(processesIn(dir), null, 2),
  });
}

function commandLine(file: string): string {
  try {
    return readFileSync(file, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}
