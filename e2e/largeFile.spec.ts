import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSession, openApp } from './support/app';
import { openReviewPanel } from './support/reviewPanel';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

/**
 * A file longer than a page of the diff stream (8,000 lines), and longer
 * than the text parsed at once (1 MB), comes in parts, so it cannot hold up
 * the first row; the panel joins them into one file.
 */
test('a file longer than a page of the diff shows as one file, all its lines there', async ({
  page,
}) => {
  const lines = 40_000;
  const text = Array.from({ length: lines }, (_, i) => `export const entry${i + 1} = ${i + 1};`);
  await writeFile(path.join(parley.dirs.workspace, 'entries.ts'), text.join('\n') + '\n');
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'generator' });
  const panel = await openReviewPanel(page);

  await expect(panel.locator('.diff-summary')).toContainText('1 file');
  await expect(panel.getByLabel(`${lines} added, 0 removed`).first()).toBeVisible();
  await panel.getByRole('button', { name: /^Large diff: 40,0\d\d lines — show it$/ }).click();
  await expect(panel.getByText('export const entry1 = 1;', { exact: true })).toBeVisible();
  // The last line, from the last part, is in the same file: Ctrl+End goes there.
  await panel.getByText('export const entry1 = 1;', { exact: true }).click();
  await page.keyboard.press('End');
  await expect(
    panel.getByText(`export const entry${lines} = ${lines};`, { exact: true }),
  ).toBeVisible();
  await expect(panel.locator('.diff-summary')).toContainText('1 file');
});
