import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expectTerminalLine, openApp, sessionItem, sidebar } from './support/app';
import { reviewPanel, reviewStatus } from './support/reviewPanel';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

test('Open in editor runs the editor command from Settings at the file and line', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // An "editor" that writes down how it was called, one argument a line.
  const calls = path.join(parley.dirs.home, 'editor-calls.txt');
  const editor = path.join(parley.dirs.home, 'record-editor.sh');
  await writeFile(editor, `#!/bin/sh\nprintf '%s\\n' "$@" >> '${calls}'\n`);
  await chmod(editor, 0o755);
  const recorded = async () => (await readFile(calls, 'utf8').catch(() => '')).trim().split('\n');

  await openApp(page, parley.server.url);
  await sidebar(page).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByLabel('Editor command').fill(`${editor} --goto {file}:{line}`);
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();

  // The demo's review gives a diff with files and comments on lines.
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(reviewStatus(page)).toContainText('Approved', { timeout: 60_000 });
  const panel = reviewPanel(page);

  // On a file: its first changed line.
  await panel.getByRole('button', { name: /^Open src\/cart\.js at line \d+ in editor$/ }).click();
  await expect.poll(recorded).toEqual(['--goto', expect.stringMatching(/\/src\/cart\.js:\d+$/)]);
  const [, fileArg] = await recorded();
  expect(path.isAbsolute(fileArg!)).toBe(true);

  // On a comment of a stored round: the line it is about.
  await panel.getByRole('button', { name: 'Round 1', exact: true }).click();
  await expect(
    panel.getByRole('status').filter({ hasText: 'Viewing round 1 as stored' }),
  ).toBeVisible();
  const card = panel.getByRole('article').filter({ hasText: 'console.log' }).first();
  const line = Number((await card.locator('.comment-line').textContent())?.match(/\d+/)?.[0]);
  await card.getByRole('button', { name: /in editor$/ }).click();
  await expect
    .poll(async () => (await recorded()).slice(2))
    .toEqual(['--goto', expect.stringMatching(new RegExp(`/src/cart\\.js:${line}$`))]);
  await page.screenshot({ path: 'test-results/open-in-editor.png' });

  // An editor that is not there: the person is told, nothing breaks.
  await sidebar(page).getByRole('button', { name: 'Settings' }).click();
  await settings.getByLabel('Editor command').fill('no-such-editor-anywhere');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  await card.getByRole('button', { name: /in editor$/ }).click();
  await expect(card.getByRole('alert')).toContainText(
    "The editor 'no-such-editor-anywhere' was not found",
  );
  // In a file's header the same news stands under it: the file's name stays in view.
  const header = panel.locator('.diff-file-header', { hasText: 'src/cart.js' }).first();
  await header.getByRole('button', { name: /in editor$/ }).click();
  await expect(header.getByRole('alert')).toContainText('was not found');
  expect((await header.locator('.diff-file-path').boundingBox())!.width).toBeGreaterThan(60);
  await page.screenshot({ path: 'test-results/open-in-editor-refused.png' });
  // Dismissed, it leaves the keyboard on the button it was about.
  await header.getByRole('button', { name: 'Dismiss' }).click();
  await expect(header.getByRole('alert')).toHaveCount(0);
  await expect(header.getByRole('button', { name: /in editor$/ })).toBeFocused();

  // A terminal editor gets a session of its own, shown at once, at the line.
  await sidebar(page).getByRole('button', { name: 'Settings' }).click();
  await settings.getByLabel('Editor command').fill('vim');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  // What went wrong with the editor before is no longer said.
  await expect(panel.locator('.open-in-editor-error')).toHaveCount(0);
  await card.getByRole('button', { name: /in editor$/ }).click();
  await expect(sessionItem(page, 'Edit cart.js')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Terminal: Edit cart.js' })).toBeVisible();
  await expectTerminalLine(page, /^export function applyDiscount/);
  // vim's ruler: the cursor on the comment's line.
  await expectTerminalLine(page, new RegExp(`\\b${line},\\d+\\s+(All|Top|Bot|\\d+%)$`));
  await page.screenshot({ path: 'test-results/open-in-terminal-editor.png' });
});
