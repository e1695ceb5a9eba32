import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CommandRunner } from '../../../../../main/core/git/commandRunner';
import { NodeCommandRunner } from '../../../../../main/core/git/nodeCommandRunner';

/**
 * jj and gh are not installed here, so a test stands one in: a real executable
 * on PATH that records its arguments and prints recorded output.
 */
export async function fakeToolDir(
  command: string,
  stdout: string,
  exitCode = 0,
): Promise<{ dir: string; argsFile: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `parley-fake-${command}-`));
  const outFile = path.join(dir, 'stdout.txt');
  const argsFile = path.join(dir, 'args.txt');
  await writeFile(outFile, stdout);
  const script = [
    '#!/bin/sh',
    'PATH=/usr/bin:/bin',
    `printf '%s\\n' "$PWD" "$@" > '${argsFile}'`,
    `cat '${outFile}'`,
    `[ ${exitCode} -eq 0 ] || echo 'fake failure' >&2`,
    `exit ${exitCode}`,
    '',
  ].join('\n');
  await writeFile(path.join(dir, command), script);
  await chmod(path.join(dir, command), 0o755);
  return { dir, argsFile };
}

/** The real runner, seeing only the given folders on PATH. */
export function runnerWithPath(...dirs: string[]): CommandRunner {
  const real = new NodeCommandRunner();
  const PATH = dirs.join(path.delimiter);
  return {
    run: (command, args, options) =>
      real.run(command, args, { ...options, env: { ...options.env, PATH } }),
  };
}
