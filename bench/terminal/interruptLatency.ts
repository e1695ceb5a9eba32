import { setTimeout as sleep } from 'node:timers/promises';
import { figure } from '../figure';
import type { BenchResult } from '../figure';
import { probeInTurns, type Terminal } from './echoProbe';

const ROUNDS = 40;
const BASH = ['--norc', '--noprofile'];

/**
 * interrupt-latency: Ctrl-C to a `sleep` in bash until the prompt is back,
 * through a Parley session (input through the core, the prompt as it leaves
 * the core) against the same in a bare node-pty.
 */
export async function interruptLatency(): Promise<BenchResult> {
  const { parley, bare } = await probeInTurns(
    { command: '/bin/bash', args: BASH, settleMs: 500 },
    ROUNDS,
    interrupt,
  );
  return figure('interrupt-latency', {
    value: parley,
    baseline: bare,
    unit: 'ms',
    baselineLabel: 'a bare PTY',
    goals: [{ atMostRatio: 1.1 }],
  });
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
