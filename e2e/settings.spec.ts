import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  createSession,
  openApp,
  runInTerminal,
  expectTerminalLine,
  openAnotherTab,
  sidebar,
  terminalCols,
} from './support/app';
import { openReviewPanel } from './support/reviewPanel';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

async function openSettings(page: Page) {
  await sidebar(page).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('settings are kept across a server restart, used once saved, and bad values are marked at their fields', async ({
  page,
}) => {
  await openApp(page, parley.server.url);

  // Bad values: each is marked at its field, all at once, in the words of its label;
  // what was typed is kept, and the marks follow the typing.
  let dialog = await openSettings(page);
  await dialog.getByLabel('Default max rounds').fill('50');
  await dialog.getByLabel('Default cost ceiling (USD)').fill('-1');
  await dialog.getByLabel('Profile to change').selectOption({ label: 'Claude Code' });
  await dialog.getByLabel('Output price').fill('-2');
  await dialog.getByLabel('Profile to change').selectOption({ label: 'Shell' });
  await dialog.getByLabel('Environment').fill('not a line');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText([
    'Default max rounds: at most 20',
    'Default cost ceiling: a ceiling is an amount in US dollars above zero, or empty for none',
    'Also to fix: the fields marked in Claude Code',
    'Environment: line 1: write NAME=value',
  ]);
  await expect(dialog.getByLabel('Default max rounds')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Default max rounds')).toHaveAccessibleDescription(
    'Default max rounds: at most 20',
  );
  // The keyboard goes to the first field to fix, at the top of the long dialog.
  await expect(dialog.getByLabel('Default max rounds')).toBeFocused();
  await expect(dialog.getByLabel('Default max rounds')).toHaveValue('50');
  await expect(dialog).not.toContainText(/Bad input|review\.maxRounds/);
  await dialog.getByLabel('Profile to change').selectOption({ label: 'Claude Code' });
  await expect(dialog.getByText('Output price: cannot be negative')).toBeVisible();
  await expect(dialog.getByLabel('Output price')).toHaveAccessibleDescription(
    'Output price: cannot be negative',
  );
  await dialog.getByLabel('Default max rounds').fill('20');
  await expect(dialog.getByText('Default max rounds: at most 20')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  dialog = await openSettings(page);
  await expect(dialog.getByLabel('Default max rounds')).toHaveValue('3');
  await expect(dialog.getByTestId('standards-in-use')).toContainText('none found');
  // A profile's prices: the dated table's until the user gives theirs; a negative one is refused.
  await dialog.getByLabel('Profile to change').selectOption({ label: 'Claude Code' });
  await expect(dialog.getByTestId('prices-in-use')).toContainText(
    /^In use: the built-in table's prices for claude\S*(, listed under \S+)? as of \d{4}-\d{2}-\d{2} \(/,
  );
  await dialog.getByLabel('Output price').fill('12');
  await dialog.getByLabel('Input price').fill('2.5');
  // A shell cannot review: it is no default reviewer either.
  await expect(
    dialog.getByLabel('Default reviewer').getByRole('option', { name: 'Shell' }),
  ).toHaveCount(0);
  await dialog.getByLabel('Default reviewer').selectOption({ label: 'parley-agent' });
  await dialog.getByLabel('Default effort').selectOption('high');
  await dialog.getByLabel('Default max rounds').fill('7');
  await dialog.getByLabel('Default cost ceiling (USD)').fill('2.5');
  await dialog.getByRole('checkbox', { name: /Auto-iterate by default/ }).uncheck();
  await dialog.getByLabel('Profile to change').selectOption({ label: 'Shell' });
  await dialog.getByLabel('Environment').fill('PARLEY_E2E_GREETING=hello from settings');
  await dialog.getByLabel('Editor command').fill('code');
  await dialog.getByLabel('Standards file').fill('docs/review-rules.md');
  await dialog.getByLabel('Theme').selectOption('dark');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The theme applies at once.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await parley.restart();
  await page.goto(parley.server.url);
  await expect(sidebar(page).getByRole('button', { name: 'New session' })).toBeEnabled();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  dialog = await openSettings(page);
  await expect(dialog.getByLabel('Default reviewer')).toHaveValue('parley-agent');
  await expect(dialog.getByLabel('Default effort')).toHaveValue('high');
  await expect(dialog.getByLabel('Default max rounds')).toHaveValue('7');
  await expect(dialog.getByLabel('Default cost ceiling (USD)')).toHaveValue('2.5');
  await expect(dialog.getByRole('checkbox', { name: /Auto-iterate by default/ })).not.toBeChecked();
  await dialog.getByLabel('Profile to change').selectOption({ label: 'Shell' });
  await expect(dialog.getByLabel('Environment')).toHaveValue(
    'PARLEY_E2E_GREETING=hello from settings',
  );
  await expect(dialog.getByLabel('Editor command')).toHaveValue('code');
  await dialog.getByLabel('Profile to change').selectOption({ label: 'Claude Code' });
  await expect(dialog.getByLabel('Input price')).toHaveValue('2.5');
  await expect(dialog.getByLabel('Output price')).toHaveValue('12');
  await expect(dialog.getByLabel('Cache-read price')).toHaveValue('');
  await expect(dialog.getByTestId('prices-in-use')).toContainText(
    /^In use: yours for input, output \(\$2\.50 input, \$12 output\); for the rest, the built-in table's/,
  );
  // The standards file picked is the one in use; missing until it is written.
  await expect(dialog.getByTestId('standards-in-use')).toContainText(
    'docs/review-rules.md is missing or empty',
  );
  await mkdir(path.join(parley.dirs.workspace, 'docs'));
  await writeFile(path.join(parley.dirs.workspace, 'docs', 'review-rules.md'), '# Rules\n');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  dialog = await openSettings(page);
  await expect(dialog.getByTestId('standards-in-use')).toHaveText(
    `In use: ${path.join(parley.dirs.workspace, 'docs', 'review-rules.md')}`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The profile's environment reaches a session started now, with no restart of anything.
  await createSession(page, { profile: 'shell', name: 'author' });
  await runInTerminal(page, 'echo "[$PARLEY_E2E_GREETING]"');
  await expectTerminalLine(page, /^\[hello from settings\]$/);
  await createSession(page, { profile: 'parley-agent', name: 'second opinion' });
  await sidebar(page)
    .getByRole('listitem')
    .filter({ hasText: 'author' })
    .getByRole('button')
    .first()
    .click();

  // The review defaults fill the request form, the default reviewer's session included.
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  const request = page.getByRole('dialog', { name: 'Request Agent Review' });
  await expect(request.getByLabel('Reviewer')).toHaveValue(/.+/);
  await expect(request.getByLabel('Reviewer').locator('option:checked')).toHaveText(
    /^second opinion/,
  );
  await expect(request.getByLabel('Effort')).toHaveValue('high');
  await expect(request.getByLabel('Max rounds')).toHaveValue('7');
  await expect(request.getByLabel('Cost ceiling (USD)')).toHaveValue('2.5');
  await expect(request.getByRole('checkbox', { name: /Auto-iterate/ })).not.toBeChecked();
  await page.screenshot({ path: 'test-results/settings-request-defaults.png' });
  await request.getByRole('button', { name: 'Cancel' }).click();

  dialog = await openSettings(page);
  await page.screenshot({ path: 'test-results/settings-dialog.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a new scrollback leaves the open terminals as they were: their history stays and Find finds in it', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'long history' });
  await runInTerminal(page, 'seq -f "row-%g" 1 3000');
  await expectTerminalLine(page, /^row-3000$/);

  const dialog = await openSettings(page);
  await dialog.getByLabel('Scrollback lines').fill('1000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // 2,000 lines back, past the new limit, and on screen: both found.
  await page.locator('.terminal-view .xterm-helper-textarea').focus();
  await page.keyboard.press('Control+f');
  const search = page.getByRole('searchbox', { name: 'Find in terminal' });
  await search.fill('row-1000');
  await expect(page.getByRole('search')).toContainText(/of 1\b/);
  await search.fill('row-2999');
  await expect(page.getByRole('search')).toContainText(/of 1\b/);
});

test('a new terminal font size shows in the open terminal at once, and its program gets the new size', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'big text' });
  const rows = page.locator('.terminal-view .xterm-rows');
  await expect(rows).toHaveCSS('font-size', '13px');
  const colsBefore = await terminalCols(page);

  let dialog = await openSettings(page);
  await dialog.getByLabel('Font size').fill('7');
  await dialog.getByLabel('Scrollback lines').fill('lots');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText([
    'Font size: at least 8',
    'Scrollback lines: a whole number of lines from 100 to 100,000',
  ]);
  await expect(dialog.getByLabel('Font size')).toBeFocused();
  await expect(dialog.getByLabel('Font size')).toHaveAccessibleDescription(
    'Font size: at least 8 In pixels; open terminals change at once.',
  );
  await dialog.getByLabel('Font size').fill('20');
  await dialog.getByLabel('Scrollback lines').fill('20,000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(rows).toHaveCSS('font-size', '20px');
  await expect.poll(() => terminalCols(page)).toBeLessThan(colsBefore);
  const cols = await terminalCols(page);
  await runInTerminal(page, 'stty size');
  await expectTerminalLine(page, new RegExp(`^\\d+ ${cols}$`));

  dialog = await openSettings(page);
  await expect(dialog.getByLabel('Font size')).toHaveValue('20');
  await expect(dialog.getByLabel('Scrollback lines')).toHaveValue('20000');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('Esc with changes made says they are not saved; a second Esc drops them', async ({ page }) => {
  await openApp(page, parley.server.url);
  const dialog = await openSettings(page);
  const rounds = dialog.getByLabel('Default max rounds');
  const before = await rounds.inputValue();
  const changed = before === '7' ? '8' : '7';
  await rounds.fill(changed);
  await page.keyboard.press('Escape');
  const warning = dialog.getByRole('alert');
  await expect(warning).toHaveText(
    'Your changes are not saved: Save keeps them, Esc again or Cancel drops them.',
  );
  // By the buttons at the end of the long dialog, in view though the field is at its top.
  await expect(warning).toBeInViewport();
  await expect(rounds).toHaveValue(changed);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Dropped: opened again, the saved value; with nothing changed, one Esc closes.
  const again = await openSettings(page);
  await expect(again.getByLabel('Default max rounds')).toHaveValue(before);
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
});

test("a save in another window is kept by this one's: each window's edits over the other's", async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  const other = await openAnotherTab(page, parley.server.url);
  const mine = await openSettings(page);
  const theirs = await openSettings(other);
  const size = await theirs.getByLabel('Font size').inputValue();
  const bigger = String(Number(size) + 2);
  await theirs.getByLabel('Font size').fill(bigger);
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(theirs).toBeHidden();
  // This window's open form shows what was saved there, where nothing was typed here.
  await expect(mine.getByLabel('Font size')).toHaveValue(bigger);
  await mine.getByLabel('Editor command').fill('vim');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine).toBeHidden();
  const again = await openSettings(other);
  await expect(again.getByLabel('Font size')).toHaveValue(bigger);
  await expect(again.getByLabel('Editor command')).toHaveValue('vim');
});
