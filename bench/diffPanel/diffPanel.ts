/**
 * The Review Panel at real diff sizes, in Chromium: the panel's own
 * ChangesView against plain react-diff-view rendering every hunk of the same
 * diff, in the same page. Each measurement loads a fresh page.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { figure, type BenchResult } from '../figure';
import type { BenchSuite } from '../suite';
import { bigDiff } from './bigDiff';
import { serveBenchPage } from './benchPage';

const PLAIN = 'plain react-diff-view, same diff, same page';
const SCROLL_STEPS = 40;

interface Run {
  firstRow: number;
  settled: number;
  highlighted: number;
  heapMB: number;
  domNodes: number;
  clickToComments: number;
  scrollLongest: number;
}

/** Evaluates `expression` against the page's window.parleyBench; the page measures itself, in its own clock. */
function ask<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate(`window.parleyBench.${expression}`) as Promise<T>;
}

async function usedHeapMB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize / 2 ** 20;
}

async function measure(
  browser: Browser,
  url: string,
  options: { full: boolean; highlights: boolean; commentFile: string },
): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('crash', () => errors.push('the page crashed'));
  await page.goto(url);
  await page.waitForFunction('window.parleyBench !== undefined', undefined, { timeout: 120_000 });
  const firstRow = await ask<number>(page, 'firstRow');
  const run: Run = {
    firstRow,
    settled: 0,
    highlighted: 0,
    heapMB: 0,
    domNodes: 0,
    clickToComments: 0,
    scrollLongest: 0,
  };
  if (options.full) {
    run.settled = await ask<number>(page, 'settled()');
    if (options.highlights) run.highlighted = await ask<number>(page, 'highlighted()');
    run.heapMB = await usedHeapMB(page);
    run.domNodes = await ask<number>(page, 'domNodes()');
    run.clickToComments = await ask<number>(
      page,
      `clickToComments(${JSON.stringify(options.commentFile)})`,
    );
    const scroll = await ask<{ longest: number }>(page, `scrollEndToEnd(${SCROLL_STEPS})`);
    run.scrollLongest = scroll.longest;
  }
  await context.close();
  process.stderr.write(`  ${url.slice(url.indexOf('?'))}: ${JSON.stringify(run)}\n`);
  if (errors.length > 0) throw new Error(`the bench page failed: ${errors.join('; ')}`);
  return run;
}

const suite: BenchSuite = {
  title: 'Review Panel: diffs of 20k and 54k changed lines in Chromium',
  async run(): Promise<BenchResult[]> {
    const d20 = bigDiff(139);
    const d54 = bigDiff(375);
    const page = await serveBenchPage({ '20k': d20, '54k': d54 });
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const at = (mode: string, diff: string) => `${page.url}?mode=${mode}&diff=${diff}`;
      // A file deep in the list that the reviewer commented on.
      const commentFile = d54.comments[12]!.file;
      const panel20 = await measure(browser, at('panel', '20k'), {
        full: false,
        highlights: false,
        commentFile,
      });
      const plain20 = await measure(browser, at('plain', '20k'), {
        full: false,
        highlights: false,
        commentFile,
      });
      const panel54 = await measure(browser, at('panel', '54k'), {
        full: true,
        highlights: true,
        commentFile,
      });
      const plain54 = await measure(browser, at('plain', '54k'), {
        full: true,
        highlights: false,
        commentFile,
      });
      process.stderr.write(
        `  diff-panel: ${d20.changedLines} and ${d54.changedLines} changed lines; DOM nodes at 54k: ${panel54.domNodes} (plain ${plain54.domNodes})\n`,
      );
      return [
        figure('diff-first-paint-20k', {
          value: panel20.firstRow,
          baseline: plain20.firstRow,
          unit: 'ms',
          baselineLabel: PLAIN,
          goals: [{ atMost: 300 }, { atLeastSpeedup: 10 }],
        }),
        figure('diff-first-paint-54k', {
          value: panel54.firstRow,
          baseline: plain54.firstRow,
          unit: 'ms',
          baselineLabel: PLAIN,
          goals: [{ atMost: 1000 }, { atLeastSpeedup: 10 }],
        }),
        figure('diff-settled-54k', {
          value: panel54.settled,
          baseline: plain54.settled,
          unit: 'ms',
          baselineLabel: PLAIN,
          goals: [{ atMost: 2000 }, { atMostRatio: 0.25 }],
        }),
        figure('diff-highlighted-54k', {
          value: panel54.highlighted,
          baseline: plain54.settled,
          unit: 'ms',
          baselineLabel: 'plain react-diff-view settling with no highlighting at all',
          goals: [{ atMostRatio: 1 }],
        }),
        figure('diff-heap-54k', {
          value: panel54.heapMB,
          baseline: plain54.heapMB,
          unit: 'MB',
          baselineLabel: PLAIN,
          goals: [{ atMost: 150 }, { atMostRatio: 0.5 }],
        }),
        figure('diff-scroll-longest-task', {
          value: panel54.scrollLongest,
          baseline: plain54.scrollLongest,
          unit: 'ms',
          baselineLabel: PLAIN,
          goals: [{ atMost: 50 }, { atMostRatio: 0.25 }],
        }),
        figure('click-to-comments', {
          value: panel54.clickToComments,
          baseline: plain54.clickToComments,
          unit: 'ms',
          baselineLabel: PLAIN,
          goals: [{ atMost: 100 }, { atMostRatio: 0.5 }],
        }),
      ];
    } finally {
      await browser.close();
      await page.close();
    }
  },
};

export default suite;
