import { sessionItem, sidebar } from './support/app';
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

test('auto-iterate: comments inline on their lines, the author fixes them, round 2 approves', async ({
  page,
}) => {
  await loops.openWithAgents(page, '');

  const panel = await openReviewPanel(page);
  const mathDiff = panel.getByRole('region', { name: 'Diff of math.js' });
  await expect(mathDiff.locator('td.diff-code-insert', { hasText: 'console.log' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Changed files' })).toContainText('math.test.js');

  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await startReview(page, { reviewer: 'reviewer' });

  await expect(reviewStatus(page)).toContainText('Approved', { timeout: LOOP_TIMEOUT });
  await expect(panel.getByRole('button', { name: 'Request Agent Review' })).toBeEnabled();

  // Round 1's comments sit under the lines they are about, tagged with severity and reviewer.
  await panel.getByRole('button', { name: 'Round 1', exact: true }).click();
  const onLog = commentsUnder(panel, 'console.log("adding", a, b);');
  await expect(onLog).toContainText('warning');
  await expect(onLog).toContainText('reviewer');
  await expect(onLog).toContainText('parley-agent');
  await expect(onLog).toContainText('Round 1');
  await expect(commentsUnder(panel, '// TODO: handle strings')).toContainText('warning');
  // Under each card, its finding and what became of it.
  await expect(onLog.locator('[aria-label^="Finding F"]')).toContainText(
    /raised by reviewer in round 1.*verified in round 2/,
  );
  await expect(
    panel.locator('tr.diff-line', { hasText: 'console.log("adding"' }).locator('td.diff-gutter'),
  ).toHaveText(['', '2']);
  await expect(panel.getByRole('list', { name: 'Changed files' })).toContainText('2');

  // Each round's cost, author and reviewer apart (parley-agent is free; "≈" marks an
  // amount estimated from characters), and the ceiling.
  const footer = panel.locator('.review-footer');
  await expect(footer).toContainText(/Round 1\s*author ≈?\$0\.00\s*reviewer ≈?\$0\.00/);
  await expect(footer).toContainText(/Round 2\s*author ≈?\$0\.00\s*reviewer ≈?\$0\.00/);
  await expect(footer).toContainText(/Total\s*≈?\$0\.00/);
  await expect(footer).toContainText(/Ceiling\s*none/);
  // The sidebar shows what each session's part cost, and says what the amount is.
  for (const name of ['author', 'reviewer']) {
    await expect(sessionItem(page, name).getByTitle(/as author.*as reviewer/)).toHaveText(
      /^≈?\$0\.00$/,
    );
  }

  // What the author changed between the rounds: the two lines it removed.
  await panel.getByRole('button', { name: 'Round 2', exact: true }).click();
  await panel.getByRole('checkbox', { name: 'Changes since last round' }).check();
  await expect(mathDiff.locator('td.diff-code-delete')).toHaveText([
    /console\.log\("adding", a, b\);/,
    /\/\/ TODO: handle strings/,
  ]);
  await expect(mathDiff.locator('td.diff-code-insert')).toHaveCount(0);
  await expect(commentsUnder(panel, 'console.log("adding", a, b);')).toContainText('Round 1');

  // The conversation, round by round.
  await panel.getByRole('tab', { name: /Conversation/ }).click();
  const round1 = panel.getByRole('listitem', { name: 'Round 1' });
  await expect(round1).toContainText('Changes requested');
  await expect(round1).toContainText('author (author)');
  const round2 = panel.getByRole('listitem', { name: 'Round 2' });
  await expect(round2).toContainText('Approved');
  // Round 2 left no comment: it says what it let go of round 1's findings.
  await expect(round2.getByRole('list', { name: 'On earlier findings' })).toContainText(
    'F1 verified: approved without naming it',
  );
  await expect(round2).toContainText('No finding left open.');
  // Each comment's finding: its id, where it stands, and its history.
  const f1 = round1.locator('[aria-label="Finding F1"]');
  await expect(f1).toContainText('F1');
  await expect(f1).toContainText('verified');
  await expect(f1).toContainText(
    /raised by reviewer in round 1.*verified in round 2: approved without naming it/,
  );
  await expect(round1.locator('[aria-label="Finding F2"]')).toContainText('verified');
});

test('manual mode: changes requested, asked again, feedback sent by hand, then approved', async ({
  page,
}) => {
  await loops.openWithAgents(page, 'manual ');

  // The keyboard shortcut opens the panel too.
  await page.keyboard.press('Control+Shift+G');
  const panel = reviewPanel(page);
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await startReview(page, { reviewer: 'manual reviewer', autoIterate: false });

  await expect(reviewStatus(page)).toContainText('Changes requested', { timeout: LOOP_TIMEOUT });
  await expect(commentsUnder(panel, 'console.log("adding", a, b);')).toContainText('warning');
  // Nothing changed, so asking again gets the same answer in a new round.
  await panel.getByRole('button', { name: 'Request review again' }).click();
  await expect(panel.getByRole('button', { name: 'Round 2', exact: true })).toBeVisible({
    timeout: LOOP_TIMEOUT,
  });
  await expect(reviewStatus(page)).toContainText('Changes requested');

  await panel.getByRole('button', { name: 'Send feedback to author' }).click();
  await expect(reviewStatus(page)).toContainText('Approved', { timeout: LOOP_TIMEOUT });
  await expect(panel.getByRole('button', { name: 'Round 3', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Control+Shift+G');
  await expect(panel).toBeHidden();
});

test('the sidebar menu opens the form pre-filled; a review of no changes is refused in the form, and none is kept', async ({
  page,
}) => {
  await loops.openWithAgents(page, 'clean ', false);
  const dialog = page.getByRole('dialog', { name: 'Request Agent Review' });

  await sessionItem(page, 'clean reviewer').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Use as reviewer for…' }).click();
  await expect(dialog.getByLabel('Reviewer')).toHaveValue(
    (await sessionItem(page, 'clean reviewer').getAttribute('data-session-id'))!,
  );
  await expect(dialog.getByLabel('Author (whose work)')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await sidebar(page).getByRole('button', { name: 'Actions for clean author' }).click();
  await page.getByRole('menuitem', { name: 'Request review from…' }).click();
  await expect(dialog.getByLabel('Author (whose work)')).toHaveValue(
    (await sessionItem(page, 'clean author').getAttribute('data-session-id'))!,
  );
  // Self-review is allowed, and labelled.
  await expect(dialog.getByLabel('Reviewer').locator('option')).toContainText([
    'clean author (self-review) — parley-agent',
  ]);
  // A wrong field says so, and nothing typed is lost.
  await dialog.getByLabel('Cost ceiling (USD)').fill('lots');
  await dialog.getByLabel('Max rounds').fill('2');
  await dialog.getByRole('button', { name: 'Start review' }).click();
  await expect(dialog.getByRole('alert')).toContainText('US dollars');
  // The field says what is wrong with it to a screen reader too.
  await expect(dialog.getByLabel('Cost ceiling (USD)')).toHaveAccessibleDescription(/US dollars/);
  await expect(dialog.getByLabel('Max rounds')).toHaveValue('2');
  await dialog.getByLabel('Cost ceiling (USD)').fill('5');
  await dialog.getByLabel('Reviewer').selectOption({ label: 'clean reviewer — parley-agent' });
  await dialog.getByRole('button', { name: 'Start review' }).click();

  // The core's refusal is said in the form, which keeps what was typed: no failed review is kept.
  await expect(dialog.getByRole('alert')).toContainText(
    /Nothing to review: no changes in the diff \(Working tree vs HEAD \(\w+\), untracked files included\)\./,
  );
  await expect(dialog.getByLabel('Cost ceiling (USD)')).toHaveValue('5');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await sessionItem(page, 'clean author').click();
  const panel = await openReviewPanel(page);
  await expect(panel.getByText('No changes.', { exact: true })).toBeVisible();
  await expect(reviewStatus(page)).toHaveCount(0);
});
