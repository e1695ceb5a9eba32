import { sessionItem, sidebar } from './support/app';
import { openReviewPanel, reviewStatus, startReview } from './support/reviewPanel';
import { LOOP_TIMEOUT, useReviewLoops } from './support/reviewLoopSpec';
import { expect, test } from './support/test';

const loops = useReviewLoops();

test('a review that ended unseen is still counted after a reload, and once opened it stays seen', async ({
  page,
}) => {
  await loops.openWithAgents(page, '', true, '--delay-ms 1000');
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await startReview(page, { reviewer: 'reviewer' });
  // The person looks at another session while the review runs.
  await sessionItem(page, 'reviewer').getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: 'reviewer', exact: true })).toBeVisible();
  await expect(sessionItem(page, 'author').locator('.session-review')).toHaveText('approved', {
    timeout: LOOP_TIMEOUT,
  });
  await expect(page).toHaveTitle('(1) Parley');

  await page.reload();
  const reviewsNav = sidebar(page).getByRole('button', { name: /^Reviews/ });
  await expect(reviewsNav).toContainText('1 new');
  await expect(page).toHaveTitle('(1) Parley');

  // Opened from the list it is seen, and stays seen through the next reload.
  await reviewsNav.click();
  await page
    .getByRole('table', { name: 'All reviews, newest first' })
    .locator('tbody tr')
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(reviewStatus(page)).toContainText('Approved');
  await expect(page).toHaveTitle('Parley');
  await sessionItem(page, 'reviewer').getByRole('button').first().click();
  await page.reload();
  await expect(reviewsNav.locator('.nav-count')).toHaveText('1');
  // The count would come with the list of reviews, just loaded: give it a moment to show.
  await page.waitForTimeout(500);
  await expect(page).toHaveTitle('Parley');
  await expect(reviewsNav).not.toContainText('new');
});
