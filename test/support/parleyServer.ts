import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const LISTENING =
  /^Parley is listening on (http:\/\/127\.0\.0\.1:(\d+)\/\?token=([A-Za-z0-9._~-]+))$/;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** Folders a test run owns: a git repo to work in, a data folder and a HOME for the shells. */
export interface ParleyDirs {
  readonly workspace: string;
  readonly dataDir: string;
  readonly home: string;
  remove(): Promise<void>;
}

export interface ParleyDirsOptions {
  /** Files to put in the data folder before the server first starts (path in it → content). */
  readonly dataFiles?: Readonly<Record<string, string>>;
}

export async function makeParleyDirs(options: ParleyDirsOptions = {}): Promise<ParleyDirs> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'parley-e2e-'));
  const workspace = path.join(root, 'workspace');
  const dataDir = path.join(root, 'data');
  const home = path.join(root, 'home');
  run('mkdir', '-p', workspace, dataDir, home);
  for (const [name, content] of Object.entries(options.dataFiles ?? {})) {
    await mkdir(path.dirname(path.join(dataDir, name)), { recursive: true });
    await writeFile(path.join(dataDir, name), content);
  }
  run('git', 'init', '-q', '-b', 'main', workspace);
  // A short, fixed prompt: the same on every machine, and readable in the README screenshot.
  await writeFile(path.join(home, '.bashrc'), "PS1='\\[\\e[1;34m\\]\\W\\[\\e[0m\\] \\$ '\n");
  await writeFile(path.join(workspace, 'README.md'), '# Sample project\n');
  await writeFile(
    path.join(workspace, 'greet.js'),
    'export const greet = (name) => `Hello, ${name}`;\n',
  );
  run('git', '-C', workspace, 'add', '.');
  run('git', '-C', workspace, ...GIT_IDENTITY, 'commit', '-q', '-m', 'Initial commit');
  return { workspace, dataDir, home, remove: () => rm(root, { recursive: true, force: true }) };
}

const GIT_IDENTITY = ['-c', 'user.name=Parley E2E', '-c', 'user.email=e2e@parley.invalid'];

function run(command: string, ...args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
}

export interface ParleyServer {
  /** The address the server printed, token included. */
  readonly url: string;
  readonly origin: string;
  readonly port: number;
  readonly token: string;
  stop(): Promise<void>;
}

/** Starts `node bin/parley.js serve` and waits for its one "listening" line. */
export async function startParleyServer(
  dirs: ParleyDirs,
  options: { port?: number; token?: string } = {},
): Promise<ParleyServer> {
  const args = ['bin/parley.js', 'serve', '--port', String(options.port ?? 0)];
  args.push('--workspace', dirs.workspace, '--data-dir', dirs.dataDir);
  // One word: a random token may start with '-', which parseArgs would not take as a value.
  if (options.token) args.push(`--token=${options.token}`);
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, HOME: dirs.home, PARLEY_DATA_DIR: dirs.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    process.stderr.write(`[parley serve] ${chunk}`);
  });

  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(
      () => fail(`did not print its address within ${START_TIMEOUT_MS} ms`),
      START_TIMEOUT_MS,
    );
    function fail(why: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`parley serve ${why}.\nstdout: ${stdout}\nstderr: ${stderr}`));
    }
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const line = stdout.split('\n').find((l) => LISTENING.test(l));
      if (!line) return;
      clearTimeout(timer);
      resolve(line.match(LISTENING)!);
    });
    child.once('exit', (code) => fail(`exited with code ${code}`));
  });

  const [, url, port, token] = match as unknown as [string, string, string, string];
  return {
    url,
    origin: new URL(url).origin,
    port: Number(port),
    token,
    stop: () => stopProcess(child),
  };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
