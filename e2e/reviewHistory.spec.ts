import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  createSession,
  expectTerminalLine,
  openApp,
  sessionItem,
  showReviewsList,
  sidebar,
} from './support/app';
import { makeGitProject, type GitProject } from './support/gitProject';
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
const SHOTS = process.env.PARLEY_E2E_SHOTS;

interface Recorded {
  readonly title: string;
  readonly body: string;
}

/**
 * Lets the page notify, and records every notification it constructs (the
 * real API is still called): a wrapper around window.Notification put in
 * place before the app's own scripts run.
 */
async function recordNotifications(page: Page): Promise<() => Promise<Recorded[]>> {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const Real = window.Notification;
    const seen: { title: string; body: string }[] = [];
    const shown: Notification[] = [];
    Object.assign(window, { recordedNotifications: seen, shownNotifications: shown });
    class Recording extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        seen.push({ title, body: options?.body ?? '' });
        shown.push(this);
      }
    }
    window.Notification = Recording;
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { recordedNotifications: Recorded[] }).recordedNotifications,
    );
}

/** Clicks the page's latest notification, as the person would in the desktop's notification area. */
async function clickLatestNotification(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shown = (window as unknown as { shownNotifications: Notification[] }).shownNotifications;
    shown.at(-1)?.onclick?.(new Event('click'));
  });
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

function reviewsTable(page: Page) {
  return page.getByRole('table', { name: 'All reviews, newest first' });
}

