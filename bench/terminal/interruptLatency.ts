import { setTimeout as sleep } from 'node:timers/promises';
import { figure } from '../figure';
import type { BenchResult } from '../figure';
import { benchSessions } from './benchSessions';
import { bareTerminal, parleyTerminal, type Terminal } from './echoProbe';
import { median } from './floodFile';

const ROUNDS = 40;
const BASH = ['--norc', '--noprofile'];

/**
 * interrupt-latency: Ctrl-C to a `sleep` in bash until the prompt is back,
 * through a Parley session (input through the core, the prompt as it leaves
 * the core) against the same in a bare node-pty.
 */
export async function interruptLatency(): Promise<BenchResult> {
  const sessions = benchSessions();
  try {
    const bare = bareTerminal('/bin/bash', BASH, sessions.dir);
    const parley = await parleyTerminal(sessions, '/bin/bash', BASH);
    await sleep(500);
    const bareMs: number[] = [];
    const parleyMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareMs.push(await interrupt(bare, round));
      parleyMs.push(await interrupt(parley, round));
    }
    await Promise.all([bare.close(), parley.close()]);
    return figure('interrupt-latency', {
      value: median(parleyMs),
      baseline: median(bareMs),
      unit: 'ms',
      baselineLabel: 'a bare PTY',
      goals: [{ atMostRatio: 1.1 }],
    });
  } finally {
    await sessions.dispose();
  }
}

async function interrupt(terminal: Terminal, round: number): Promise<number> {
  // A marker the shell prints when sleep starts: Ctrl-C then finds it running.
  const started = terminal.nextOutput(`sleeping-${round}`);
  terminal.write(`echo sleeping-$((${round}+0)); sleep 100\r`);
  await started;
  await sleep(50);
  const prompt = terminal.nextOutput('$ ');
  const pressed = performance.now();
  terminal.write('\x03');
  return (await prompt) - pressed;
}
