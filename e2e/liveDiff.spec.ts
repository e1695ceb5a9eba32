import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { createSession, openApp } from './support/app';
import { openReviewPanel } from './support/reviewPanel';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

/** A long file, so the diff scrolls. */
const numbered = (count: number) =>
  Array.from({ length: count }, (_, i) => `export const line${i + 1} = ${i + 1};`).join('\n') +
  '\n';

/**
 * Scrolls the diff's scrolling parent by `px` (0: not at all), then answers
 * its scrollTop and the first numbered line in view. The list renders the
 * rows of a new position a frame later, so callers poll.
 */
function diffPosition(panel: Locator, px = 0) {
  return panel.locator('.diff-list').evaluate((list, by) => {
    let scroller = list.parentElement;
    while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)) {
      scroller = scroller.parentElement;
    }
    if (!scroller) throw new Error('the diff does not scroll');
    scroller.scrollTop += by;
    const top = scroller.getBoundingClientRect().top + 60;
    const row = Array.from(list.querySelectorAll('.diff-row')).find(
      (r) => r.getBoundingClientRect().top >= top && /line\d+ =/.test(r.textContent ?? ''),
    );
    return {
      scrollTop: scroller.scrollTop,
      line: row?.textContent?.match(/export const line\d+ = \d+;/)?.[0] ?? null,
    };
  }, px);
}

test('an edit on disk shows in the panel without a click, where the person was reading', async ({
  page,
}) => {
  const { workspace } = parley.dirs;
  await writeFile(path.join(workspace, 'long.js'), numbered(400));
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'worker' });
  const panel = await openReviewPanel(page);
  // How many files the diff has, as the panel's summary says (the list virtualizes their rows).
  const summary = panel.locator('.diff-summary');
  await expect(summary).toContainText('1 file');

  // Read down the diff a way, then another file changes on disk (after it in the list).
  await expect(panel.getByText('export const line1 = 1;', { exact: true })).toBeVisible();
  await diffPosition(panel, 3000);
  await expect.poll(async () => (await diffPosition(panel)).line).toBeTruthy();
  const reading = await diffPosition(panel);
  expect(reading.scrollTop).toBeGreaterThan(0);
  await mkdir(path.join(workspace, 'notes'));
  await writeFile(path.join(workspace, 'notes', 'todo.md'), '- ship it\n');
  await expect(summary).toContainText('2 files');
  // Not back at the top: the line being read is still in view (the file list the panel shows
  // from two files on may push it down a little).
  expect((await diffPosition(panel)).scrollTop).toBe(reading.scrollTop);
  await expect(panel.getByText(reading.line!, { exact: true })).toBeInViewport();

  // A tracked file's edit, and its undoing, show too.
  await writeFile(
    path.join(workspace, 'greet.js'),
    'export const greet = (name) => `Hi, ${name}`;\n',
  );
  await expect(summary).toContainText('3 files');
  await writeFile(
    path.join(workspace, 'greet.js'),
    'export const greet = (name) => `Hello, ${name}`;\n',
  );
  await expect(summary).toContainText('2 files');
  await page.screenshot({ path: 'test-results/live-diff.png' });
});