test('two reviews stay listed, newest first; the older opens with its diff, comments and conversation, as stored once its author session is closed; its end is announced until looked at', async ({
  page,
}) => {
  const notifications = await recordNotifications(page);
  // A reviewer a second slow each answer: the person is surely elsewhere when the review ends.
  const project = await loops.openWithAgents(page, '', true, '--delay-ms 1000');
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await startReview(page, { reviewer: 'reviewer' });
  // The person looks at another session while the review runs: the news has to reach them.
  await sessionItem(page, 'reviewer').getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: 'reviewer', exact: true })).toBeVisible();

  const authorState = sessionItem(page, 'author').locator('.session-review');
  await expect(authorState).toHaveText('approved', { timeout: LOOP_TIMEOUT });
  await expect(page).toHaveTitle('(1) Parley');
  await expect
    .poll(notifications)
    .toEqual([
      { title: 'Review approved: author', body: "reviewer approved author's work in round 2." },
    ]);
  const reviewsNav = sidebar(page).getByRole('button', { name: /^Reviews/ });
  await expect(reviewsNav).toContainText('1 new');
  await shot(page, 'history-1-notified');

  // The notification opens the review beside its author's terminal; looking at it clears the count.
  await clickLatestNotification(page);
  await expect(page.getByRole('heading', { name: 'author', exact: true })).toBeVisible();
  await expect(reviewStatus(page)).toContainText('Approved');
  await expect(page).toHaveTitle('Parley');
  await expect(reviewsNav).not.toContainText('new');

  // A second review of new work: a long line is only a suggestion, so round 1 approves.
  await project.write({
    'format.js': `export const banner = ${JSON.stringify('='.repeat(140))};\n`,
  });
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await startReview(page, { reviewer: 'reviewer' });
  await expect(reviewStatus(page)).toContainText('Approved', { timeout: LOOP_TIMEOUT });
  await expect(panel.getByRole('button', { name: 'Round 2', exact: true })).toHaveCount(0);
  // Seen as it happened: no count, and only the first review was announced.
  await expect(page).toHaveTitle('Parley');
  expect(await notifications()).toHaveLength(1);

  // Both are listed, newest first, with who, how it went, rounds, cost and time.
  await reviewsNav.click();
  await expect(reviewsNav).toHaveAttribute('aria-pressed', 'true');
  const rows = reviewsTable(page).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('author (parley-agent)');
  await expect(rows.nth(0)).toContainText('reviewer (parley-agent)');
  await expect(rows.nth(0)).toContainText('Approved');
  await expect(rows.nth(0)).toContainText('1/3');
  await expect(rows.nth(1)).toContainText('2/3');
  await expect(rows.nth(1)).toContainText(/\$0\.00/);
  await expect(rows.nth(1)).toContainText(/took (\d+:\d\d|under\s1\ss)/);
  await shot(page, 'history-2-list');
  // A filter keeps the rows whose sessions or status hold what is typed.
  const filter = page.getByRole('searchbox', { name: 'Filter reviews' });
  await filter.fill('approved PARLEY-agent');
  await expect(rows).toHaveCount(2);
  await filter.fill('changes requested');
  await expect(reviewsTable(page)).toBeHidden();
  const list = page.getByRole('region', { name: 'Reviews' });
  await expect(list).toContainText('No review matches “changes requested”.');
  await expect(list.locator('.reviews-total')).toHaveText('0 of 2 reviews');
  await filter.fill('');
  await expect(rows).toHaveCount(2);

  // The older one opens beside its author's terminal: its diff, comments and conversation.
  await rows.nth(1).getByRole('button').first().click();
  await expect(panel.getByRole('note', { name: 'Earlier review' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Round 2', exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Round 1', exact: true }).click();
  const mathDiff = panel.getByRole('region', { name: 'Diff of math.js' });
  await expect(mathDiff.locator('td.diff-code-insert', { hasText: 'console.log' })).toBeVisible();
  await expect(commentsUnder(panel, 'console.log("adding", a, b);')).toContainText('warning');
  await shot(page, 'history-3-older-diff');
  await panel.getByRole('tab', { name: /Conversation/ }).click();
  await expect(panel.getByRole('listitem', { name: 'Round 1' })).toContainText('Changes requested');
  await expect(panel.getByRole('listitem', { name: 'Round 2' })).toContainText('Approved');
  // A reload shows the same earlier review, not the latest in its place.
  await page.reload();
  await expect(panel.getByRole('note', { name: 'Earlier review' })).toBeVisible();
  await expect(panel.getByRole('listitem', { name: 'Round 1' })).toContainText('Changes requested');

  // Back to the latest: one round, on format.js.
  await panel.getByRole('button', { name: 'Show latest review' }).click();
  await expect(panel.getByRole('note', { name: 'Earlier review' })).toBeHidden();
  await panel.getByRole('tab', { name: /Changes/ }).click();
  await expect(panel.getByRole('button', { name: 'Round 2', exact: true })).toHaveCount(0);
  await expect(panel.getByRole('region', { name: 'Diff of format.js' })).toBeVisible();

  // A review outlives its author session: still listed, saying where its round notes are.
  await sidebar(page).getByRole('button', { name: 'Actions for author' }).click();
  await page.getByRole('menuitem', { name: 'Close' }).click();
  await page
    .getByRole('dialog', { name: 'Close “author”?' })
    .getByRole('button', { name: 'Close session' })
    .click();
  await expect(sessionItem(page, 'author')).toHaveCount(0);
  await reviewsNav.click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('author (closed)');
  const note = rows.nth(1).locator('.review-note');
  await expect(note).toContainText('Round notes in .parley/reviews/');
  const notes = (await note.getAttribute('title')) ?? '';
  expect(notes.startsWith(path.join(project.dir, '.parley', 'reviews'))).toBe(true);
  expect(readdirSync(notes).length).toBeGreaterThan(0);
  await shot(page, 'history-4-closed-author');

  // It still opens, as stored, in the main area: no terminal, nothing that needs the author.
  await rows.nth(1).getByRole('button').first().click();
  const stored = reviewPanel(page);
  await expect(stored.getByRole('note', { name: 'Stored review' })).toBeVisible();
  await expect(stored.locator('.review-of')).toHaveText('author (closed)');
  await expect(reviewsTable(page)).toBeHidden();
  await expect(page.locator('.terminal-pane')).toHaveCount(0);
  await expect(reviewStatus(page)).toContainText('Approved');
  await expect(stored.getByRole('button', { name: 'Request Agent Review' })).toHaveCount(0);
  await expect(stored.getByRole('button', { name: 'Now', exact: true })).toHaveCount(0);
  await expect(stored.getByRole('button', { name: 'Round 2', exact: true })).toBeVisible();

  // Round 1 as its reviewer saw it, with its comments; resolving one needs no agent.
  await stored.getByRole('button', { name: 'Round 1', exact: true }).click();
  await expect(
    stored.getByRole('status').filter({ hasText: 'Viewing round 1 as stored' }),
  ).toBeVisible();
  const storedMath = stored.getByRole('region', { name: 'Diff of math.js' });
  await expect(storedMath.locator('td.diff-code-insert', { hasText: 'console.log' })).toBeVisible();
  const onLog = commentsUnder(stored, 'console.log("adding", a, b);').getByRole('article', {
    name: /from reviewer/,
  });
  await expect(onLog).toContainText('warning');
  await onLog.getByRole('button', { name: 'Resolve' }).click();
  await expect(onLog).toContainText('Resolved');
  // A new comment would wait for feedback no author can take: none is offered.
  await expect(stored.getByRole('button', { name: /^Comment on line/ })).toHaveCount(0);
  await shot(page, 'history-5-stored-diff');

  // The conversation says which comment was resolved, and what the author answered.
  await stored.getByRole('tab', { name: /Conversation/ }).click();
  const round1 = stored.getByRole('listitem', { name: 'Round 1' });
  await expect(round1).toContainText('Changes requested');
  const said = round1.locator('.round-comments li');
  const resolved = said.filter({ hasText: 'console.log' });
  await expect(resolved).toContainText('Resolved by you');
  await expect(resolved.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(said.filter({ hasText: 'TODO' })).not.toContainText('Resolved');
  await expect(round1).toContainText('author (author)');
  await expect(stored.getByRole('listitem', { name: 'Round 2' })).toContainText('Approved');
  await shot(page, 'history-6-stored-conversation');

  // What the author changed after round 1, from the rounds' snapshots.
  await stored.getByRole('button', { name: 'Changes since round 1' }).click();
  await expect(storedMath.locator('td.diff-code-delete', { hasText: 'console.log' })).toBeVisible();

  // Back to the list: both reviews still there.
  await stored.getByRole('button', { name: 'All reviews' }).click();
  await expect(rows).toHaveCount(2);

  // Deleted, the older review goes for good: asked first, then from the list and the project.
  const remove = rows.nth(1).getByRole('button', { name: 'Delete the review of author (closed)' });
  await remove.click();
  const asked = page.getByRole('dialog', { name: 'Delete this review?' });
  await expect(asked).toContainText('The code is not touched.');
  await asked.getByRole('button', { name: 'Keep the review' }).click();
  await expect(asked).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(rows).toHaveCount(2);
  await remove.click();
  await asked.getByRole('button', { name: 'Delete review' }).click();
  await expect(asked).toBeHidden();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('1/3');
  await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('1 review');
  expect(() => readdirSync(notes)).toThrow(/ENOENT/);
  // Nor does it come back when the page loads the list afresh.
  await page.reload();
  await showReviewsList(page);
  await expect(rows).toHaveCount(1);
});

