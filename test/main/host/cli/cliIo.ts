import { PassThrough } from 'node:stream';
import type { CliIo } from '../../../../main/host/cli/command';

/** A CliIo that captures output, for running commands in-process. */
export function captureIo(cwd = process.cwd(), env: NodeJS.ProcessEnv = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const stop = new AbortController();
  const io: CliIo = {
    stdout,
    stderr,
    stdin: new PassThrough(),
    cwd,
    env,
    stopSignal: stop.signal,
  };
  return { io, stop: () => stop.abort('SIGTERM'), out: () => out, err: () => err };
}
