import type { Page } from '@playwright/test';
import { openAnotherTab, openApp } from './support/app';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

function pageTheme(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    background: getComputedStyle(document.querySelector('.main')!).backgroundColor,
  }));
}

test.describe('with a light system theme', () => {
  test.use({ colorScheme: 'light' });

  test('follows the system, and the toggle switches and is remembered', async ({ page }) => {
    await openApp(page, parley.server.url);
    const light = await pageTheme(page);
    expect(light.theme).toBe('light');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    // The choice is the app's (kept in its settings): it shows once the app has it.
    await expect.poll(async () => (await pageTheme(page)).theme).toBe('dark');
    expect((await pageTheme(page)).background).not.toBe(light.background);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect((await pageTheme(page)).theme).toBe('dark');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(() => pageTheme(page)).toEqual(light);
  });

  test('another tab toggled: this one follows, page and toggle alike', async ({ page }) => {
    await openApp(page, parley.server.url);
    const other = await openAnotherTab(page, parley.server.url);
    await other.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(async () => (await pageTheme(page)).theme).toBe('dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    // And back from this one: both light again.
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(async () => (await pageTheme(other)).theme).toBe('light');
    expect((await pageTheme(page)).theme).toBe('light');
  });
});

test.describe('with a dark system theme', () => {
  test.use({ colorScheme: 'dark' });

  test('starts dark when the user has not chosen', async ({ page }) => {
    await openApp(page, parley.server.url);
    expect((await pageTheme(page)).theme).toBe('dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});
