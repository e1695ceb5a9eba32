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

/**
 * Stages the README's screenshot. It is written to docs/ only on request
 * (PARLEY_UPDATE_SCREENSHOT=1), so ordinary runs leave the repository alone.
 */
test('the README screenshot: two sessions, one showing a diff', async ({ page }, testInfo) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'parley-agent', name: 'reviewer' });
  await createSession(page, { profile: 'shell', name: 'author' });
  await runInTerminal(page, `sed -i 's/Hello/Hi/' greet.js && git --no-pager diff --color=always`);
  await expectTerminalLine(page, /^\+export const greet/);
  await runInTerminal(page, 'git status --short --branch');
  await expectTerminalLine(page, /^ M greet\.js$/);
  await expect(sessionItem(page, 'author')).toContainText('Ready');
  await expect(sessionItem(page, 'reviewer')).toBeVisible();
  const target = process.env.PARLEY_UPDATE_SCREENSHOT
    ? path.join(repoRoot, 'docs', 'screenshot.png')
    : testInfo.outputPath('screenshot.png');
  await page.screenshot({ path: target });
});
