import type { Locator, Page } from '@playwright/test';
import { sessionItem, sidebar } from './support/app';
import { contrastFaults } from './support/contrast';
import {
  commentsUnder,
  openReviewPanel,
  reviewPanel,
  reviewStatus,
  startReview,
} from './support/reviewPanel';
import { LOOP_TIMEOUT, useReviewLoops } from './support/reviewLoopSpec';
import { expect, test } from './support/test';

const loops = useReviewLoops();

/** No text on screen below WCAG AA, in the light theme and in the dark one. */
async function expectReadable(page: Page, scene: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    expect(await contrastFaults(page), `${scene}, ${colorScheme} theme`).toEqual([]);
  }
}

async function showTab(panel: Locator, name: RegExp) {
  await panel.getByRole('tab', { name }).click();
  await expect(panel.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('every text on screen reaches 4.5:1 in both themes: sidebar, diff with comments, conversation, lists and dialogs', async ({
  page,
}) => {
  await loops.openWithAgents(page, '');
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await startReview(page, { reviewer: 'reviewer', autoIterate: false });
  await expect(reviewStatus(page)).toContainText('Changes requested', { timeout: LOOP_TIMEOUT });
  // The selected row's status and cost, the "waiting for you" word, comments on added lines.
  await expect(sessionItem(page, 'author')).toContainText('waiting for you');
  await expect(commentsUnder(panel, 'console.log("adding", a, b);')).toContainText('warning');
  await expectReadable(page, 'the diff with round 1 comments');

  await showTab(panel, /Conversation/);
  await expectReadable(page, 'the conversation');

  await sidebar(page)
    .getByRole('button', { name: /Reviews/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expectReadable(page, 'the Reviews list');

  await sidebar(page).getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await expectReadable(page, 'Settings');
  await page.keyboard.press('Escape');

  await sidebar(page).getByRole('button', { name: 'New session' }).click();
  await expect(page.getByRole('dialog', { name: 'New session' })).toBeVisible();
  await expectReadable(page, 'New session');
  await page.keyboard.press('Escape');
  await expect(reviewPanel(page)).toBeHidden();
});
