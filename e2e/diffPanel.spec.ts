import { rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { bigChangeFiles } from '../test/support/diffShapes/bigChange';
import { createSession, openApp, sessionItem } from './support/app';
import { makeGitProject, type GitProject } from './support/gitProject';
import { openReviewPanel, reviewPanel } from './support/reviewPanel';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();
test.use({ viewport: { width: 1600, height: 900 } });

let project: GitProject | undefined;
test.afterEach(async () => {
  await project?.remove();
  project = undefined;
});

/** A shell session `name` in a project with `committed` and the uncommitted `change`, its Review Panel open. */
async function panelOn(
  page: Page,
  name: string,
  committed: Record<string, string>,
  change: Record<string, string>,
): Promise<Locator> {
  project = await makeGitProject(committed);
  await project.write(change);
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name, cwd: project.dir });
  return openReviewPanel(page);
}

function scroller(panel: Locator): Locator {
  return panel.locator('.review-body');
}

test('a 54,000-line diff: only the rows on screen are in the page, headers stick, the file list and find reach any line', async ({
  page,
}) => {
  const panel = await panelOn(
    page,
    'big',
    bigChangeFiles(375, 'before'),
    bigChangeFiles(375, 'after'),
  );
  await expect(panel.getByRole('toolbar', { name: 'Diff to show' })).toContainText(
    '375 files +27000 −27000',
  );
  const firstFile = panel.getByRole('region', { name: 'Diff of src/module0/feature0.ts' });
  await expect(firstFile.locator('td.diff-code-insert').first()).toBeVisible();
  // Syntax colours arrive from the worker.
  await expect(firstFile.locator('td.diff-code .token.string').first()).toBeVisible();
  // 54,000 changed lines, a screenful of rows.
  expect(await panel.locator('tr.diff-line').count()).toBeLessThan(200);
  await page.screenshot({ path: test.info().outputPath('panel-54k.png') });

  // Deep in a file, its header stays at the top of the diff, under the toolbar.
  await scroller(panel).evaluate((element) => element.scrollBy(0, 2_500));
  const body = (await scroller(panel).boundingBox())!;
  const header = panel.locator('.diff-file-header').filter({
    has: page.locator('.diff-file-path', { hasText: 'src/module0/feature0.ts' }),
  });
  const bar = (await panel.getByRole('toolbar', { name: 'Diff to show' }).boundingBox())!;
  expect(bar.y).toBeCloseTo(body.y, 0);
  await expect.poll(async () => (await header.boundingBox())?.y).toBeCloseTo(bar.y + bar.height, 0);

  // The file list jumps to a file far down: its section and first lines are on screen.
  await panel
    .getByRole('list', { name: 'Changed files' })
    .getByRole('button', { name: /src\/module7\/feature287\.ts/ })
    .click();
  const far = panel.getByRole('region', { name: 'Diff of src/module7/feature287.ts' });
  await expect(far).toBeFocused();
  await expect(
    far.locator('tr.diff-line', { hasText: 'compute(287, 1, "initial' }),
  ).toBeInViewport();

  // Find searches the diff, not the page: a line never rendered is found and scrolled to.
  await far.locator('td.diff-code').first().click();
  await page.keyboard.press('Control+f');
  const find = panel.getByRole('searchbox', { name: 'Find in diff' });
  await expect(find).toBeFocused();
  // The bar floats under the file's sticky header, whose counts and buttons stay in reach.
  const findBox = (await panel.getByRole('search', { name: 'Find in diff' }).boundingBox())!;
  const farHeader = (await far.locator('.diff-file-header').boundingBox())!;
  expect(findBox.y).toBeGreaterThanOrEqual(farHeader.y + farHeader.height);
  await find.fill('compute(374, 150,');
  await expect(panel.getByRole('search', { name: 'Find in diff' })).toContainText('1 of 1');
  // The match is marked across the syntax tokens it spans.
  const match = panel.locator('.diff-find-match');
  await expect.poll(async () => (await match.allTextContents()).join('')).toBe('compute(374, 150,');
  await expect(match.first()).toBeInViewport();
  await expect(
    panel.locator('tr.diff-line', { has: page.locator('.diff-find-match') }),
  ).toContainText('const value150 = compute(374, 150, "initial label 150")');

  // Several matches: Enter steps on, Shift+Enter back (from the first to the last file in git's
  // order, src/module9/feature9.ts); Esc closes the bar.
  await find.fill('"updated label 3"');
  await expect(panel.getByRole('search', { name: 'Find in diff' })).toContainText('1 of 375');
  await find.press('Enter');
  await expect(panel.getByRole('search', { name: 'Find in diff' })).toContainText('2 of 375');
  await expect(panel.locator('.diff-find-match').first()).toBeInViewport();
  await find.press('Shift+Enter');
  await find.press('Shift+Enter');
  await expect(panel.getByRole('search', { name: 'Find in diff' })).toContainText('375 of 375');
  await expect(
    panel.locator('tr.diff-line', { has: page.locator('.diff-find-match') }),
  ).toContainText('compute(9, 3,');
  await find.press('Escape');
  await expect(find).toBeHidden();
  await expect(panel).toBeVisible();
});

