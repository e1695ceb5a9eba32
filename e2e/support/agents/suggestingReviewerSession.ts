import path from 'node:path';
import type { Page } from '@playwright/test';
import { sessionItem, sidebar } from '../app';
import { expect } from '../test';

const SCRIPT = path.resolve('test/support/agents/suggestingReviewer.mjs');

/**
 * A custom session running the scripted reviewer (suggestingReviewer.mjs),
 * which answers every review with one suggestion for `line` of `file`.
 */
export async function createSuggestingReviewer(
  page: Page,
  options: { name: string; cwd: string; file: string; line: number; replacement: string },
): Promise<void> {
  const { name, cwd, file, line, replacement } = options;
  await sidebar(page).getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await dialog.getByLabel('Profile').selectOption('custom');
  await dialog
    .getByLabel('Command')
    .fill(`${process.execPath} ${SCRIPT} ${file} ${line} "${replacement}"`);
  await dialog.getByLabel('Working directory').fill(cwd);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(sessionItem(page, name)).toBeVisible();
}
