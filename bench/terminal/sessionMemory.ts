import v8 from 'node:v8';
import vm from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';
import headless from '@xterm/headless';
import type { Terminal as HeadlessTerminal } from '@xterm/headless';
import { DEFAULT_SCROLLBACK } from '../../main/core/sessions/screen/screenModel';
import { figure } from '../figure';
import type { BenchResult } from '../figure';
import { benchSessions, exited, startProgram } from './benchSessions';
import { floodBytes, writeFloodFile } from './floodFile';

const { Terminal } = headless;
const SESSIONS = 6;
/** Enough to fill the scrollback several times over. */
const FLOOD_MEGABYTES = 4;
const SIZE = { cols: 120, rows: 40 };

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/**
 * session-memory: the memory each Parley session holds (JS heap and typed arrays), idle (a `cat` waiting
 * for input) and after a flood (its scrollback full), against a bare
 * @xterm/headless terminal of the same size and scrollback, empty and fed
 * the same flood. The screen model is what a session must keep; the rest of
 * a session should cost little beside it.
 */
export async function sessionMemory(): Promise<BenchResult[]> {
  const bareIdle = await heapPer(async () => bareTerminals(), disposeAll);
  const bareFlooded = await heapPer(async () => {
    const terminals = bareTerminals();
    const flood = floodBytes(FLOOD_MEGABYTES);
    await Promise.all(terminals.map((t) => new Promise<void>((done) => t.write(flood, done))));
    return terminals;
  }, disposeAll);

  const sessions = await benchSessions();
  try {
    const { file } = writeFloodFile(sessions.dir, FLOOD_MEGABYTES);
    const idle = await heapPer(
      async () => {
        const started = repeat(() => startProgram(sessions, '/bin/cat', [], SIZE));
        await sleep(500);
        return started;
      },
      (started) => Promise.all(started.map((s) => sessions.manager.close(s.id))),
    );
    const flooded = await heapPer(
      async () => {
        const started = repeat(() => startProgram(sessions, '/bin/cat', [file], SIZE));
        await Promise.all(started.map((s) => exited(s).then(() => s.readText())));
        return started;
      },
      (started) => Promise.all(started.map((s) => sessions.manager.close(s.id))),
    );
    const mb = (bytes: number) => bytes / 1024 / 1024;
    return [
      figure('session-memory-idle', {
        value: mb(idle),
        baseline: mb(bareIdle),
        unit: 'MB',
        baselineLabel: 'an empty @xterm/headless terminal',
        goals: [{ atMostAdded: 1 }, { atMostRatio: 1.1 }],
      }),
      // The figure the issue names: what a session that has seen a flood keeps.
      figure('session-memory', {
        value: mb(flooded),
        baseline: mb(bareFlooded),
        unit: 'MB',
        baselineLabel: '@xterm/headless with the same scrollback, same flood',
        goals: [{ atMostRatio: 1.1 }],
      }),
    ];
  } finally {
    await sessions.dispose();
  }
}

function repeat<T>(make: () => T): T[] {
  return Array.from({ length: SESSIONS }, make);
}

function bareTerminals(): HeadlessTerminal[] {
  return repeat(
    () => new Terminal({ ...SIZE, scrollback: DEFAULT_SCROLLBACK, allowProposedApi: true }),
  );
}

async function disposeAll(terminals: HeadlessTerminal[]): Promise<void> {
  for (const terminal of terminals) terminal.dispose();
}

/** The memory SESSIONS things hold once made, per thing, measured after full collections. */
async function heapPer<T>(make: () => Promise<T>, release: (made: T) => Promise<unknown>) {
  const before = settledHeap();
  const made = await make();
  const after = settledHeap();
  await release(made);
  return (after - before) / SESSIONS;
}

function settledHeap(): number {
  collectGarbage();
  collectGarbage();
  // A terminal's lines are typed arrays: their memory is outside the JS heap.
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