const WIDE = `export const table = [${Array.from({ length: 60 }, (_, i) => `"entry-${i}"`).join(', ')}];\n`;

/** Where each line's code starts on screen in `file` (its text, wherever it was scrolled to). */
function codeLefts(file: Locator): Promise<number[]> {
  return file.locator('.diff-code-text').evaluateAll((texts) =>
    texts.map((text) => {
      const range = document.createRange();
      range.selectNodeContents(text);
      return range.getBoundingClientRect().left;
    }),
  );
}

/** Scrolls `file`'s one horizontal scrollbar to its end; how far it went. */
async function scrollSideways(file: Locator): Promise<number> {
  const bar = file.locator('.diff-hscroll');
  const from = await bar.evaluate((element) => element.scrollLeft);
  await bar.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  // The rows follow on the bar's scroll event.
  await expect.poll(() => bar.evaluate((element) => element.scrollLeft)).toBeGreaterThan(from);
  await file.page().evaluate(() => new Promise(requestAnimationFrame));
  return (await bar.evaluate((element) => element.scrollLeft)) - from;
}

test('a file with long lines scrolls sideways as one, under one scrollbar; Split shows old beside new and is remembered', async ({
  page,
}) => {
  const panel = await panelOn(
    page,
    'wide',
    { 'wide.ts': 'export const table = [];\nexport const size = 1;\n' },
    { 'wide.ts': `${WIDE}export const size = 2;\n` },
  );
  const file = panel.getByRole('region', { name: 'Diff of wide.ts' });
  const wide = file.locator('tr.diff-line', { hasText: 'entry-59' }).locator('td.diff-code');
  await expect(wide).toBeVisible();
  // One line high, with no scrollbar of its own: the file has one, under its rows.
  const cell = await wide.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    cell: getComputedStyle(element).overflowX,
    text: getComputedStyle(element.querySelector('.diff-code-text')!).overflowX,
  }));
  expect(cell).toEqual({ height: cell.height, cell: 'visible', text: 'clip' });
  expect(cell.height).toBeLessThan(40);
  await expect(file.locator('.diff-hscroll')).toHaveCount(1);
  await expect(file.locator('.diff-hscroll')).toBeInViewport();
  const end = wide.getByText('"entry-59"', { exact: false });
  await expect(end).not.toBeInViewport();

  // Scrolling it moves every row of the file by as much, and shows the long line's end.
  const before = await codeLefts(file);
  const moved = await scrollSideways(file);
  expect(moved).toBeGreaterThan(100);
  await expect(end).toBeInViewport();
  const after = await codeLefts(file);
  expect(after.map((left, i) => Math.round(before[i]! - left))).toEqual(before.map(() => moved));

  const layout = panel.getByRole('group', { name: 'Diff layout' });
  await layout.getByRole('button', { name: 'Split' }).click();
  await expect(layout.getByRole('button', { name: 'Split' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The changed line: old on the left, new on the right, each with its own line number.
  const pair = panel.locator('tr.diff-line', { hasText: 'export const size = 2;' });
  await expect(pair.locator('td')).toHaveText([
    '2',
    'export const size = 1;',
    '2',
    'export const size = 2;',
  ]);
  await expect(pair.locator('td.diff-code-delete .diff-code-edit')).toHaveText('1');
  await expect(pair.locator('td.diff-code-insert .diff-code-edit')).toHaveText('2');
  // Split keeps one scrollbar for the file: old and new sides scroll together.
  await expect(file.locator('.diff-hscroll')).toHaveCount(1);
  const splitBefore = await codeLefts(file);
  const splitMoved = await scrollSideways(file);
  expect(splitMoved).toBeGreaterThan(0);
  const splitAfter = await codeLefts(file);
  expect(splitAfter.map((left, i) => Math.round(splitBefore[i]! - left))).toEqual(
    splitBefore.map(() => splitMoved),
  );
  await page.screenshot({ path: test.info().outputPath('split.png') });

  // After a reload the panel is open again, and still split.
  await page.reload();
  await sessionItem(page, 'wide').getByRole('button').first().click();
  const again = reviewPanel(page);
  await expect(again).toBeVisible();
  await expect(
    again.getByRole('group', { name: 'Diff layout' }).getByRole('button', { name: 'Split' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    again.locator('tr.diff-line', { hasText: 'export const size = 2;' }).locator('td'),
  ).toHaveCount(4);
  await again
    .getByRole('group', { name: 'Diff layout' })
    .getByRole('button', { name: 'Unified' })
    .click();
  await expect(
    again.locator('tr.diff-line', { hasText: 'export const size = 2;' }).locator('td'),
  ).toHaveCount(3);
});

test('find brings a match at the far right of a long line into view sideways, and back', async ({
  page,
}) => {
  const panel = await panelOn(
    page,
    'wide-find',
    { 'wide.ts': 'export const table = [];\n' },
    { 'wide.ts': WIDE },
  );
  const file = panel.getByRole('region', { name: 'Diff of wide.ts' });
  await file.locator('td.diff-code').first().click();
  await page.keyboard.press('Control+f');
  const find = panel.getByRole('searchbox', { name: 'Find in diff' });
  await find.fill('"entry-59"');
  await expect(panel.getByRole('search', { name: 'Find in diff' })).toContainText('1 of 1');
  await expect(panel.locator('.diff-find-match').first()).toBeInViewport();
  const scrolled = () => file.locator('.diff-hscroll').evaluate((bar) => bar.scrollLeft);
  expect(await scrolled()).toBeGreaterThan(500);
  // A match at the start of the line scrolls the code back.
  await find.fill('export const table = [');
  await expect(panel.locator('.diff-find-match').first()).toBeInViewport();
  await expect.poll(scrolled).toBeLessThan(100);
});

const lines = (count: number, edit: (i: number) => string | null = () => null) =>
  Array.from({ length: count }, (_, i) => edit(i + 1) ?? `export const n${i + 1} = ${i + 1};`)
    .join('\n')
    .concat('\n');

test('a comment being written stays open, with its text, while an edit on disk refreshes the diff', async ({
  page,
}) => {
  const panel = await panelOn(
    page,
    'draft',
    { 'numbers.ts': lines(40) },
    { 'numbers.ts': lines(40, (i) => (i === 3 ? 'export const n3 = 33;' : null)) },
  );
  await panel.getByRole('button', { name: 'Comment on line 3 of numbers.ts' }).click();
  const form = panel.getByRole('form', { name: 'Comment on line 3' });
  await form.getByLabel('Your comment').fill('Why 33?');

  // The author edits another line: the panel follows the disk, the half-written comment stays.
  await project!.write({
    'numbers.ts': lines(40, (i) =>
      i === 3 ? 'export const n3 = 33;' : i === 30 ? 'export const n30 = 300;' : null,
    ),
  });
  await expect(panel.locator('tr.diff-line', { hasText: 'export const n30 = 300;' })).toBeVisible();
  await expect(form.getByLabel('Your comment')).toHaveValue('Why 33?');
  await expect(form).toBeVisible();
});

test('what a line cannot show is said: a missing final newline, changed line ends, a file that became a link', async ({
  page,
}) => {
  const committed = {
    'nl.txt': 'one\ntwo\nthree',
    'win.txt': 'alpha\r\nbeta\r\n',
    'config.json': '{"port": 8080}\n',
    'shared.json': '{"port": 9090}\n',
  };
  project = await makeGitProject(committed);
  await project.write({ 'nl.txt': 'one\ntwo\nthree\n', 'win.txt': 'alpha\nbeta\n' });
  await rm(path.join(project.dir, 'config.json'));
  await symlink('shared.json', path.join(project.dir, 'config.json'));
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'ends', cwd: project.dir });
  const panel = await openReviewPanel(page);

  // The one path whose type changed is one file: git prints it as a deletion and an addition.
  await expect(panel.getByRole('toolbar', { name: 'Diff to show' })).toContainText('3 files');
  await expect(panel.getByRole('list', { name: 'Changed files' }).getByRole('listitem')).toHaveText(
    [/config\.json/, /nl\.txt/, /win\.txt/],
  );
  const link = panel.getByRole('region', { name: 'Diff of config.json' });
  await expect(link).toHaveCount(1);
  await expect(link).toContainText('Type changed: file → symbolic link');

  const nl = panel.getByRole('region', { name: 'Diff of nl.txt' });
  await expect(nl.locator('tr.diff-line-delete', { hasText: 'three' })).toContainText(
    'No newline at end of file',
  );
  await expect(nl.locator('.diff-line-end')).toHaveCount(1);
  const win = panel.getByRole('region', { name: 'Diff of win.txt' });
  await expect(win.locator('.diff-line-end')).toHaveText(['CRLF', 'CRLF', 'LF', 'LF']);
  await page.screenshot({ path: test.info().outputPath('line-ends.png') });
});
