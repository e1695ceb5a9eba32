import headless from '@xterm/headless';
import * as nodePty from 'node-pty';
import { DEFAULT_SCROLLBACK } from '../../main/core/sessions/screen/screenModel';
import { figure } from '../figure';
import type { BenchResult } from '../figure';
import { benchSessions, exited, startProgram, type BenchSessions } from './benchSessions';
import { median, writeFloodFile } from './floodFile';

const { Terminal } = headless;
const MEGABYTES = 16;
const ROUNDS = 3;
const SIZE = { cols: 120, rows: 40 };

/**
 * pty-throughput: `cat` of a flood file in a Parley session, from start until
 * its text is read (a shell session keeps its raw output and builds the screen
 * for the read from what the scrollback would hold), against the same `cat` in a bare
 * node-pty whose reads go straight into @xterm/headless (same size, same
 * scrollback). Both sides pay for the kernel's PTY, so the ratio is what
 * Parley's output path costs on top. (@xterm/headless alone parses these
 * bytes 2–3× faster than any PTY delivers them on this machine.)
 */
export async function ptyThroughput(): Promise<BenchResult> {
  const sessions = await benchSessions();
  try {
    const { file } = writeFloodFile(sessions.dir, MEGABYTES);
    const parley: number[] = [];
    const direct: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      direct.push(await headlessDirect(file));
      parley.push(await throughSession(sessions, file));
    }
    const mbPerSecond = (ms: number) => MEGABYTES / (ms / 1000);
    return figure('pty-throughput', {
      value: mbPerSecond(median(parley)),
      baseline: mbPerSecond(median(direct)),
      unit: 'MB/s',
      baselineLabel: 'bare node-pty → @xterm/headless',
      goals: [{ atLeastRatio: 0.9 }],
    });
  } finally {
    await sessions.dispose();
  }
}

async function throughSession(sessions: BenchSessions, file: string) {
  const started = performance.now();
  const session = startProgram(sessions, '/bin/cat', [file], SIZE);
  await exited(session);
  await session.readText();
  const ms = performance.now() - started;
  await sessions.manager.close(session.id);
  return ms;
}

/** Every line as text, as a session's readText() reads its screen: both sides end on a read. */
function readText(terminal: InstanceType<typeof Terminal>): string {
  const buffer = terminal.buffer.active;
  const lines: string[] = [];
  for (let i = 0; i < buffer.length; i++)
    lines.push(buffer.getLine(i)?.translateToString(true) ?? '');
  return lines.join('\n');
}

async function headlessDirect(file: string): Promise<number> {
  const terminal = new Terminal({
    ...SIZE,
    scrollback: DEFAULT_SCROLLBACK,
    allowProposedApi: true,
  });
  const started = performance.now();
  // encoding null: node-pty hands out Buffers (its typings say string), as in the sessions.
  const pty = nodePty.spawn('/bin/cat', [file], { ...SIZE, encoding: null });
  pty.onData((data) => terminal.write(data as unknown as Uint8Array));
  await new Promise((resolve) => pty.onExit(resolve));
  await new Promise<void>((resolve) => terminal.write('', resolve));
  readText(terminal);
  const ms = performance.now() - started;
  terminal.dispose();
  return ms;
}
