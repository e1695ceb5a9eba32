import { setTimeout as sleep } from 'node:timers/promises';
import { figure } from '../figure';
import type { BenchResult } from '../figure';
import { benchSessions } from './benchSessions';
import { bareTerminal, parleyTerminal, type Terminal } from './echoProbe';
import { median } from './floodFile';

const KEYS = 60;
/** A person types a few keys a second: each key finds the terminal idle. */
const TYPING_GAP_MS = 30;

/**
 * keystroke-echo: a key written to `cat` (the tty echoes it) through the
 * core's session input until its echo leaves the core for an attached client,
 * against the same key into a bare node-pty until its echo is read.
 */
export async function keystrokeEcho(): Promise<BenchResult> {
  const sessions = benchSessions();
  try {
    const bare = bareTerminal('/bin/cat', [], sessions.dir);
    const parley = await parleyTerminal(sessions, '/bin/cat', []);
    await sleep(300);
    const bareMs: number[] = [];
    const parleyMs: number[] = [];
    for (let key = 0; key < KEYS; key++) {
      bareMs.push(await echo(bare, key));
      parleyMs.push(await echo(parley, key));
    }
    await Promise.all([bare.close(), parley.close()]);
    return figure('keystroke-echo', {
      value: median(parleyMs),
      baseline: median(bareMs),
      unit: 'ms',
      baselineLabel: 'raw node-pty echo',
      goals: [{ atMostAdded: 1 }],
    });
  } finally {
    await sessions.dispose();
  }
}

async function echo(terminal: Terminal, key: number): Promise<number> {
  await sleep(TYPING_GAP_MS);
  const letter = String.fromCharCode(97 + (key % 26));
  const echoed = terminal.nextOutput(letter);
  const typed = performance.now();
  terminal.write(letter);
  return (await echoed) - typed;
}
