import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

export function sidebar(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Sessions' });
}

export function sessionItem(page: Page, name: string): Locator {
  return sidebar(page).getByRole('listitem').filter({ hasText: name });
}

/** Shows the Reviews list from the sidebar; answers the list. */
export async function showReviewsList(page: Page): Promise<Locator> {
  await sidebar(page)
    .getByRole('button', { name: /^Reviews/ })
    .click();
  return page.getByRole('region', { name: 'Reviews' });
}

/** Opens the address `parley serve` printed and waits for the app to be up. */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(sidebar(page).getByRole('button', { name: 'New session' })).toBeEnabled();
}

/** Another tab of the same browser on the app, as a person opens a second window: storage shared. */
export async function openAnotherTab(page: Page, url: string): Promise<Page> {
  const other = await page.context().newPage();
  await openApp(other, url);
  return other;
}

/** Creates a session through the New session dialog, as a person would. */
export async function createSession(
  page: Page,
  { profile, name, cwd, args }: { profile: string; name: string; cwd?: string; args?: string },
): Promise<void> {
  await sidebar(page).getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await dialog.getByLabel('Profile').selectOption(profile);
  if (args) await dialog.getByLabel('Arguments').fill(args);
  if (cwd) await dialog.getByLabel('Working directory').fill(cwd);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(sessionItem(page, name)).toBeVisible();
  // The new session's terminal has the keyboard. It takes it once its code has loaded, after
  // the pane shows: a test that moved focus before then would have it taken away.
  const pane = page.getByRole('region', { name: `Terminal: ${name}` });
  await expect(pane.locator('.xterm-helper-textarea')).toBeFocused();
}

/** The visible terminal's rows as text, read off xterm.js's DOM renderer. */
export async function terminalLines(page: Page): Promise<string[]> {
  const rows = await page.locator('.terminal-view .xterm-rows > div').allTextContents();
  return rows.map((row) => row.replace(/\u00a0/g, ' ').trimEnd());
}

export async function expectTerminalLine(
  page: Page,
  line: RegExp,
  timeout?: number,
): Promise<string> {
  await expect
    .poll(async () => (await terminalLines(page)).some((l) => line.test(l)), {
      message: `a terminal line matching ${line}`,
      timeout,
    })
    .toBe(true);
  return (await terminalLines(page)).findLast((l) => line.test(l)) ?? '';
}

/** Waits for a shell prompt, then types a command and Enter into the terminal. */
export async function runInTerminal(page: Page, command: string): Promise<void> {
  await expectTerminalLine(page, /[$#] ?$/);
  await page.locator('.terminal-view .xterm-helper-textarea').focus();
  await page.keyboard.type(command);
  await page.keyboard.press('Enter');
}

/** The terminal's columns as the pane header shows them. */
export async function terminalCols(page: Page): Promise<number> {
  const text = (await page.getByTestId('terminal-size').textContent()) ?? '';
  return Number(text.split('×')[0]);
}

/** A session of the custom profile running `command` in `cwd`. */
export async function createCustomSession(
  page: Page,
  { name, command, cwd }: { name: string; command: string; cwd: string },
): Promise<void> {
  await sidebar(page).getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await dialog.getByLabel('Profile').selectOption('custom');
  await dialog.getByLabel('Command').fill(command);
  await dialog.getByLabel('Working directory').fill(cwd);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(sessionItem(page, name)).toBeVisible();
}
