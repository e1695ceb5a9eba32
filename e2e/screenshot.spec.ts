import path from 'node:path';
import {
  createSession,
  expectTerminalLine,
  openApp,
  runInTerminal,
  sessionItem,
} from './support/app';
import { repoRoot } from './support/parleyServer';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

test.use({ viewport: { width: 1280, height: 760 }, colorScheme: 'dark' });

test('the README screenshot: two sessions, one running commands', async ({ page }) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'parley-agent', name: 'reviewer' });
  await createSession(page, { profile: 'shell', name: 'author' });
  await runInTerminal(page, `sed -i 's/Hello/Hi/' greet.js && git --no-pager diff --color=always`);
  await expectTerminalLine(page, /^\+export const greet/);
  await runInTerminal(page, 'git status --short --branch');
  await expectTerminalLine(page, /^ M greet\.js$/);
  await expect(sessionItem(page, 'author')).toContainText('Ready');
  await expect(sessionItem(page, 'reviewer')).toBeVisible();
  await page.screenshot({ path: path.join(repoRoot, 'docs', 'screenshot.png') });
});
