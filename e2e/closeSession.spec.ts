import { sessionItem, sidebar } from './support/app';
import { openReviewPanel, reviewStatus, startReview } from './support/reviewPanel';
import { LOOP_TIMEOUT, useReviewLoops } from './support/reviewLoopSpec';
import { expect, test } from './support/test';

const loops = useReviewLoops();

test('closing a session an unfinished review uses asks first, naming the review', async ({
  page,
}) => {
  await loops.openWithAgents(page, 'close ');
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  // Manual mode stops at "Changes requested", waiting for a person: the review is not over.
  await startReview(page, { reviewer: 'close reviewer', autoIterate: false });
  await expect(reviewStatus(page)).toContainText('Changes requested', { timeout: LOOP_TIMEOUT });

  const closeReviewer = async () => {
    await sessionItem(page, 'close reviewer').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close' }).click();
  };
  const dialog = page.getByRole('dialog', { name: 'Close “close reviewer”?' });

  await closeReviewer();
  await expect(dialog).toContainText('the review of “close author” by “close reviewer”');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(sessionItem(page, 'close reviewer')).toBeVisible();

  await closeReviewer();
  await dialog.getByRole('button', { name: 'Close session' }).click();
  await expect(sessionItem(page, 'close reviewer')).toHaveCount(0);
  // The keyboard goes to the session that took its row's place, not nowhere.
  await expect(sessionItem(page, 'close author').getByRole('button').first()).toBeFocused();

  // Cancel ends the review for good: it asks first, and keeping the review changes nothing.
  const cancel = panel.locator('.review-status-actions').getByRole('button', { name: 'Cancel' });
  const ask = page.getByRole('dialog', { name: 'Cancel this review?' });
  await cancel.click();
  await expect(ask).toContainText('Its rounds, comments and cost so far are kept.');
  await ask.getByRole('button', { name: 'Keep the review' }).click();
  await expect(ask).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(reviewStatus(page)).not.toContainText('Cancelled');
  await cancel.click();
  await ask.getByRole('button', { name: 'Cancel review' }).click();
  await expect(ask).toBeHidden();
  await expect(reviewStatus(page)).toContainText('Cancelled');

  // No review needs it any more, but its agent still runs: restarting or closing it would lose its
  // conversation.
  await sessionItem(page, 'close author').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Restart' }).click();
  const restartAuthor = page.getByRole('dialog', { name: 'Restart “close author”?' });
  await expect(restartAuthor).toContainText('Restarting the session stops it');
  await restartAuthor.getByRole('button', { name: 'Cancel' }).click();
  await expect(restartAuthor).toBeHidden();
  await sessionItem(page, 'close author').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close' }).click();
  const closeAuthor = page.getByRole('dialog', { name: 'Close “close author”?' });
  await expect(closeAuthor).toContainText('“close author” is still running parley-agent.');
  await closeAuthor.getByRole('button', { name: 'Close session' }).click();
  await expect(sidebar(page).getByRole('listitem')).toHaveCount(0);
  await expect(sidebar(page).getByRole('button', { name: 'New session' })).toBeFocused();
});
