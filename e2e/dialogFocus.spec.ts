import type { Locator, Page } from '@playwright/test';
import { createSession, openApp, sidebar } from './support/app';
import { expect, test, useParleyServer } from './support/test';

/** Closing a dialog gives the keyboard back to what opened it, never to the page's body. */
const parley = useParleyServer();

/** Opens a dialog from `opener`, closes it with `close`, and checks where focus went. */
async function closesBackTo(
  page: Page,
  opener: Locator,
  dialogName: string,
  close: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await close(dialog);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

const escape = (page: Page) => async () => page.keyboard.press('Escape');
const cancel = async (dialog: Locator) => dialog.getByRole('button', { name: 'Cancel' }).click();

test('Esc or Cancel returns focus to the button that opened the dialog', async ({ page }) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'parley-agent', name: 'author' });
  const bar = sidebar(page);

  for (const close of [escape(page), cancel]) {
    await closesBackTo(
      page,
      bar.getByRole('button', { name: 'New session' }),
      'New session',
      close,
    );
    await closesBackTo(page, bar.getByRole('button', { name: 'Settings' }), 'Settings', close);
  }

  // From a session's menu: back to its ⋯ button.
  const more = bar.getByRole('button', { name: 'Actions for author' });
  await more.click();
  await page.getByRole('menuitem', { name: 'Request review from…' }).click();
  const request = page.getByRole('dialog', { name: 'Request Agent Review' });
  await expect(request).toBeVisible();
  await cancel(request);
  await expect(more).toBeFocused();

  // From the Review Panel's button.
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const requestButton = page
    .getByRole('region', { name: 'Review Panel' })
    .getByRole('button', { name: 'Request Agent Review' });
  await closesBackTo(page, requestButton, 'Request Agent Review', escape(page));
});
