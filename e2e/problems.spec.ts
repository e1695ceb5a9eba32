import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createSession, openAnotherTab, openApp } from './support/app';
import { expect, test, useParleyServer } from './support/test';

// A sessions file cut short mid-write: the app must set it aside and start anyway.
const parley = useParleyServer({
  dataFiles: { 'sessions.json': '{"schemaVersion":1,"data":[{broken' },
});

test('problems with the app’s files are shown, dismissed for every tab, and shown again when new ones come', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  const problems = page.getByRole('alert', {
    name: /Parley had (a problem|problems) with its files/,
  });
  await expect(problems).toContainText('sessions.json could not be read');
  await expect(problems).toContainText(/kept as \S*\/sessions\.corrupt-[\w-]+\.json/);
  await expect(problems).toContainText('started from defaults');
  // The broken file really is set aside, not lost.
  const kept = (await readdir(parley.dirs.dataDir)).filter((f) => f.includes('.corrupt-'));
  expect(kept).toHaveLength(1);
  await expect(problems).toContainText(kept[0]!);

  // Another tab open already shows them too.
  const other = await openAnotherTab(page, parley.server.url);
  const problemsThere = other.getByRole('alert', {
    name: /Parley had (a problem|problems) with its files/,
  });
  await expect(problemsThere).toContainText('sessions.json could not be read');

  // Floating over the app, dismissed from the keyboard: in every tab at once.
  await expect(page.locator('.notices')).toHaveCSS('position', 'fixed');
  const dismiss = problems.getByRole('button', { name: 'Dismiss problems' });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(problems).toHaveCount(0);
  await expect(problemsThere).toHaveCount(0);
  await other.close();
  // The app remembers it: a reload, or a tab opened now, does not bring the same problems back.
  const reloaded = appInfoLoaded(page);
  await page.reload();
  await reloaded;
  const later = await page.context().newPage();
  const opened = appInfoLoaded(later);
  await openApp(later, parley.server.url);
  await opened;
  for (const shown of [page, later]) {
    await expect(
      shown.getByRole('alert', { name: /Parley had (a problem|problems) with its files/ }),
    ).toHaveCount(0);
  }
  await later.close();

  // A folder standing where the file goes is a new problem: it is moved aside, never written into.
  const sessionsFile = path.join(parley.dirs.dataDir, 'sessions.json');
  await rm(sessionsFile, { force: true });
  await mkdir(sessionsFile);
  await writeFile(path.join(sessionsFile, 'in-the-way'), '');
  await createSession(page, { profile: 'shell', name: 'unsaved' });
  await expect(problems).toContainText(
    'sessions.json could not be saved in its place (it is a folder, not a file)',
  );
  await expect(problems.getByText('New')).toBeVisible();
  await expect(problems).toContainText('sessions.json could not be read');
  await dismiss.focus();
  await page.keyboard.press('Escape');
  await expect(problems).toHaveCount(0);
});

/** Settles once the page has app:info's answer, which holds the problems and what was dismissed. */
async function appInfoLoaded(page: Page): Promise<void> {
  const socket = await page.waitForEvent('websocket');
  await socket.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes('"problems":'),
  });
}
