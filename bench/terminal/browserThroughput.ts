import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { makeParleyDirs, startParleyServer } from '../../e2e/support/parleyServer';
import playwrightConfig from '../../playwright.config';
import { ACK_EVERY_CHARS } from '../../renderer/src/terminal/ackCounter';
import { figure } from '../figure';
import type { BenchResult } from '../figure';
import { callCommand, countAcks, startFlood, xtermDirect } from './browserPage';
import { floodBytes, median } from './floodFile';

const MEGABYTES = 8;
const ROUNDS = 3;
/** The baseline writes in chunks about the size of a batch under a flood. */
const BASELINE_CHUNK_CHARS = 64 * 1024;
const XTERM_UMD = createRequire(import.meta.url).resolve('@xterm/xterm/lib/xterm.js');

/**
 * browser-terminal-throughput: a flood through a real `parley serve` into the
 * real renderer's terminal in Chromium, from the Enter that starts it until
 * the terminal has acknowledged rendering it (all but the last ack step),
 * against xterm.js writing the same text in the same page. The baseline only
 * parses and paints; Parley's side also runs the program, the PTY and the
 * core's screen model on the same two cores, and paints for longer: on this
 * machine both cores are busy through a Parley flood (about 0.35 s of core
 * and 0.7 s of Chromium CPU per 8 MB), so CPU, not waiting, sets the pace.
 */
export async function browserTerminalThroughput(): Promise<BenchResult> {
  const dirs = await makeParleyDirs();
  const server = await startParleyServer(dirs);
  const { launchOptions } = playwrightConfig.use ?? {};
  const browser = await chromium.launch(launchOptions);
  try {
    const bytes = floodBytes(MEGABYTES);
    const file = path.join(dirs.workspace, 'flood.txt');
    await writeFile(file, bytes);
    // What the terminal receives: the tty turns every \n into \r\n.
    const text = bytes.toString('utf8').replaceAll('\n', '\r\n');
    const page = await browser.newPage({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
    await page.addInitScript(countAcks);
    await page.goto(server.url);
    await sidebar(page).getByRole('button', { name: 'New session' }).waitFor();
    await page.addScriptTag({ path: XTERM_UMD });

    const parley: number[] = [];
    const direct: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const flood = await throughParley(page, file, text.length, round);
      parley.push(flood.ms);
      // Where the app's terminal stands, while it still stands there.
      direct.push(await page.evaluate(xtermDirect, { text, chunk: BASELINE_CHUNK_CHARS }));
      await page.evaluate(callCommand, { name: 'session:close', input: { id: flood.id } });
    }
    const mbPerSecond = (ms: number) => MEGABYTES / (ms / 1000);
    return figure('browser-terminal-throughput', {
      value: mbPerSecond(median(parley)),
      baseline: mbPerSecond(median(direct)),
      unit: 'MB/s',
      baselineLabel: 'xterm.js writing the same bytes in the same page',
      goals: [{ atLeastRatio: 0.8 }],
    });
  } finally {
    await browser.close();
    await server.stop();
    await dirs.remove();
  }
}

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof chromium.launch>>['newPage']>>;

function sidebar(page: Page) {
  return page.getByRole('complementary', { name: 'Sessions' });
}

/** One flood in a fresh session shown in the app; answers its milliseconds and the session. */
async function throughParley(page: Page, file: string, chars: number, round: number) {
  const name = `flood ${round}`;
  const created = (await page.evaluate(callCommand, {
    name: 'session:create',
    input: {
      profileId: 'shell',
      name,
      command: '/bin/sh',
      args: ['-c', `read go; exec cat '${file}'`],
    },
  })) as { ok: boolean; data: { id: string } };
  if (!created.ok) throw new Error(`session:create failed: ${JSON.stringify(created)}`);
  await sidebar(page).getByRole('listitem').filter({ hasText: name }).click();
  await page.getByRole('region', { name: `Terminal: ${name}` }).waitFor();
  // Let the view attach before the flood starts, so every character reaches it as output.
  await page.waitForTimeout(500);
  // Enter's echo (\r\n) comes first; all but the last ack step of the flood must be acknowledged.
  const target = 2 + chars - ACK_EVERY_CHARS;
  const started = await page.evaluate(startFlood, { id: created.data.id, target });
  await page.waitForFunction(() => window.parleyBench.doneAt > 0, undefined, {
    timeout: 120_000,
    polling: 100,
  });
  const doneAt = await page.evaluate(() => window.parleyBench.doneAt);
  return { ms: doneAt - started, id: created.data.id };
}
