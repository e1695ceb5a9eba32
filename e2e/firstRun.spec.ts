import { openApp, sessionItem, sidebar } from './support/app';
import { commentsUnder, reviewPanel, reviewStatus } from './support/reviewPanel';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

test('New session preselects an installed profile and says how to install a missing one', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await sidebar(page).getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  const profile = dialog.getByLabel('Profile');
  await expect(profile.locator('option:checked')).not.toContainText('not installed');
  // Aider is not installed on the test machine.
  await expect(profile.locator('option[value="aider"]')).toHaveText('Aider (not installed)');
  await profile.selectOption('aider');
  await expect(dialog.getByRole('status')).toHaveText(
    'aider is not on your PATH — install it with python -m pip install aider-install && aider-install',
  );
  await page.screenshot({ path: 'test-results/first-run-new-session.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('from an empty store, Try the demo runs a whole review loop to approval', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page, parley.server.url);
  const empty = page.getByRole('region', { name: 'No sessions' });
  await expect(empty.getByRole('button', { name: 'Try the demo' })).toBeVisible();
  await page.screenshot({ path: 'test-results/first-run-empty.png' });
  await empty.getByRole('button', { name: 'Try the demo' }).click();

  await expect(sessionItem(page, 'Demo author')).toBeVisible();
  await expect(sessionItem(page, 'Demo reviewer')).toBeVisible();
  // Their names keep their words: the profile badge beside them gives way first.
  for (const name of ['Demo author', 'Demo reviewer']) {
    const shown = sessionItem(page, name).locator('.session-name');
    expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
  }
  await expect(page.getByRole('region', { name: 'Terminal: Demo author' })).toBeVisible();
  const panel = reviewPanel(page);
  await expect(panel).toBeVisible();
  // At a pace a person can follow: round 1's comments stay in view while the author works.
  await expect(reviewStatus(page)).toContainText('Author addressing feedback', {
    timeout: 60_000,
  });
  await expect(commentsUnder(panel, 'debugger;')).toContainText('Round 1');
  await expect(reviewStatus(page)).toContainText('Author addressing feedback');
  await expect(reviewStatus(page)).toContainText('Approved', { timeout: 60_000 });
  await expect(panel.getByRole('button', { name: 'Round 2', exact: true })).toBeVisible();
  // The approved diff is clean; the banner says where round 1's findings are, and they are there.
  await expect(reviewStatus(page)).toContainText(
    /Round 1 raised 3 findings: see them on their lines under R1 in Changes/,
  );
  await page.screenshot({ path: 'test-results/first-run-demo-approved.png' });
  await panel.getByRole('button', { name: 'Round 1', exact: true }).click();
  await expect(commentsUnder(panel, 'debugger;')).toContainText('Leftover debugger breakpoint');
});
