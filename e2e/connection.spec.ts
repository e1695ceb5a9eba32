import {
  createSession,
  expectTerminalLine,
  openApp,
  runInTerminal,
  sessionItem,
} from './support/app';
import { startParleyServer } from '../test/support/parleyServer';
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

test('after Parley restarts, every stopped session starts again with one click', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'first' });
  await createSession(page, { profile: 'shell', name: 'second' });

  await parley.stop();
  await parley.start();
  await expect(sessionItem(page, 'first')).toContainText('Stopped', { timeout: 20_000 });
  await expect(sessionItem(page, 'second')).toContainText('Stopped');

  // The first test's session is stopped too: all of them are offered.
  await page.getByRole('button', { name: /^Restart all \d+ stopped$/ }).click();
  await expect(sessionItem(page, 'first')).toContainText('Ready');
  await expect(sessionItem(page, 'second')).toContainText('Ready');
  // The session shown takes the keyboard, as after its own Restart.
  await expect(page.locator('.terminal-view .xterm-helper-textarea')).toBeFocused();
  await runInTerminal(page, 'echo shown-$((1+1))');
  await expectTerminalLine(page, /^shown-2$/);
  await sessionItem(page, 'first').click();
  await runInTerminal(page, 'echo other-$((2+2))');
  await expectTerminalLine(page, /^other-4$/);
  await expect(page.getByRole('button', { name: /^Restart/ })).toHaveCount(0);
});

test('a tab left open while Parley restarts with a new token says to open the new address', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'left open' });
  const { port } = parley.server;
  await parley.stop();
  await expect(page.getByRole('status')).toHaveText('Disconnected — reconnecting…');

  // Started again as a person does, without --token: a new one.
  const restarted = await startParleyServer(parley.dirs, { port });
  try {
    await expect(page.getByRole('alert')).toContainText(
      'Parley restarted with a new token, so this page can no longer reach it',
      { timeout: 20_000 },
    );
    await expect(page.getByRole('alert')).toContainText('Open the address parley serve printed.');
    await expect(page.getByRole('status')).toHaveCount(0);

    // The new address lets the page in again, with the sessions as they were.
    await openApp(page, restarted.url);
    await expect(sessionItem(page, 'left open')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await restarted.stop();
    await parley.start();
  }
});
