import {
  createSession,
  expectTerminalLine,
  openApp,
  runInTerminal,
  sessionItem,
} from './support/app';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

test('a lost connection shows a banner, and the app comes back with its sessions', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'survivor' });

  await parley.stop();
  await expect(page.getByRole('status')).toHaveText('Disconnected — reconnecting…');

  // The same port, token and data folder: the session's definition is still there.
  await parley.start();
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
  await expect(sessionItem(page, 'survivor')).toBeVisible();

  // Its process went with the old server; Restart starts it again.
  await page.getByRole('button', { name: 'Restart' }).click();
  await runInTerminal(page, 'echo again-$((1+1))');
  await expectTerminalLine(page, /^again-2$/);
});
