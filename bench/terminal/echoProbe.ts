import { setTimeout as sleep } from 'node:timers/promises';
import * as nodePty from 'node-pty';
import type { Session } from '../../main/core/sessions/session';
import { BENCH_CLIENT, benchSessions, type BenchSessions } from './benchSessions';
import { median } from './floodFile';

/**
 * One side of a latency figure: something that takes input and reports output,
 * a Parley session (input through the core, output as it leaves the core for
 * an attached client) or a bare node-pty.
 */
export interface Terminal {
  write(data: string): void;
  /** Resolves with the time output containing `text` arrives (performance.now()). */
  nextOutput(text: string): Promise<number>;
  close(): Promise<void>;
}

export async function parleyTerminal(
  sessions: BenchSessions,
  command: string,
  args: readonly string[],
): Promise<Terminal> {
  const session: Session = sessions.manager.create({
    profileId: 'shell',
    command,
    args: [...args],
  });
  await session.attach(BENCH_CLIENT);
  const output = outputWaiter();
  const stop = sessions.onOutput((id, data) => {
    if (id !== session.id) return;
    output.push(data);
    // A viewer acknowledges what it has rendered; the benchmark renders nothing, so at once.
    session.ack(BENCH_CLIENT, data.length);
  });
  return {
    write: (data) => session.write(data),
    nextOutput: output.next,
    async close() {
      stop();
      await sessions.manager.close(session.id);
    },
  };
}

/** The same program in a bare node-pty, with the terminal type sessions give their programs. */
export function bareTerminal(command: string, args: readonly string[], cwd: string): Terminal {
  const env = { ...process.env, PS1: '$ ', TERM: 'xterm-256color', COLORTERM: 'truecolor' };
  const pty = nodePty.spawn(command, [...args], {
    name: env.TERM,
    cols: 80,
    rows: 24,
    cwd,
    env: env as Record<string, string>,
    encoding: null,
  });
  const output = outputWaiter();
  // With encoding null node-pty hands out Buffers, though its typings say string.
  pty.onData((data) => output.push(data as unknown as Uint8Array));
  return {
    write: (data) => pty.write(data),
    nextOutput: output.next,
    async close() {
      const gone = new Promise((resolve) => pty.onExit(resolve));
      pty.kill('SIGKILL');
      await gone;
    },
  };
}

/**
 * The median milliseconds `probe` measures on one program in a bare node-pty
 * and through a Parley session, the two taking turns round by round so both
 * meet the same machine load. `settleMs` lets both programs start first.
 */
export async function probeInTurns(
  program: { command: string; args: readonly string[]; settleMs: number },
  rounds: number,
  probe: (terminal: Terminal, round: number) => Promise<number>,
): Promise<{ parley: number; bare: number }> {
  const sessions = await benchSessions();
  try {
    const bare = bareTerminal(program.command, program.args, sessions.dir);
    const parley = await parleyTerminal(sessions, program.command, program.args);
    await sleep(program.settleMs);
    const bareMs: number[] = [];
    const parleyMs: number[] = [];
    for (let round = 0; round < rounds; round++) {
      bareMs.push(await probe(bare, round));
      parleyMs.push(await probe(parley, round));
    }
    await Promise.all([bare.close(), parley.close()]);
    return { parley: median(parleyMs), bare: median(bareMs) };
  } finally {
    await sessions.dispose();
  }
}

/**
 * Output since the last next() call, matched against the text next() waits
 * for. Both sides of a figure read their bytes here, decoded alike.
 */
function outputWaiter() {
  let seen = '';
  let waiting: { text: string; resolve: (at: number) => void } | undefined;
  const utf8 = new TextDecoder();
  return {
    push(data: Uint8Array) {
      const at = performance.now();
      seen += utf8.decode(data, { stream: true });
      if (waiting && seen.includes(waiting.text)) {
        const { resolve } = waiting;
        waiting = undefined;
        resolve(at);
      }
    },
    next(text: string): Promise<number> {
      seen = '';
      return new Promise((resolve) => (waiting = { text, resolve }));
    },
  };
}
