import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { CoreError } from '../api';
import type {
  CommandRunner,
  RunOptions,
  RunResult,
  StreamOptions,
  ToolInfo,
} from './commandRunner';
import { ghTool, gitTool, jjTool } from './commandRunner';

const knownTools: readonly ToolInfo[] = [gitTool, jjTool, ghTool];

/** A diff of a whole monorepo can be large; beyond this something is wrong, so stop. */
const DEFAULT_MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

/**
 * Runs a program directly (no shell, so arguments are never re-parsed),
 * collecting its output as bytes and decoding once, so multi-byte UTF-8
 * characters split across chunks survive.
 */
export class NodeCommandRunner implements CommandRunner {
  constructor(private readonly maxOutputBytes = DEFAULT_MAX_OUTPUT_BYTES) {}

  run(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
    return this.spawn(command, args, options, null);
  }

  stream(command: string, args: readonly string[], options: StreamOptions): Promise<RunResult> {
    return this.spawn(command, args, options, options);
  }

  private async spawn(
    command: string,
    args: readonly string[],
    options: RunOptions,
    streaming: StreamOptions | null,
  ): Promise<RunResult> {
    await assertDirectory(options.cwd);
    if (streaming?.signal?.aborted) throw aborted(command);
    const env = mergeEnv(process.env, options.env);
    return new Promise<RunResult>((resolve, reject) => {
      const child = spawn(command, args, { cwd: options.cwd, env, stdio: 'pipe' });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      let size = 0;
      let failure: Error | null = null;
      const onAbort = () => {
        failure ??= aborted(command);
        child.kill('SIGKILL');
        // A paused stdout would never end, and the run never settle.
        child.stdout.resume();
      };
      streaming?.signal?.addEventListener('abort', onAbort, { once: true });
      const flow = streaming?.flow;
      const stopFollowingFlow = flow?.onChange(() => {
        if (flow.paused) child.stdout.pause();
        else if (failure === null) child.stdout.resume();
      });
      /** Counts a chunk; false once the output is over the limit (the program is then stopped). */
      const within = (chunk: Buffer): boolean => {
        size += chunk.length;
        if (size > this.maxOutputBytes && failure === null) {
          failure = new CoreError(
            'failed',
            `${command} printed more than ${this.maxOutputBytes} bytes; stopped it.`,
          );
          child.kill('SIGKILL');
        }
        return failure === null;
      };
      const collect = (into: Buffer[]) => (chunk: Buffer) => {
        if (within(chunk)) into.push(chunk);
      };
      // Streamed stdout is decoded piece by piece; a character split between pieces waits whole.
      const decoder = streaming ? new StringDecoder('utf8') : null;
      child.stdout.on('data', (chunk: Buffer) => {
        if (!within(chunk)) return;
        if (decoder && streaming) streaming.onStdout(decoder.write(chunk));
        else out.push(chunk);
        if (flow?.paused) child.stdout.pause();
      });
      child.stderr.on('data', collect(err));
      child.on('error', (error: NodeJS.ErrnoException) => {
        reject(error.code === 'ENOENT' ? notInstalled(command) : error);
      });
      child.on('close', (code, signal) => {
        streaming?.signal?.removeEventListener('abort', onAbort);
        stopFollowingFlow?.();
        if (failure) return reject(failure);
        const rest = decoder?.end();
        if (rest) streaming?.onStdout(rest);
        resolve({
          stdout: Buffer.concat(out).toString('utf8'),
          stderr: Buffer.concat(err).toString('utf8'),
          code: code ?? (signal ? 128 : 1),
        });
      });
      // The child may exit without reading its input (EPIPE); its exit code tells the story.
      child.stdin.on('error', () => {});
      child.stdin.end(options.input ?? '');
    });
  }
}

function mergeEnv(base: NodeJS.ProcessEnv, overrides: RunOptions['env']): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(base)) if (value !== undefined) env[key] = value;
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/** spawn reports a missing cwd as ENOENT too; check it first so the error says which. */
async function assertDirectory(cwd: string): Promise<void> {
  const info = await stat(cwd).catch(() => null);
  if (!info?.isDirectory()) throw new CoreError('bad-input', `Folder not found: ${cwd}`);
}

function aborted(command: string): CoreError {
  return new CoreError('failed', `${command} was stopped: its output is no longer wanted.`);
}

function notInstalled(command: string): CoreError {
  const tool = knownTools.find((t) => t.command === command);
  const name = tool ? `${tool.name} is` : `"${command}" is`;
  const hint = tool ? ` ${tool.installHint}` : '';
  return new CoreError('failed', `${name} not installed (no "${command}" on PATH).${hint}`);
}
