import { openApp } from './support/app';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

test('nothing is served without the token', async ({ page, request }) => {
  const noToken = await page.goto(`${parley.server.origin}/`);
  expect(noToken?.status()).toBe(403);
  const wrongToken = await page.goto(`${parley.server.origin}/?token=not-the-token`);
  expect(wrongToken?.status()).toBe(403);
  // Assets are as closed as the page (a fresh request context has no cookie).
  expect((await request.get(`${parley.server.origin}/index.html`)).status()).toBe(403);
});

test('the token opens the app, and its cookie keeps it open after the address bar drops it', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await expect(page).toHaveURL(`${parley.server.origin}/`);
  await page.reload();
  await expect(page.getByRole('button', { name: 'New session' }).first()).toBeEnabled();
  await expect(page.getByRole('status')).toHaveCount(0);
});