test('a review stopped at max rounds whose author session is closed can still be approved anyway, but offers no new round', async ({
  page,
}) => {
  // Sessions of their own: the file's other tests leave theirs in the same server.
  await loops.openWithAgents(page, 'closing ');
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await page
    .getByRole('dialog', { name: 'Request Agent Review' })
    .getByLabel('Max rounds')
    .fill('1');
  await startReview(page, { reviewer: 'closing reviewer' });
  await expect(reviewStatus(page)).toContainText('Max rounds reached', { timeout: LOOP_TIMEOUT });

  await sidebar(page).getByRole('button', { name: 'Actions for closing author' }).click();
  await page.getByRole('menuitem', { name: 'Close' }).click();
  await page
    .getByRole('dialog', { name: 'Close “closing author”?' })
    .getByRole('button', { name: 'Close session' })
    .click();
  await expect(sessionItem(page, 'closing author')).toHaveCount(0);
  await showReviewsList(page);
  const newest = reviewsTable(page).locator('tbody tr').first();
  await expect(newest).toContainText('closing author (closed)');
  await newest.getByRole('button').first().click();

  const stored = reviewPanel(page);
  await expect(stored.getByRole('note', { name: 'Stored review' })).toBeVisible();
  await expect(reviewStatus(page)).toContainText('Max rounds reached');
  // A new round would start the author's agent, which is gone: only the verdict is offered.
  await expect(stored.getByRole('button', { name: 'One more round' })).toHaveCount(0);
  await shot(page, 'history-7-stored-max-rounds');
  await stored.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(reviewStatus(page)).toContainText('Approved by a person');
  await expect(stored.getByRole('button', { name: 'Approve anyway' })).toHaveCount(0);

  // The list says so too.
  await stored.getByRole('button', { name: 'All reviews' }).click();
  await expect(newest).toContainText('Approved');
});

