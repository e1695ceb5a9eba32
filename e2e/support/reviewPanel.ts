import type { Locator, Page } from '@playwright/test';
import { createSession, expectTerminalLine, sessionItem } from './app';
import { expect } from './test';

/**
 * Two parley-agent sessions in `dir`, "<prefix>author" and "<prefix>reviewer",
 * with the author's terminal shown and ready.
 */
export async function twoAgents(
  page: Page,
  prefix: string,
  dir: string,
  reviewerArgs?: string,
): Promise<void> {
  await createSession(page, { profile: 'parley-agent', name: `${prefix}author`, cwd: dir });
  await createSession(page, {
    profile: 'parley-agent',
    name: `${prefix}reviewer`,
    cwd: dir,
    args: reviewerArgs,
  });
  await sessionItem(page, `${prefix}author`).getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: `${prefix}author`, exact: true })).toBeVisible();
  await expectTerminalLine(page, /parley-agent>/);
}

export function reviewPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Review Panel' });
}

export function reviewStatus(page: Page): Locator {
  return reviewPanel(page).getByLabel('Review status');
}

/** Opens the Review Panel from the terminal header's toggle. */
export async function openReviewPanel(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Review', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(reviewPanel(page)).toBeVisible();
  return reviewPanel(page);
}

/** The comment widget row right under the diff line showing `lineText`. */
export function commentsUnder(panel: Locator, lineText: string): Locator {
  return panel.locator(`tr.diff-line:has-text(${JSON.stringify(lineText)}) + tr.diff-widget`);
}

/** Fills the Request Agent Review form (already open) and starts the review. */
export async function startReview(
  page: Page,
  { reviewer, autoIterate = true }: { reviewer: string; autoIterate?: boolean },
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Request Agent Review' });
  await dialog.getByLabel('Reviewer').selectOption({ label: `${reviewer} — parley-agent` });
  const iterate = dialog.getByRole('checkbox', { name: /Auto-iterate/ });
  await expect(iterate).toBeChecked();
  if (!autoIterate) await iterate.uncheck();
  await dialog.getByRole('button', { name: 'Start review' }).click();
  await expect(dialog).toBeHidden();
}
