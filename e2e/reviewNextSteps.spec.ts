import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createCustomSession, expectTerminalLine, sessionItem } from './support/app';
import {
  commentsUnder,
  openReviewPanel,
  reviewPanel,
  reviewStatus,
  startReview,
} from './support/reviewPanel';
import { useFakeGh } from './support/fakeGh';
import { LOOP_TIMEOUT, useReviewLoops } from './support/reviewLoopSpec';
import { expect, test } from './support/test';

/*
 * No dead ends in the review loop: every stop offers the next step, comments
 * are resolved or dismissed and then never sent again, suggestions are applied.
 */

// Before useReviewLoops: the server must start with the stand-in gh on its PATH.
const gh = useFakeGh();
const loops = useReviewLoops();
const LOG_LINE = 'console.log("adding", a, b);';
const TWICE_LINE = 'export const twice = (n) => add(n, n);';
const SUGGESTED = 'export const twice = (n) => 2 * n;';
const MINE = 'Call this helper double: twice reads like a count.';
const SUGGESTING_REVIEWER = path.resolve('test/support/agents/suggestingReviewer.mjs');

/** Screenshots to look at, written when PARLEY_E2E_SHOTS names a folder. */
const SHOTS = process.env.PARLEY_E2E_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/next-steps-${name}.png` });
}

/** The card of the reviewer's comment under a diff line. */
function reviewerCard(page: Page, lineText: string) {
  return commentsUnder(reviewPanel(page), lineText).getByRole('article', {
    name: /from reviewer/,
  });
}

test('max rounds: resolve a comment, one more round sends only the open one, then approve anyway', async ({
  page,
}) => {
  const project = await loops.openWithAgents(page, '');
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Agent Review' });
  await dialog.getByLabel('Max rounds').fill('1');
  await startReview(page, { reviewer: 'reviewer' });

  await expect(reviewStatus(page)).toContainText('Max rounds reached', { timeout: LOOP_TIMEOUT });
  await expect(panel.getByRole('button', { name: 'Approve anyway' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'One more round' })).toBeVisible();

  // Resolve the console.log comment: it folds away, and can be unfolded.
  const onLog = reviewerCard(page, LOG_LINE);
  await expect(onLog).toContainText('Leftover debug output');
  await onLog.getByRole('button', { name: 'Resolve' }).click();
  await expect(onLog).toContainText('Resolved');
  await expect(onLog.getByRole('button', { name: 'Resolve' })).toBeHidden();
  // The focus stays on the card as its buttons change, not on the page's body.
  await expect(onLog.getByRole('button', { name: 'Show' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(onLog.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(onLog.getByRole('button', { name: 'Hide' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(onLog.getByRole('button', { name: 'Hide' })).toBeFocused();
  // The TODO comment stays open, with its own Resolve and Dismiss.
  const onTodo = reviewerCard(page, '// TODO: handle strings');
  await expect(onTodo.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  await shot(page, 'max-rounds');

  // After the review stopped a person can still comment; their comment can be dismissed too.
  await panel.getByRole('button', { name: 'Comment on line 7 of math.js' }).click();
  const form = panel.getByRole('form', { name: 'Comment on line 7' });
  await form.getByLabel('Your comment').fill(MINE);
  await form.getByRole('button', { name: 'Add comment' }).click();
  const mine = commentsUnder(panel, TWICE_LINE).getByRole('article', { name: /from You/ });
  await expect(mine).toContainText('Waits for the next feedback');
  await mine.getByRole('button', { name: 'Dismiss' }).click();
  await expect(mine).toContainText('Dismissed');
  await expect(mine.getByRole('button', { name: 'Show' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(mine.getByRole('button', { name: 'Show' })).toBeFocused();
  await shot(page, 'dismissed');

  await panel.getByRole('button', { name: 'One more round' }).click();
  await expect(panel.getByRole('button', { name: 'Round 2', exact: true })).toBeVisible({
    timeout: LOOP_TIMEOUT,
  });
  // The reviewer still finds the console.log the author was never sent: round 2 is the new limit.
  await expect(reviewStatus(page)).toContainText('Max rounds reached', { timeout: LOOP_TIMEOUT });

  // What the author received: only the TODO comment. It fixed that and never touched the log line.
  const onDisk = await readFile(path.join(project.dir, 'math.js'), 'utf8');
  expect(onDisk).toContain(LOG_LINE);
  expect(onDisk).not.toContain('TODO');
  await panel.getByRole('tab', { name: /Conversation/ }).click();
  const round1 = panel.getByRole('listitem', { name: 'Round 1' });
  // parley-agent answers for every comment it was sent: one, on line 3 (not the dismissed one).
  await expect(round1).toContainText('I addressed 1 of 1 review comments');
  await expect(round1).toContainText('math.js:3: removed the comment with the note');
  await panel.getByRole('tab', { name: /Changes/ }).click();

  await panel.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(reviewStatus(page)).toContainText('Approved');
  await expect(reviewStatus(page)).toContainText('Approved by a person (after 2 rounds');
  await expect(panel.getByRole('button', { name: 'Approve anyway' })).toBeHidden();
  await shot(page, 'approved-anyway');

  // The next request starts as this one was made: the same reviewer, one round.
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await expect(dialog.getByLabel('Reviewer')).toHaveValue(
    (await sessionItem(page, 'reviewer').getAttribute('data-session-id'))!,
  );
  await expect(dialog.getByLabel('Max rounds')).toHaveValue('1');
  await page.keyboard.press('Escape');
});

test('on the diff as it is now, the comments follow the code changed since their round, and say when theirs was rewritten', async ({
  page,
}) => {
  const project = await loops.openWithAgents(page, 'moved ');
  const panel = await openReviewPanel(page);
  const card = (lineText: string) =>
    commentsUnder(panel, lineText).getByRole('article', { name: /from moved reviewer/ });
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await page
    .getByRole('dialog', { name: 'Request Agent Review' })
    .getByLabel('Max rounds')
    .fill('1');
  await startReview(page, { reviewer: 'moved reviewer' });
  await expect(reviewStatus(page)).toContainText('Max rounds reached', { timeout: LOOP_TIMEOUT });
  await expect(card(LOG_LINE)).toContainText('line 2');

  // The pull request of this work shows the change as round 1 reviewed it.
  await gh.pullRequest(7, project.diff());
  // A person edits the file after the round: two lines above, and the TODO line rewritten.
  const file = path.join(project.dir, 'math.js');
  const reviewed = await readFile(file, 'utf8');
  const REWRITTEN = '  // Strings are added as numbers.';
  await writeFile(
    file,
    `// math helpers\n// (used by the app)\n${reviewed.replace('  // TODO: handle strings', REWRITTEN)}`,
  );
  await panel.getByRole('button', { name: 'Now', exact: true }).click();

  const onLog = card(LOG_LINE);
  await expect(onLog).toContainText('Leftover debug output');
  await expect(onLog).toContainText('line 4');
  await expect(onLog).not.toContainText('Outdated');
  const onRewritten = card(REWRITTEN.trim());
  await expect(onRewritten).toContainText('line 5');
  await expect(onRewritten.locator('.comment-outdated')).toHaveText('Outdated');
  await shot(page, 'comments-now');
  // It acts on the round's own comment: resolving it here resolves it in round 1.
  await onRewritten.getByRole('button', { name: 'Resolve' }).click();
  await expect(onRewritten).toContainText('Resolved');
  // What the person chose to see stays chosen, across a switch to another session and back, and a
  // reload; so does the tab.
  const nowButton = panel.getByRole('button', { name: 'Now', exact: true });
  await sessionItem(page, 'moved reviewer').getByRole('button').first().click();
  await sessionItem(page, 'moved author').getByRole('button').first().click();
  await expect(nowButton).toHaveAttribute('aria-pressed', 'true');
  await expect(card(REWRITTEN.trim())).toContainText('Resolved');
  await panel.getByRole('tab', { name: /Conversation/ }).click();
  await page.reload();
  await expect(panel.getByRole('tab', { name: /Conversation/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await panel.getByRole('tab', { name: /Changes/ }).click();
  await expect(nowButton).toHaveAttribute('aria-pressed', 'true');
  await expect(card(REWRITTEN.trim())).toContainText('Resolved');
  await panel.getByRole('button', { name: 'Round 1', exact: true }).click();
  const asMade = card('// TODO: handle strings');
  await expect(asMade).toContainText('Resolved');
  await expect(asMade).not.toContainText('Outdated');
  await shot(page, 'comments-as-made');

  // Now with the pull request picked instead of the working tree: its diff is no working tree,
  // so the comments stand on the lines they were made on.
  await panel.getByRole('button', { name: 'Now', exact: true }).click();
  await panel.getByLabel('Diff source').selectOption({ label: 'Pull request' });
  await panel.getByLabel('Pull request number').fill('7');
  await panel.getByLabel('Pull request number').press('Enter');
  await expect(panel.locator('.source-description')).toContainText('pull request #7');
  await expect(card(LOG_LINE)).toContainText('line 2');
  await expect(card('// TODO: handle strings')).not.toContainText('Outdated');
});

test('a comment before any review waits as a draft; the review takes it and its feedback carries it', async ({
  page,
}) => {
  await loops.openWithAgents(page, 'draft ');
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Comment on line 7 of math.js' }).click();
  const form = panel.getByRole('form', { name: 'Comment on line 7' });
  await form.getByLabel('Your comment').fill(MINE);
  await form.getByRole('button', { name: 'Add comment' }).click();
  const mine = commentsUnder(panel, TWICE_LINE).getByRole('article', { name: /from You/ });
  await expect(mine).toContainText(MINE);
  // Kept by the core: closing and opening the panel again shows it still.
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(panel).toBeHidden();
  await openReviewPanel(page);
  await expect(mine).toContainText(MINE);
  await shot(page, 'draft');

  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await startReview(page, { reviewer: 'draft reviewer', autoIterate: false });
  await expect(reviewStatus(page)).toContainText('Changes requested', { timeout: LOOP_TIMEOUT });
  await expect(mine).toContainText('Waits for the next feedback');
  await panel.getByRole('button', { name: 'Send feedback to author' }).click();
  await expect(mine).toContainText('Sent in round 1', { timeout: LOOP_TIMEOUT });
  await panel.getByRole('tab', { name: /Conversation/ }).click();
  // parley-agent cannot act on free text and says so, citing the person's comment.
  await expect(panel.getByRole('listitem', { name: 'Round 1' })).toContainText('math.js:7', {
    timeout: LOOP_TIMEOUT,
  });
});

test('paused at the cost ceiling: Continue with a higher one goes on with the review', async ({
  page,
}) => {
  const project = await loops.openWithAgents(page, 'ceiling ');
  await createSuggester(page, project.dir, 'ceiling suggester');
  await sessionItem(page, 'ceiling author').getByRole('button').first().click();
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Agent Review' });
  // The scripted reviewer is a custom command, priced from characters: any review costs something.
  await dialog.getByLabel('Reviewer').selectOption({ label: 'ceiling suggester — Custom command' });
  // Its one finding is a suggestion: only the strictest gate holds the review for it.
  await dialog.getByLabel('Approval gate').selectOption({ label: 'Any finding, suggestions too' });
  await dialog.getByRole('checkbox', { name: /Auto-iterate/ }).uncheck();
  await dialog.getByLabel('Cost ceiling (USD)').fill('0.0001');
  await dialog.getByRole('button', { name: 'Start review' }).click();

  await expect(reviewStatus(page)).toContainText('Paused', { timeout: LOOP_TIMEOUT });
  await expect(reviewStatus(page)).toContainText('Raise the ceiling to go on');
  await panel.getByLabel('New ceiling (USD)').fill('50');
  await shot(page, 'paused-at-ceiling');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(reviewStatus(page)).toContainText('Changes requested', { timeout: LOOP_TIMEOUT });
  await expect(panel.locator('.review-footer')).toContainText(/Ceiling\s*\$50\.00/);
});

test('a failed review: Reassign reviewer picks another session and goes on to approval', async ({
  page,
}) => {
  const project = await loops.openWithAgents(page, 'reassign ');
  // A reviewer that only echoes what it is sent never answers in the format: the review fails.
  // (It draws a line first: a blank screen is no program ready for input.)
  await createCustomSession(page, {
    name: 'reassign echo',
    command: "echo 'echo reviewer'; exec cat",
    cwd: project.dir,
  });
  await sessionItem(page, 'reassign author').getByRole('button').first().click();
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Agent Review' });
  await dialog.getByLabel('Reviewer').selectOption({ label: 'reassign echo — Custom command' });
  await dialog.getByRole('button', { name: 'Start review' }).click();
  await expect(reviewStatus(page)).toContainText('Review failed', { timeout: LOOP_TIMEOUT });

  // The other parley-agent session is offered first, not the author reviewing itself.
  const reviewerId = await sessionItem(page, 'reassign reviewer').getAttribute('data-session-id');
  await expect(panel.getByLabel('New reviewer')).toHaveValue(reviewerId!);
  // The echo reviewer is still there: trying it again is offered too.
  await expect(panel.getByRole('button', { name: 'Try again' })).toHaveAttribute(
    'title',
    'Ask the reviewer again, for the round that failed',
  );
  await shot(page, 'failed');
  await panel.getByRole('button', { name: 'Reassign reviewer' }).click();
  await expect(reviewStatus(page)).toContainText('Approved', { timeout: LOOP_TIMEOUT });
  const fixed = await readFile(path.join(project.dir, 'math.js'), 'utf8');
  expect(fixed).not.toContain(LOG_LINE);
  // The Conversation keeps the attempt that failed, whose it was and why.
  await panel.getByRole('tab', { name: /Conversation/ }).click();
  await expect(panel.getByRole('listitem', { name: 'Failed attempts' })).toContainText(
    'Round 1, review by reassign echo: "reassign echo" did not take the prompt',
  );
});

test('a suggestion shows as a diff of the lines it replaces; Apply suggestion writes it to the file and the diff', async ({
  page,
}) => {
  const project = await loops.openWithAgents(page, 'suggest ');
  // A long new file ahead of math.js in the diff: the line the suggestion is on is far down.
  const ahead = Array.from({ length: 300 }, (_, i) => `export const n${i} = ${i};`).join('\n');
  await project.write({ 'a-constants.js': `${ahead}\n` });
  await createSuggester(page, project.dir, 'code proposer');
  await sessionItem(page, 'suggest author').getByRole('button').first().click();
  await expectTerminalLine(page, /parley-agent>/);

  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Agent Review' });
  await dialog.getByLabel('Reviewer').selectOption({ label: 'code proposer — Custom command' });
  // Its one finding is a suggestion: only the strictest gate holds the review for it.
  await dialog.getByLabel('Approval gate').selectOption({ label: 'Any finding, suggestions too' });
  await dialog.getByRole('checkbox', { name: /Auto-iterate/ }).uncheck();
  await dialog.getByRole('button', { name: 'Start review' }).click();
  await expect(reviewStatus(page)).toContainText('Changes requested', { timeout: LOOP_TIMEOUT });
  await panel
    .getByRole('list', { name: 'Changed files' })
    .locator('.file-row', { hasText: 'math.js' })
    .click();

  const card = commentsUnder(panel, TWICE_LINE).getByRole('article', {
    name: /from code proposer/,
  });
  const change = card.getByRole('figure', { name: 'Suggested change' });
  await expect(change.locator('.suggestion-old')).toHaveText([`7−${TWICE_LINE}`]);
  await expect(change.locator('.suggestion-new')).toHaveText([`7+${SUGGESTED}`]);
  await shot(page, 'suggestion');

  // The line moved on since the review: a clear refusal in the card, and the file is left alone.
  const file = path.join(project.dir, 'math.js');
  const reviewed = await readFile(file, 'utf8');
  const edited = reviewed.replace('add(n, n)', 'n + n');
  await writeFile(file, edited);
  await change.getByRole('button', { name: 'Apply suggestion' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'Line 7 changed since the review: the suggestion no longer fits there. Nothing was changed.',
  );
  expect(await readFile(file, 'utf8')).toBe(edited);
  await shot(page, 'suggestion-refused');
  await writeFile(file, reviewed);

  await change.getByRole('button', { name: 'Apply suggestion' }).click();
  // On disk at once, and in the diff as it is now, brought into view with the keyboard on it.
  await expect.poll(() => readFile(path.join(project.dir, 'math.js'), 'utf8')).toContain(SUGGESTED);
  const mathDiff = panel.getByRole('region', { name: 'Diff of math.js' });
  await expect(mathDiff.locator('tr.diff-line', { hasText: SUGGESTED })).toBeInViewport();
  await expect(page.locator('.diff-row:focus')).toContainText(SUGGESTED);
  await expect(panel.getByRole('button', { name: 'Now', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const applied = commentsUnder(panel, SUGGESTED).getByRole('article', {
    name: /from code proposer/,
  });
  await expect(applied).toContainText('Suggestion applied');
  await expect(applied.getByRole('button', { name: 'Apply suggestion' })).toBeHidden();
  await shot(page, 'suggestion-applied');

  // Its finding is settled by the person; Reopen opens the comment again (the file keeps the change).
  await applied.getByRole('button', { name: 'Show' }).click();
  await expect(applied.getByLabel('Finding F1')).toContainText('suggestion applied by you');
  await applied.getByRole('button', { name: 'Reopen' }).click();
  await expect(applied.getByRole('button', { name: 'Resolve' })).toBeVisible();
  await expect(applied).not.toContainText('Suggestion applied');
  await expect(applied.getByLabel('Finding F1').locator('.finding-state')).toHaveText('open');
  expect(await readFile(file, 'utf8')).toContain(SUGGESTED);
  // It is not offered again: the card says it is in the working tree already.
  await expect(applied.getByRole('button', { name: 'Apply suggestion' })).toBeHidden();
  await expect(applied.getByRole('figure', { name: 'Suggested change' })).toContainText(
    'Applied to the working tree before the comment was reopened.',
  );
});

/** A custom session running the scripted reviewer that suggests a new line 7 of math.js. */
function createSuggester(page: Page, cwd: string, name: string): Promise<void> {
  return createCustomSession(page, {
    name,
    command: `${process.execPath} ${SUGGESTING_REVIEWER} math.js 7 "${SUGGESTED}"`,
    cwd,
  });
}
