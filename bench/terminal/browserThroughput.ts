import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ACK_EVERY_BYTES } from '../../renderer/src/terminal/ackCounter';
import { figure } from '../figure';
import type { BenchResult } from '../figure';
import { SIDEBAR, startShellSession, withAppInChromium } from './appInChromium';
import type { BarePage } from './bareChromium';
import { callCommand, countAcks, floodDone, startFlood, xtermDirect } from './browserPage';
import { floodBytes, median } from './floodFile';

const MEGABYTES = 8;
/** Measured rounds of each, after one of each not counted: both sides' code warmed up (the JIT settles), as the parser figures do. */
const WARM_UP_ROUNDS = 1;
const ROUNDS = 5;
/** The baseline writes in chunks about the size of a batch under a flood. */
const BASELINE_CHUNK_CHARS = 64 * 1024;
const XTERM_UMD = createRequire(import.meta.url).resolve('@xterm/xterm/lib/xterm.js');
const FLOOD_TIMEOUT_MS = 120_000;
const POLL_MS = 20;

/**
 * browser-terminal-throughput: a flood through a real `parley serve` into the
 * real renderer's terminal in Chromium, from the Enter that starts it until
 * the terminal has acknowledged rendering it (all but the last ack step),
 * against xterm.js writing the same text in the same page, on a terminal as
 * many columns and rows as the app's (xterm.js's default 80×24 draws about a
 * third of the cells a frame). The baseline only parses and paints; Parley's
 * side also runs the program, the PTY and the core on the same two cores. The page is driven without
 * Playwright (see bareChromium.ts): its network instrumentation copies every
 * socket frame to the driver, a cost only Parley's side would carry.
 */
export function browserTerminalThroughput(): Promise<BenchResult> {
  return withAppInChromium(
    async ({ dirs, page }) => {
      const bytes = floodBytes(MEGABYTES);
      const file = path.join(dirs.workspace, 'flood.txt');
      await writeFile(file, bytes);
      // What the terminal receives: the tty turns every \n into \r\n.
      const text = bytes.toString('utf8').replaceAll('\n', '\r\n');
      await page.run(await readFile(XTERM_UMD, 'utf8'));

      const parley: number[] = [];
      const direct: number[] = [];
      for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
        const flood = await throughParley(page, file, Buffer.byteLength(text), round);
        // Where and how large the app's terminal stands, while it still stands there.
        const directMs = await page.evaluate(xtermDirect, {
          text,
          chunk: BASELINE_CHUNK_CHARS,
          ...(await sizeOf(page, flood.id)),
        });
        await page.evaluate(callCommand, { name: 'session:close', input: { id: flood.id } });
        if (round < WARM_UP_ROUNDS) continue;
        parley.push(flood.ms);
        direct.push(directMs);
      }
      const mbPerSecond = (ms: number) => MEGABYTES / (ms / 1000);
      return figure('browser-terminal-throughput', {
        value: mbPerSecond(median(parley)),
        baseline: mbPerSecond(median(direct)),
        unit: 'MB/s',
        baselineLabel: 'xterm.js writing the same bytes in the same page',
        goals: [{ atLeastRatio: 0.8 }],
      });
    },
    (page) => page.runOnNewDocument(`(${countAcks.toString()})()`),
  );
}

/** The columns and rows of a session's terminal, as the app fitted it to its place. */
async function sizeOf(page: BarePage, id: string): Promise<{ cols: number; rows: number }> {
  const listed = (await page.evaluate(callCommand, { name: 'session:list', input: {} })) as {
    data: Array<{ id: string; cols: number; rows: number }>;
  };
  const session = listed.data.find((s) => s.id === id);
  if (!session)
    throw new Error(`session:list lacks the flood's session: ${JSON.stringify(listed)}`);
  return { cols: session.cols, rows: session.rows };
}

/** One flood in a fresh session shown in the app; answers its milliseconds and the session. */
async function throughParley(page: BarePage, file: string, bytes: number, round: number) {
  const name = `flood ${round}`;
  const id = await startShellSession(page, name, `read go; exec cat '${file}'`);
  await page.click(`${SIDEBAR} li`, name);
  await page.waitFor(`section[aria-label="Terminal: ${name}"]`);
  // Let the view attach before the flood starts, so every character reaches it as output.
  await new Promise((resolve) => setTimeout(resolve, 500));
  // Enter's echo (\r\n) comes first; all but the last ack step of the flood must be acknowledged.
  const target = 2 + bytes - ACK_EVERY_BYTES;
  const started = await page.evaluate(startFlood, { id, target });
  const deadline = Date.now() + FLOOD_TIMEOUT_MS;
  for (;;) {
    const doneAt = await page.evaluate(floodDone, null);
    if (doneAt > 0) return { ms: doneAt - started, id };
    if (Date.now() > deadline) throw new Error(`The flood in "${name}" was not rendered in time`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
