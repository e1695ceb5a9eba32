import { openReviewPanel, reviewStatus, startReview } from './support/reviewPanel';
import { useReviewLoops } from './support/reviewLoopSpec';
import { expect, test } from './support/test';

const loops = useReviewLoops();

test('the keyboard stays with a review it starts: on its status, then its buttons', async ({
  page,
}) => {
  await loops.openWithAgents(page, 'focus ');
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  // Without auto-iterate it stops for a person after round 1: it never ends under the test.
  await startReview(page, { reviewer: 'focus reviewer', autoIterate: false });
  // Request Agent Review, which opened the form, is disabled while the review runs.
  await expect(reviewStatus(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Force approve' })).toBeFocused();
});
