import { setTimeout as sleep } from 'node:timers/promises';
import { figure } from '../figure';
import type { BenchResult } from '../figure';
import { probeInTurns, type Terminal } from './echoProbe';

const KEYS = 60;
/** A person types a few keys a second: each key finds the terminal idle. */
const TYPING_GAP_MS = 30;

/**
 * keystroke-echo: a key written to `cat` (the tty echoes it) through the
 * core's session input until its echo leaves the core for an attached client,
 * against the same key into a bare node-pty until its echo is read.
 */
export async function keystrokeEcho(): Promise<BenchResult> {
  const { parley, bare } = await probeInTurns(
    { command: '/bin/cat', args: [], settleMs: 300 },
    KEYS,
    echo,
  );
  return figure('keystroke-echo', {
    value: parley,
    baseline: bare,
    unit: 'ms',
    baselineLabel: 'raw node-pty echo',
    goals: [{ atMostAdded: 1 }, { atMostRatio: 2 }],
  });
}

async function echo(terminal: Terminal, key: number): Promise<number> {
  await sleep(TYPING_GAP_MS);
  const letter = String.fromCharCode(97 + (key % 26));
  const echoed = terminal.nextOutput(letter);
  const typed = performance.now();
  terminal.write(letter);
  return (await echoed) - typed;
}
