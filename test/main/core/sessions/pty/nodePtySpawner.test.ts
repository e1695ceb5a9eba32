import { describe, expect, it } from 'vitest';
import { NodePtySpawner } from '../../../../../main/core/sessions/pty/nodePtySpawner';
import type { PtyExit, PtyProcess } from '../../../../../main/core/sessions/pty/ptyProcess';

const spawner = new NodePtySpawner();

function run(script: string): { pty: PtyProcess; output: () => string; exited: Promise<PtyExit> } {
  const pty = spawner.spawn({
    command: '/bin/sh',
    args: ['-c', script],
    cwd: '/',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    cols: 80,
    rows: 24,
  });
  const chunks: Buffer[] = [];
  pty.onData((data) => chunks.push(Buffer.from(data)));
  const exited = new Promise<PtyExit>((resolve) => pty.onExit(resolve));
  return { pty, output: () => Buffer.concat(chunks).toString('utf8'), exited };
}

describe('NodePtySpawner', () => {
  it('runs a program and reports its output and exit code', async () => {
    const { output, exited } = run('printf "caf\\303\\251 ok"; exit 4');
    expect(await exited).toEqual({ exitCode: 4 });
    expect(output()).toBe('café ok');
  });

  it('refuses a program that is not on PATH with a clear message', () => {
    expect(() =>
      spawner.spawn({
        command: 'parley-nope',
        args: [],
        cwd: '/',
        env: { PATH: '/usr/bin' },
        cols: 80,
        rows: 24,
      }),
    ).toThrow("'parley-nope' was not found on PATH. Install it or choose another profile.");
  });

  it('refuses a command line whose program is not on PATH, as the shell would look it up', async () => {
    const commandLine = (line: string) => () =>
      spawner.spawn({
        command: '/bin/sh',
        args: ['-c', line],
        cwd: '/',
        env: { PATH: '/usr/bin:/bin' },
        cols: 80,
        rows: 24,
      });
    expect(commandLine('parley-nope --model x')).toThrow(
      "'parley-nope' was not found on PATH. Install it, or give the command's full path.",
    );
    expect(commandLine('/nowhere/agent')).toThrow(
      "'/nowhere/agent' does not exist or is not an executable file.",
    );
    // Builtins, assignments and expansions are the shell's to run.
    for (const line of ['exit 0', 'cd / && exit 0', 'A=1 exit 0', '$NOTHING true']) {
      await commandLine(line)().terminate();
    }
  });

  it('keeps the last output of a program that exits while its reader is paused', async () => {
    const { pty, output, exited } = run('sleep 0.3; echo last-words');
    pty.pause();
    // node-pty would destroy the socket 200 ms after the exit, dropping the unread line.
    expect(await exited).toEqual({ exitCode: 0 });
    expect(output()).toContain('last-words');
  });

  it('keeps every byte of a program that exits while its reader lags behind', async () => {
    // A reader slower than the program (a busy machine) leaves output in the
    // kernel when it exits; libuv would call the hang-up the end of the file.
    const { pty, output, exited } = run('yes | head -c 1000000; echo last-words');
    pty.onData(() => {
      const until = Date.now() + 1;
      while (Date.now() < until);
    });
    expect(await exited).toEqual({ exitCode: 0 });
    // 500,000 "y\n" lines reach the reader as "y\r\n", then the last line.
    expect(output().length).toBe(1_500_000 + 'last-words\r\n'.length);
    expect(output().endsWith('y\r\nlast-words\r\n')).toBe(true);
  });

  it('reports the exit even while a process it left behind holds the terminal', async () => {
    const { pty, output, exited } = run('trap "" HUP; sleep 30 & echo left-one-behind');
    expect(await exited).toEqual({ exitCode: 0 });
    expect(output()).toContain('left-one-behind');
    await pty.terminate(500);
  });

  it('paused output resumes where it stopped', async () => {
    const { pty, output, exited } = run('sleep 0.2; echo one; sleep 0.3; echo two; sleep 5');
    pty.pause();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(output()).toBe('');
    pty.resume();
    await expect.poll(output).toContain('two');
    expect(output()).toBe('one\r\ntwo\r\n');
    await pty.terminate(500);
    await exited;
  });
});
