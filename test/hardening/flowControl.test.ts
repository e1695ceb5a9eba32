import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandOutput, SessionSnapshot } from '../../shared/contract';
import { LAG_LIMIT_BYTES, MAX_PAUSE_MS } from '../../main/core/sessions/output/flowControl';
import { ScreenModel } from '../../main/core/sessions/screen/screenModel';
import { makeParleyDirs, startParleyServer } from '../support/parleyServer';
import type { ParleyDirs, ParleyServer } from '../support/parleyServer';
import { ContractSocket, openSocket } from '../main/host/server/serverClient';
import { waitFor } from '../support/poll';
import { reportFigure } from './figures';

/**
 * Two browser tabs on one flooding session through a real `parley serve`:
 * one acknowledges what it gets, the other's connection stalls. The program
 * must run at full speed, the good tab get every line in order, and the
 * stalled tab, once it reads and acknowledges again, resync to the same screen.
 */

const LINES = 200_000;
const LINE_BODY = 'y'.repeat(70);
/** Numbered lines, then how long its longest write blocked: a paused PTY blocks writes. */
const FLOOD_PROGRAM = `
const { writeSync } = require('node:fs');
setTimeout(() => {
  let longest = 0;
  let chunk = '';
  for (let n = 1; n <= ${LINES}; n++) {
    chunk += String(n).padStart(7, '0') + ' ${LINE_BODY}\\n';
    if (chunk.length < 16384 && n < ${LINES}) continue;
    const started = Date.now();
    writeSync(1, chunk);
    longest = Math.max(longest, Date.now() - started);
    chunk = '';
  }
  writeSync(1, 'flood-done longest-write-ms=' + longest + '\\n');
  setTimeout(() => {}, 600000);
}, 1000);
`;

type AttachAnswer = CommandOutput<'session:attach'>;

let dirs: ParleyDirs;
let server: ParleyServer;
const clients: ContractSocket[] = [];

beforeAll(async () => {
  dirs = await makeParleyDirs();
  server = await startParleyServer(dirs);
  await writeFile(path.join(dirs.workspace, 'flood.cjs'), FLOOD_PROGRAM);
});

afterAll(async () => {
  for (const client of clients) client.socket.terminate();
  await server?.stop();
  await dirs?.remove();
});

async function open(): Promise<ContractSocket> {
  const opened = await openSocket(`ws://127.0.0.1:${server.port}/ws?token=${server.token}`);
  if (!('socket' in opened)) throw new Error(`refused with ${opened.refusedWith}`);
  const client = new ContractSocket(opened.socket);
  clients.push(client);
  return client;
}

/** What a terminal shows after this was written to it. */
async function rendered(text: string, cols: number, rows: number): Promise<string> {
  const screen = new ScreenModel(cols, rows);
  screen.write(text);
  await screen.whenParsed();
  const shown = screen.viewportText();
  screen.dispose();
  return shown;
}

describe('a tab that stops acknowledging output', () => {
  it('never slows the program or the tab that keeps up, and resyncs to the same screen', async () => {
    const good = await open();
    const stalled = await open();
    const session = await good.ok<SessionSnapshot>('session:create', {
      profileId: 'custom',
      command: `${process.execPath} flood.cjs`,
      cwd: dirs.workspace,
    });
    const id = session.id;
    let firstOutputAt = 0;
    good.onEvent((event) => {
      if (event.name !== 'session:did-output' || event.payload.id !== id) return;
      firstOutputAt ||= Date.now();
      void good.call('session:ack', { id, bytes: event.payload.data.length });
    });
    const goodStart = await good.ok<AttachAnswer>('session:attach', { id });
    await stalled.ok<AttachAnswer>('session:attach', { id });
    // A background tab or a stalled network: nothing is read from the socket any more.
    stalled.socket.pause();

    const done = await waitFor(() => /flood-done longest-write-ms=(\d+)/.exec(good.outputOf(id)), {
      what: 'the flood to finish on the good tab',
      timeoutMs: 120_000,
    });
    const seconds = (Date.now() - firstOutputAt) / 1000;
    const longestWriteMs = Number(done[1]);
    const goodOutput = good.outputOf(id);

    // Every line, in order, on the tab that keeps up.
    const numbers = [...goodOutput.matchAll(/^(\d{7}) y{70}\r$/gm)].map((m) => Number(m[1]));
    expect(numbers).toHaveLength(LINES);
    expect(numbers.every((n, index) => n === index + 1)).toBe(true);
    // The program never waited on the stalled tab (a pause would last at least MAX_PAUSE_MS).
    expect(longestWriteMs).toBeLessThan(MAX_PAUSE_MS);

    // The stalled tab reads again: it got no more than the lag limit, then is told to resync.
    stalled.socket.resume();
    stalled.onEvent((event) => {
      if (event.name === 'session:did-output' && event.payload.id === id) {
        void stalled.call('session:ack', { id, bytes: event.payload.data.length });
      }
    });
    await stalled.ok('session:ack', { id, bytes: stalled.outputBytesOf(id).length });
    await waitFor(
      () => stalled.events.some((e) => e.name === 'session:did-resync' && e.payload.id === id),
      { what: 'session:did-resync on the stalled tab', timeoutMs: 60_000 },
    );
    const stalledReceived = stalled.outputBytesOf(id).length;
    expect(stalledReceived).toBeLessThanOrEqual(LAG_LIMIT_BYTES);
    const resynced = await stalled.ok<AttachAnswer>('session:attach', { id });

    const { cols, rows } = resynced;
    const goodScreen = await rendered(goodStart.screen + goodOutput, cols, rows);
    expect(await rendered(resynced.screen, cols, rows)).toBe(goodScreen);
    expect(goodScreen).toContain('flood-done');

    const megabytes = goodOutput.length / 1_000_000;
    reportFigure(
      `flow-control: ${megabytes.toFixed(1)} MB to the tab that keeps up ` +
        `(${(megabytes / seconds).toFixed(1)} MB/s, all ${LINES} lines in order), ` +
        `longest program write ${longestWriteMs} ms (never paused), ` +
        `stalled tab held to ${(stalledReceived / 1_000_000).toFixed(2)} MB then resynced to the same screen`,
    );
  });
});
