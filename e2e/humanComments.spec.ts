import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectTerminalLine } from './support/app';
import type { GitProject } from './support/gitProject';
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

const MINE = 'Call this helper double: twice reads like a count.';
const TAKEN_BACK = 'Say why adding needs no check here.';

test('a person comments on lines; the feedback sent by hand carries it, and the author says it could not fix it', async ({
  page,
}) => {
  // Lines offer a comment before any review too (reviewNextSteps.spec follows such a draft).
  await loops.openWithAgents(page, 'people ');
  const panel = await openReviewPanel(page);
  await expect(panel.locator('tr.diff-line', { hasText: 'export const twice' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Comment on line 7 of math.js' })).toBeVisible();

  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await startReview(page, { reviewer: 'people reviewer', autoIterate: false });
  await expect(reviewStatus(page)).toContainText('Changes requested', { timeout: LOOP_TIMEOUT });
  const mathRow = panel.getByRole('list', { name: 'Changed files' }).locator('.file-row', {
    hasText: 'math.js',
  });
  const reviewerCount = Number(await mathRow.locator('.comment-count').textContent());
  expect(reviewerCount).toBeGreaterThan(0);

  // From the keyboard, on an added line: its + opens the form, Ctrl+Enter adds.
  await panel.getByRole('button', { name: 'Comment on line 7 of math.js' }).focus();
  await page.keyboard.press('Enter');
  const form = panel.getByRole('form', { name: 'Comment on line 7' });
  const text = form.getByLabel('Your comment');
  await expect(text).toBeFocused();
  await page.keyboard.press('Control+Enter');
  await expect(form.getByRole('alert')).toHaveText('Write a comment first.');
  await form.getByLabel('Severity').selectOption('suggestion');
  await text.fill(MINE);
  await text.press('Control+Enter');
  await expect(form).toBeHidden();
  const onTwice = commentsUnder(panel, 'export const twice');
  await expect(onTwice).toContainText(MINE);
  await expect(onTwice).toContainText('suggestion');
  await expect(onTwice).toContainText('You');
  await expect(onTwice).toContainText('Person');
  await expect(onTwice).toContainText('Waits for the next feedback');
  await expect(onTwice).not.toContainText('parley-agent');
  await expect(mathRow.locator('.comment-count')).toHaveText(String(reviewerCount + 1));

  // With the mouse, on an unchanged line: Esc goes back to the line and keeps what is written;
  // Cancel drops it; then one added and taken back.
  const returnLine = panel.locator('tr.diff-line', { hasText: 'return a + b;' });
  const plusOnReturn = returnLine.getByRole('button', { name: 'Comment on line 4 of math.js' });
  await returnLine.hover();
  await plusOnReturn.click();
  const returnForm = panel.getByRole('form', { name: 'Comment on line 4' });
  await returnForm.getByLabel('Your comment').fill('a draft');
  await page.keyboard.press('Escape');
  // Back on the line it was written on (the diff's one Tab stop), the draft still there.
  await expect(page.locator('.diff-row:focus')).toContainText('return a + b;');
  await expect(returnForm.getByLabel('Your comment')).toHaveValue('a draft');
  await returnForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(returnForm).toBeHidden();
  await expect(page.locator('.diff-row:focus')).toContainText('return a + b;');
  await plusOnReturn.click();
  await expect(returnForm.getByLabel('Your comment')).toHaveValue('');
  // Nothing written: Esc closes the form.
  await page.keyboard.press('Escape');
  await expect(returnForm).toBeHidden();
  await plusOnReturn.click();
  await returnForm.getByLabel('Your comment').fill(TAKEN_BACK);
  await returnForm.getByRole('button', { name: 'Add comment' }).click();
  const onReturn = commentsUnder(panel, 'return a + b;');
  await expect(onReturn).toContainText(TAKEN_BACK);
  await expect(mathRow.locator('.comment-count')).toHaveText(String(reviewerCount + 2));
  await onReturn.getByRole('button', { name: 'Remove your comment on line 4' }).focus();
  await page.keyboard.press('Enter');
  await expect(onReturn).toHaveCount(0);
  // The keyboard is back on the comment's line, not on the page's body.
  await expect(page.locator('.diff-row:focus')).toContainText('return a + b;');
  await expect(mathRow.locator('.comment-count')).toHaveText(String(reviewerCount + 1));

  // The conversation lists it as not sent yet.
  await panel.getByRole('tab', { name: /Conversation/ }).click();
  const notSent = panel.getByRole('listitem', { name: 'Not sent yet' });
  await expect(notSent).toContainText(MINE);
  await expect(notSent).not.toContainText(TAKEN_BACK);
  await panel.getByRole('tab', { name: /Changes/ }).click();

  await panel.getByRole('button', { name: 'Send feedback to author' }).click();
  await expect(reviewStatus(page)).toContainText('Approved', { timeout: LOOP_TIMEOUT });
  // Nobody settled it: the approval names it, and the work as it is now still shows it.
  await expect(reviewStatus(page)).toContainText(
    'Your comment on math.js:7, sent in round 1, is still open: resolve or dismiss it on Now',
  );
  await panel.getByRole('button', { name: 'Now', exact: true }).click();
  await expect(onTwice).toContainText(MINE);
  await expect(onTwice).toContainText('Sent in round 1');

  // Round 1's feedback carried it; it can no longer be taken back.
  await panel.getByRole('button', { name: 'Round 1', exact: true }).click();
  await expect(onTwice).toContainText('Sent in round 1');
  await expect(onTwice.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  // A finished review takes no more comments.
  await expect(panel.getByRole('button', { name: /^Comment on line/ })).toHaveCount(0);

  // parley-agent fixed the reviewer's comments but has no fix for a person's naming advice.
  await panel.getByRole('tab', { name: /Conversation/ }).click();
  const round1 = panel.getByRole('listitem', { name: 'Round 1' });
  await expect(round1.getByRole('heading', { name: 'You (person)' })).toBeVisible();
  await expect(round1).toContainText(MINE);
  await expect(round1.locator('.author-response')).toContainText(/Not fixed:\s*- math\.js:7: /);
  await expect(panel.getByRole('listitem', { name: 'Not sent yet' })).toHaveCount(0);
  await expectTerminalLine(page, /^\s*- math\.js:7: .*no automatic fix/);
});

/** Comments written into the panel's diff, and the file changed under them, for the tests below. */
function commenting(page: Page, project: GitProject) {
  const panel = reviewPanel(page);
  const file = path.join(project.dir, 'math.js');
  return {
    async comment(lineNumber: number, text: string) {
      await panel.getByRole('button', { name: `Comment on line ${lineNumber} of math.js` }).click();
      const form = panel.getByRole('form', { name: `Comment on line ${lineNumber}` });
      await form.getByLabel('Your comment').fill(text);
      await form.getByRole('button', { name: 'Add comment' }).click();
      await expect(form).toBeHidden();
    },
    mine: (lineText: string) =>
      commentsUnder(panel, lineText).getByRole('article', { name: /from You/ }),
    writeAbove: async (lines: string) => writeFile(file, `${lines}${await readFile(file, 'utf8')}`),
  };
}

test('a comment made before any review follows the code written above it since', async ({
  page,
}) => {
  const project = await loops.openWithAgents(page, 'early ');
  const panel = await openReviewPanel(page);
  const { comment, mine, writeAbove } = commenting(page, project);
  await comment(7, MINE);
  await expect(mine('export const twice')).toContainText('line 7');
  await writeAbove('// math helpers\n');
  await panel.getByRole('button', { name: 'Refresh diff' }).click();
  await expect(mine('export const twice')).toContainText('line 8');
  await expect(mine('export const twice')).toContainText(MINE);
});

test("a person's comments follow the code written above them since, on the round's diff and on now", async ({
  page,
}) => {
  const project = await loops.openWithAgents(page, 'follow ');
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await startReview(page, { reviewer: 'follow reviewer', autoIterate: false });
  await expect(reviewStatus(page)).toContainText('Changes requested', { timeout: LOOP_TIMEOUT });
  const { comment, mine, writeAbove } = commenting(page, project);

  // On round 1's diff, as reviewed.
  await comment(7, MINE);
  await writeAbove('// math helpers\n// (used by the app)\n');
  await panel.getByRole('button', { name: 'Now', exact: true }).click();
  await expect(mine('export const twice')).toContainText(MINE);
  await expect(mine('export const twice')).toContainText('line 9');

  // On the diff as it is now; then one more line goes in above it.
  await comment(6, TAKEN_BACK);
  await expect(mine('return a + b;')).toContainText('line 6');
  await writeAbove('// one more\n');
  await panel.getByRole('button', { name: 'Refresh diff' }).click();
  await expect(mine('return a + b;')).toContainText('line 7');
  await expect(mine('return a + b;')).toContainText(TAKEN_BACK);
  await expect(mine('export const twice')).toContainText('line 10');
  await expect(panel.locator('.comment-outdated')).toHaveCount(0);

  // One more on a line written after the round; then round 1's diff: each made on the code as it
  // is now stands on the line round 1 had, or says round 1 had no such line.
  await comment(2, 'Say which app.');
  await panel.getByRole('button', { name: 'Round 1', exact: true }).click();
  await expect(mine('return a + b;')).toContainText('line 4');
  await expect(mine('return a + b;')).toContainText(TAKEN_BACK);
  await expect(mine('export const twice')).toContainText('line 7');
  const later = panel
    .getByRole('article', { name: /from You/ })
    .filter({ hasText: 'Say which app.' });
  await expect(later.locator('.comment-outdated')).toHaveText('Not in this round');
});
