import { KEPT_HIDDEN } from '../../renderer/src/terminal/keptTerminals';
import { figure } from '../figure';
import type { BenchResult } from '../figure';
import { SIDEBAR, startShellSession, withAppInChromium } from './appInChromium';
import type { BarePage } from './bareChromium';
import { median } from './floodFile';

/** Two more sessions than a window keeps with the one shown: going round them, none is kept. */
const SESSIONS = KEPT_HIDDEN + 3;
/** Lines each session prints: twice the default scrollback, so every terminal holds it full. */
const LINES = 20_000;
/** Each about as long as an agent's lines of prose. */
const LINE = 'line %g: an agent at work prints lines of about this length, prose, paths and code';
const WARM_UP_ROUNDS = 1;
const ROUNDS = 5;

/**
 * session-switch: a click on a session in the sidebar until its terminal
 * shows its last line, in Chromium against `parley serve`, each session's
 * terminal holding a full 10,000-line scrollback. Parley switches back to a
 * session shown lately (its terminal was kept); the baseline is the switch
 * to one shown longer ago, whose terminal is attached afresh (its scrollback
 * serialised, sent and replayed), as every switch was before terminals were
 * kept. Measured in the page, from the click to the frame that shows the line.
 */
export function sessionSwitch(): Promise<BenchResult> {
  return withAppInChromium(async ({ page }) => {
    const names = Array.from({ length: SESSIONS }, (_, i) => `switch ${i}`);
    // Each prints LINES lines, then its name, and waits.
    for (const name of names)
      await startShellSession(
        page,
        name,
        `seq -f '${LINE}' 1 ${LINES}; echo 'end of ${name}'; exec cat`,
      );
    // Each shown once, so that each has printed to a terminal and its screen is built.
    for (const name of names) await switchTo(page, name);

    const kept: number[] = [];
    const fresh: number[] = [];
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
      // Back and forth between the last two shown: both kept.
      const keptMs = [await switchTo(page, names.at(-2)!), await switchTo(page, names.at(-1)!)];
      // Round all of them: each was shown SESSIONS switches ago, longer than any is kept.
      const freshMs: number[] = [];
      for (const name of names) freshMs.push(await switchTo(page, name));
      if (round < WARM_UP_ROUNDS) continue;
      kept.push(...keptMs);
      fresh.push(...freshMs);
    }
    return figure('session-switch', {
      value: median(kept),
      baseline: median(fresh),
      unit: 'ms',
      baselineLabel: 'a switch to a session attached afresh (its scrollback replayed)',
      goals: [{ atMost: 100 }, { atMostRatio: 0.25 }],
    });
  });
}

/** Clicks the session in the sidebar; answers the milliseconds until its terminal shows its last line. */
function switchTo(page: BarePage, name: string): Promise<number> {
  return page.evaluate(clickAndWait, { sidebar: SIDEBAR, name, line: `end of ${name}` });
}

/**
 * In the page: the click, then every frame until a terminal row holds `line`.
 * Serialised into the page, so it names no function of its own (tsx would wrap it in a helper the page lacks).
 */
async function clickAndWait(args: { sidebar: string; name: string; line: string }) {
  const item = Array.from(document.querySelectorAll(`${args.sidebar} li`)).find(
    (li) => li.querySelector('.session-name')?.textContent === args.name,
  );
  const button = item?.querySelector('button');
  if (!button) throw new Error(`no session "${args.name}" in the sidebar`);
  const started = performance.now();
  button.click();
  for (;;) {
    const rows = Array.from(document.querySelectorAll('.terminal-view .xterm-rows > div'));
    if (rows.some((row) => row.textContent?.includes(args.line))) break;
    if (performance.now() - started > 30_000) throw new Error(`"${args.line}" never showed`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return performance.now() - started;
}
