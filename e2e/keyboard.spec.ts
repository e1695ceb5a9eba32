import type { Page } from '@playwright/test';
import { createSession, expectTerminalLine, openApp, runInTerminal, sidebar } from './support/app';
import { openReviewPanel, reviewPanel } from './support/reviewPanel';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

/** Whether keyboard focus is in the visible terminal. */
function focusInTerminal(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('.terminal-view')));
}

test('Tab completes in the shell; Ctrl+Tab and Ctrl+Shift+Tab take the keyboard out of the terminal', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'keys' });

  // Tab reaches the shell: "ech<Tab>" completes to "echo".
  await runInTerminal(page, '');
  await page.keyboard.type('ech');
  await page.keyboard.press('Tab');
  await page.keyboard.type(' tab-$((40+2))');
  await page.keyboard.press('Enter');
  await expectTerminalLine(page, /^tab-42$/);
  expect(await focusInTerminal(page)).toBe(true);

  // Ctrl+Tab leaves for what follows the terminal; the shell sees nothing of it.
  await page.keyboard.press('Control+Tab');
  expect(await focusInTerminal(page)).toBe(false);
  await expect(page.locator(':focus')).toBeVisible();

  // Tab walks the window and comes back into the terminal; Ctrl+Shift+Tab leaves backwards.
  await page.locator('.terminal-view .xterm-helper-textarea').focus();
  await page.keyboard.press('Control+Shift+Tab');
  expect(await focusInTerminal(page)).toBe(false);
  await page.keyboard.press('Tab');
  await expect.poll(() => focusInTerminal(page)).toBe(true);
  await page.keyboard.type('echo still-$((6*7))');
  await page.keyboard.press('Enter');
  await expectTerminalLine(page, /^still-42$/);

  // From the sidebar, Tab alone reaches the terminal.
  await sidebar(page).getByRole('button', { name: 'New session' }).focus();
  for (let presses = 0; presses < 30 && !(await focusInTerminal(page)); presses++) {
    await page.keyboard.press('Tab');
  }
  expect(await focusInTerminal(page)).toBe(true);
});

test('browser mode: Ctrl+M makes Tab leave the terminal, and a few Tabs reach Request Agent Review', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'tabs' });
  await openReviewPanel(page);
  const input = page.locator('.terminal-view .xterm-helper-textarea');
  // The terminal's name says how to leave it.
  await expect(input).toHaveAccessibleName(/Ctrl\+M/);

  // Ctrl+M is not Enter for the shell: the command is still one line when it runs.
  await runInTerminal(page, '');
  await page.keyboard.type('echo mode-');
  await page.keyboard.press('Control+m');
  await expect(input).toHaveAccessibleName(/Tab moves focus/);
  await expect(page.getByRole('button', { name: 'Tab moves focus' })).toBeVisible();
  await page.keyboard.press('Control+m');
  await page.keyboard.type('$((40+2))');
  await page.keyboard.press('Enter');
  await expectTerminalLine(page, /^mode-42$/);

  // With the mode on, Tab leaves, and a few more reach the panel's button.
  await page.keyboard.press('Control+m');
  const request = reviewPanel(page).getByRole('button', { name: 'Request Agent Review' });
  for (let presses = 0; presses < 4 && !(await request.evaluate(isFocused)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(request).toBeFocused();

  // Back in the terminal, Ctrl+M gives Tab back to the shell.
  await input.focus();
  await page.keyboard.press('Control+m');
  await expect(page.getByRole('button', { name: 'Tab moves focus' })).toBeHidden();
  await page.keyboard.type('ech');
  await page.keyboard.press('Tab');
  await page.keyboard.type(' back-$((40+2))');
  await page.keyboard.press('Enter');
  await expectTerminalLine(page, /^back-42$/);
});

function isFocused(element: Element): boolean {
  return element === document.activeElement;
}
