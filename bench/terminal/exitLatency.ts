import * as nodePty from 'node-pty';
import { figure } from '../figure';
import type { BenchResult } from '../figure';
import { benchSessions, exited, startProgram, type BenchSessions } from './benchSessions';
import { median } from './floodFile';

const ROUNDS = 20;
const PROGRAM = ['/bin/sh', ['-c', 'echo bye']] as const;

/**
 * exit-latency: a program that prints and exits (`echo bye`), from start
 * until the session reports it exited, against a bare node-pty's exit event.
 * Only a process left holding the terminal may hold the report back.
 */
export async function exitLatency(): Promise<BenchResult> {
  const sessions = await benchSessions();
  try {
    const parley: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bare.push(await bareExit());
      parley.push(await sessionExit(sessions));
    }
    return figure('exit-latency', {
      value: median(parley),
      baseline: median(bare),
      unit: 'ms',
      baselineLabel: 'a bare node-pty',
      // A drain grace or a poll in the exit path would show as tens to hundreds of ms.
      goals: [{ atMostAdded: 50 }, { atMostRatio: 3 }],
    });
  } finally {
    await sessions.dispose();
  }
}

async function sessionExit(sessions: BenchSessions): Promise<number> {
  const started = performance.now();
  const session = startProgram(sessions, ...PROGRAM);
  await exited(session);
  const ms = performance.now() - started;
  await sessions.manager.close(session.id);
  return ms;
}

async function bareExit(): Promise<number> {
  const started = performance.now();
  const pty = nodePty.spawn(PROGRAM[0], [...PROGRAM[1]], { cols: 80, rows: 24 });
  await new Promise((resolve) => pty.onExit(resolve));
  return performance.now() - started;
}