/** Two files of `lines` new lines each, over one prompt's budget together; one debug line to report. */
function largeChange(lines: number): Record<string, string> {
  const file = (prefix: string) =>
    Array.from({ length: lines }, (_, i) => `export const ${prefix}${i} = ${i};`).join('\n');
  return {
    'first.js': `${file('a')}\nconsole.log("first loaded");\n`,
    'second.js': `${file('b')}\n`,
  };
}

async function newSession(page: Page, name: string, dir: string, args = ''): Promise<void> {
  await sidebar(page).getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await dialog.getByLabel('Profile').selectOption('parley-agent');
  if (args) await dialog.getByLabel('Arguments').fill(args);
  await dialog.getByLabel('Working directory').fill(dir);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(sessionItem(page, name)).toBeVisible();
}

test('a split review says which part it reads and how long its phase has run; a stop that waits for the person says so in the sidebar', async ({
  page,
}) => {
  let project: GitProject | undefined;
  try {
    project = await makeGitProject({ 'README.md': '# Large\n' });
    await project.write(largeChange(1000));
    await openApp(page, loops.serverUrl());
    await createSession(page, { profile: 'parley-agent', name: 'big author', cwd: project.dir });
    // A reviewer that takes its time over each turn, so each part can be watched.
    await newSession(page, 'slow reviewer', project.dir, '--delay-ms 2500');
    await sessionItem(page, 'big author').getByRole('button').first().click();
    await expectTerminalLine(page, /parley-agent>/);

    const panel = await openReviewPanel(page);
    await panel.getByRole('button', { name: 'Request Agent Review' }).click();
    await startReview(page, { reviewer: 'slow reviewer', autoIterate: false });

    const status = reviewStatus(page);
    await expect(status).toContainText('Round 1/3 — Reviewing part 1 of 2…', {
      timeout: LOOP_TIMEOUT,
    });
    const timer = status.getByRole('timer', { name: 'Time in this phase' });
    await expect(timer).toHaveText(/^\d+:\d\d$/);
    const first = (await timer.textContent()) ?? '';
    // The clock ticks while the reviewer works.
    await expect(timer).not.toHaveText(first, { timeout: 5_000 });
    await expect(sessionItem(page, 'big author').locator('.session-review')).toHaveText(
      'in review',
    );
    await expect(sessionItem(page, 'slow reviewer').locator('.session-review')).toHaveText(
      'reviewing',
    );
    await shot(page, 'split-1-part-1');
    await expect(status).toContainText('Round 1/3 — Reviewing part 2 of 2…', {
      timeout: LOOP_TIMEOUT,
    });
    await shot(page, 'split-2-part-2');

    // Without auto-iterate the comments wait for the person: the sidebar and the bar say so.
    await expect(status).toContainText('Changes requested', { timeout: LOOP_TIMEOUT });
    await expect(sessionItem(page, 'big author').locator('.session-review')).toHaveText(
      'waiting for you',
    );
    await expect(status.getByRole('timer', { name: 'Time waiting for you' })).toHaveText(
      /^waiting \d+:\d\d$/,
    );
    await expect(reviewPanel(page).getByText(/part \d of \d/)).toHaveCount(0);
    await shot(page, 'split-3-waiting');
    // The parts' answers are merged into one round.
    await panel.getByRole('tab', { name: /Conversation/ }).click();
    const round1 = panel.getByRole('listitem', { name: 'Round 1' });
    await expect(round1).toContainText('first.js');
    await expect(round1).toContainText('console.log');
  } finally {
    await project?.remove();
  }
});
