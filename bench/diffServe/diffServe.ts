/**
 * The Review Panel end to end, as a person meets it: `parley serve` with a
 * session whose working tree holds a big change, opened in Chromium; from the
 * click on the terminal's Review button to the first diff row painted, git
 * capture, parse, transport and layout included. Cold: the first opening in
 * a fresh page (the diff view's code not loaded yet); warm: the median of
 * later openings in that page. The baseline is plain react-diff-view handed
 * the same diff text in the bench page, parsing it itself.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium, type Browser, type Page } from '@playwright/test';
import { bigChangeFiles } from '../../test/support/diffShapes/bigChange';
import { makeParleyDirs, startParleyServer } from '../../test/support/parleyServer';
import { figure, type BenchResult } from '../figure';
import type { BenchSuite } from '../suite';
import { serveBenchPage } from '../diffPanel/benchPage';

const PLAIN = 'plain react-diff-view handed the same diff text, same page';
const WARM_RUNS = 5;

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync(
    'git',
    ['-c', 'user.name=Parley Bench', '-c', 'user.email=bench@parley.invalid', ...args],
    { cwd, encoding: 'utf8', maxBuffer: 256 * 2 ** 20 },
  );
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  }
}

/** A repository whose working tree changes `files` files of the big change; its diff text. */
function bigWorkingTree(dir: string, files: number): string {
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  writeFiles(dir, bigChangeFiles(files, 'before'));
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'Before');
  writeFiles(dir, bigChangeFiles(files, 'after'));
  return git(dir, 'diff', '--no-color', 'HEAD');
}

/** Lines of the one file in the one-file case: a generated file rewritten whole, one hunk. */
const ONE_FILE_LINES = 60_000;

/** A repository whose working tree rewrites one generated file of ONE_FILE_LINES lines; its diff text. */
function oneBigFile(dir: string): string {
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  const line = (n: number, version: string) =>
    `export const entry${n} = { id: ${n}, label: 'entry ${n}', version: '${version}' };`;
  const text = (version: string) =>
    Array.from({ length: ONE_FILE_LINES }, (_, n) => line(n, version)).join('\n') + '\n';
  writeFiles(dir, { 'src/generated/entries.ts': text('1') });
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'Before');
  writeFiles(dir, { 'src/generated/entries.ts': text('2') });
  return git(dir, 'diff', '--no-color', 'HEAD');
}

const frameScript = `new Promise((resolve) => requestAnimationFrame(() => resolve()))`;

/** Clicks the Review toggle and answers, in the page's clock, when the diff's first row was painted. */
async function clickToFirstRow(page: Page): Promise<number> {
  return page.evaluate(`(async () => {
    const toggle = [...document.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === 'Review' || b.textContent.trim() === 'Review');
    const frame = () => ${frameScript};
    const visibleRow = () => {
      const panel = document.querySelector('[aria-label="Review Panel"]');
      const body = panel && panel.querySelector('.review-body');
      if (!body) return false;
      const box = body.getBoundingClientRect();
      // A line, or the row a file too large to open at once shows instead of its lines.
      for (const line of body.querySelectorAll('tr.diff-line, .diff-collapsed')) {
        const rect = line.getBoundingClientRect();
        if (rect.bottom > box.top && rect.top < box.bottom) return true;
      }
      return false;
    };
    const clicked = performance.now();
    toggle.click();
    while (!visibleRow()) {
      if (performance.now() - clicked > 60000) throw new Error('no diff row within 60 s of the click');
      await frame();
    }
    // The frame after: the row found has been painted.
    await frame();
    return performance.now() - clicked;
  })()`);
}

async function closePanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await page.getByRole('region', { name: 'Review Panel' }).waitFor({ state: 'hidden' });
  await page.waitForTimeout(300);
}

interface Opened {
  cold: number;
  warm: number;
}

async function openings(browser: Browser, url: string, session: string): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  const sidebar = page.getByRole('complementary', { name: 'Sessions' });
  await sidebar
    .getByRole('listitem')
    .filter({ hasText: session })
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('region', { name: `Terminal: ${session}` }).waitFor();
  await page.waitForTimeout(500);
  const cold = await clickToFirstRow(page);
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    await closePanel(page);
    warm.push(await clickToFirstRow(page));
  }
  await context.close();
  if (errors.length > 0) throw new Error(`the app failed: ${errors.join('; ')}`);
  warm.sort((a, b) => a - b);
  return { cold, warm: warm[Math.floor(warm.length / 2)]! };
}

/** Plain react-diff-view given the diff text: from the text in hand to its first row. */
async function plainFirstRow(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction('window.parleyBench !== undefined', undefined, { timeout: 120_000 });
  const ms = await page.evaluate('window.parleyBench.firstRow');
  await context.close();
  return ms as number;
}

async function createShell(page: Page, name: string, cwd: string): Promise<void> {
  const sidebar = page.getByRole('complementary', { name: 'Sessions' });
  await sidebar.getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await dialog.getByLabel('Profile').selectOption('shell');
  await dialog.getByLabel('Working directory').fill(cwd);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const suite: BenchSuite = {
  title: 'Review Panel end to end: parley serve, git capture, click to first row',
  async run(): Promise<BenchResult[]> {
    const dirs = await makeParleyDirs();
    const sizes = { '20k': 139, '54k': 375 } as const;
    const texts: Record<string, string> = {};
    for (const [name, files] of Object.entries(sizes)) {
      texts[name] = bigWorkingTree(path.join(dirs.workspace, `big${name}`), files);
    }
    // One file of 120k changed lines: it comes in parts, so it cannot hold up the first row.
    texts['one-file'] = oneBigFile(path.join(dirs.workspace, 'bigone-file'));
    const server = await startParleyServer(dirs);
    const bench = await serveBenchPage({}, texts);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const setup = await browser.newPage();
      await setup.goto(server.url);
      for (const name of Object.keys(texts)) {
        await createShell(setup, `big ${name}`, path.join(dirs.workspace, `big${name}`));
      }
      await setup.close();
      const results: BenchResult[] = [];
      for (const name of Object.keys(texts)) {
        const ours = await openings(browser, server.url, `big ${name}`);
        const plain = await plainFirstRow(browser, `${bench.url}?mode=plain-text&diff=${name}`);
        process.stderr.write(
          `  diff-serve ${name}: cold ${ours.cold.toFixed(0)} ms, warm ${ours.warm.toFixed(0)} ms, plain ${plain.toFixed(0)} ms\n`,
        );
        for (const [when, value] of [
          ['cold', ours.cold],
          ['warm', ours.warm],
        ] as const) {
          results.push(
            figure(`diff-click-to-first-row-${name}-${when}`, {
              value,
              baseline: plain,
              unit: 'ms',
              baselineLabel: PLAIN,
              goals: [{ atMost: 300 }, { atLeastSpeedup: 10 }],
            }),
          );
        }
      }
      return results;
    } finally {
      await browser.close();
      await bench.close();
      await server.stop();
      await dirs.remove();
    }
  },
};

export default suite;
