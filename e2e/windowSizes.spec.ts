import type { Page } from '@playwright/test';
import { createSession, sessionItem, sidebar } from './support/app';
import { layoutProblems, terminalColumns } from './support/layout';
import { openReviewPanel, reviewStatus, startReview } from './support/reviewPanel';
import { LOOP_TIMEOUT, useReviewLoops } from './support/reviewLoopSpec';
import { expect, test } from './support/test';

const loops = useReviewLoops();

/** A review ended in round 2, round 2 shown: the panel's busiest toolbars. */
async function reviewedTwice(page: Page, prefix: string) {
  await loops.openWithAgents(page, prefix);
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  // The form fits the window: each choice shown whole, each label within its field, the diff's
  // kind beside its base or number too.
  await expect.poll(() => layoutProblems(page, 'dialog[open]')).toEqual([]);
  const source = page.getByRole('dialog').getByLabel('Diff to review');
  for (const kind of ['Branch', 'Pull request', 'Working tree']) {
    await source.selectOption({ label: kind });
    await expect.poll(() => layoutProblems(page, 'dialog[open]')).toEqual([]);
  }
  await startReview(page, { reviewer: `${prefix}reviewer` });
  await expect(reviewStatus(page)).toContainText('Approved', { timeout: LOOP_TIMEOUT });
  await panel.getByRole('button', { name: 'Round 2', exact: true }).click();
  return panel;
}

/** Every control whole and uncovered, words on one line, and a terminal of 60 columns or more. */
async function expectLayoutHolds(page: Page) {
  await expect.poll(() => layoutProblems(page)).toEqual([]);
  await expect.poll(() => terminalColumns(page)).toBeGreaterThanOrEqual(60);
}

test('1024×700: the sidebar gives way, the terminal keeps 60 columns beside the panel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  const panel = await reviewedTwice(page, '');
  await expectLayoutHolds(page);
  // Beside the panel the session's name stays whole in the terminal's header: its folder, a long
  // temp path, gives way first.
  const title = page.getByRole('region', { name: 'Terminal: author' }).locator('.pane-title');
  await expect(title).toHaveText('author');
  expect(await title.evaluate((name) => name.scrollWidth - name.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  await expect(panel.getByRole('checkbox', { name: 'Changes since last round' })).toBeVisible();
  await expect(panel.locator('.diff-summary')).toHaveText('2 files +4 −1');
  // The diff's file headers stick below the choice bar, however many rows it wraps to.
  const barHeight = await panel
    .getByRole('toolbar', { name: 'Diff to show' })
    .evaluate((bar) => (bar as HTMLElement).offsetHeight);
  expect(barHeight).toBeGreaterThan(42);
  await expect
    .poll(() =>
      panel
        .locator('.diff-file-header')
        .first()
        .evaluate((header) => parseFloat(getComputedStyle(header).top)),
    )
    .toBe(barHeight);

  // Round 1's comments: however their tags wrap, open-in-editor stays beside the severity.
  await panel.getByRole('button', { name: 'Round 1', exact: true }).click();
  await expect(panel.locator('.comment-card').first()).toBeVisible();
  const apart = await panel.locator('.comment-meta').evaluateAll((headers) =>
    headers.map((header) => {
      const chip = header.querySelector('.severity-chip')!.getBoundingClientRect();
      const button = header.querySelector('.open-in-editor')!.getBoundingClientRect();
      return Math.round(Math.abs(button.top + button.height / 2 - (chip.top + chip.height / 2)));
    }),
  );
  expect(
    apart.every((pixels) => pixels <= 6),
    `button off the chip's line by ${apart} px`,
  ).toBe(true);

  // The folded sidebar shows each session by its initials, and names it whole, as written.
  const rail = page.getByRole('complementary', { name: 'Sessions' });
  const railReviewer = rail.getByRole('button', { name: /^reviewer: / });
  await expect(railReviewer.locator('[aria-hidden="true"]').first()).toHaveText('Re');
  await expect(
    rail
      .getByRole('button', { name: /^author: / })
      .locator('[aria-hidden="true"]')
      .first(),
  ).toHaveText('Au');

  // The whole sidebar comes over the window on request; Esc puts it away, picking a session too.
  const show = page.getByRole('button', { name: 'Show the sidebar' });
  await show.click();
  const drawer = page.getByRole('dialog', { name: 'Sidebar' });
  await expect(drawer.getByRole('button', { name: 'New session' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(show).toBeFocused();
  await show.click();
  await drawer.getByRole('button', { name: /^reviewer/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('region', { name: 'Terminal: reviewer' })).toBeVisible();
});

test('720×480, the desktop window at its smallest: the panel covers the terminal, which keeps its size', async ({
  page,
}) => {
  await page.setViewportSize({ width: 720, height: 480 });
  await loops.openWithAgents(page, 'narrow ');
  const terminal = page.getByRole('region', { name: 'Terminal: narrow author' });
  const size = terminal.getByTestId('terminal-size');
  await expect(size).toHaveText(/^\d+×\d+$/);
  const columnsAndRows = await size.textContent();
  await expectLayoutHolds(page);

  const toggle = terminal.getByRole('button', { name: 'Review', exact: true });
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Review Panel' });
  await expect(panel).toBeVisible();
  // Over the whole main area, no splitter; the keyboard is in the panel, not on a covered toggle.
  const main = (await page.locator('main').boundingBox())!;
  expect((await panel.boundingBox())!.width).toBe(main.width);
  await expect(page.getByRole('separator', { name: 'Resize the Review Panel' })).toHaveCount(0);
  await expect(panel).toBeFocused();
  await expect(terminal).toHaveAttribute('inert');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Request Agent Review' })).toBeFocused();
  await expect.poll(() => layoutProblems(page)).toEqual([]);
  // The program underneath was not resized.
  await expect(size).toHaveText(columnsAndRows!);

  // A review run from here: its panel still fits.
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await expect.poll(() => layoutProblems(page, 'dialog[open]')).toEqual([]);
  await startReview(page, { reviewer: 'narrow reviewer' });
  await expect(reviewStatus(page)).toContainText('Approved', { timeout: LOOP_TIMEOUT });
  await panel.getByRole('button', { name: 'Round 1', exact: true }).click();
  await expect(panel.locator('.comment-card').first()).toBeVisible();
  await expect.poll(() => layoutProblems(page)).toEqual([]);

  await panel.getByRole('button', { name: 'Close Review Panel' }).click();
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(size).toHaveText(columnsAndRows!);
  await expectLayoutHolds(page);
  // The Reviews list wraps its words rather than scroll sideways.
  await page.getByRole('button', { name: 'Reviews' }).click();
  const table = page.locator('.reviews-scroll');
  await expect(table.getByRole('cell', { name: /^took / }).first()).toBeInViewport();
  expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
});

test('1440×900 with the panel widened all the way: the terminal and its buttons stay', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await reviewedTwice(page, 'wide ');
  const splitter = page.getByRole('separator', { name: 'Resize the Review Panel' });
  await splitter.press('Home');
  await expectLayoutHolds(page);
  // Held narrower than asked (the terminal keeps its room): it says the width shown, and a key
  // press narrows the panel at once.
  const panel = page.getByRole('region', { name: 'Review Panel' });
  const shown = async () => Math.round((await panel.boundingBox())!.width);
  const widest = await shown();
  expect(widest).toBeLessThan(1600);
  await expect(splitter).toHaveAttribute('aria-valuenow', String(widest));
  await splitter.press('ArrowRight');
  await expect.poll(shown).toBe(widest - 32);
  await expect(splitter).toHaveAttribute('aria-valuenow', String(widest - 32));
  // Closed by its own button, the panel hands the keyboard back to the toggle that opens it.
  await panel.getByRole('button', { name: 'Close Review Panel' }).click();
  await expect(page.getByRole('button', { name: 'Review', exact: true })).toBeFocused();
});

test('1280×800 with long session names: the names give way, every button stays whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const prefix = 'a session with a rather long descriptive name, the ';
  await loops.openWithAgents(page, prefix);
  const panel = await openReviewPanel(page);
  // (The request form's session lists cut such names short, as a list of choices must.)
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await startReview(page, { reviewer: `${prefix}reviewer` });
  await expect(reviewStatus(page)).toContainText('Approved', { timeout: LOOP_TIMEOUT });
  await expectLayoutHolds(page);
  // Beside a long name the profile still reads as a word or so ("parley-…", not "p…"), and the
  // row's title says both whole.
  const author = sessionItem(page, `${prefix}author`);
  const badgeWidth = await author
    .locator('.profile-badge')
    .evaluate((badge) => badge.getBoundingClientRect().width);
  expect(badgeWidth).toBeGreaterThanOrEqual(72);
  await expect(author.locator('.session-line')).toHaveAttribute(
    'title',
    `${prefix}author (parley-agent)`,
  );
  // The Reviews list wraps the names: its figures stay in view, no scrolling sideways.
  await page.getByRole('button', { name: /^Reviews/ }).click();
  const table = page.locator('.reviews-scroll');
  await expect(table.getByRole('cell', { name: /^took / }).first()).toBeInViewport();
  expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
});

test('1280×520 with many sessions: the list scrolls, New session stays in reach, the session shown is in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 520 });
  const project = await loops.openWithAgents(page, 'many ');
  for (let i = 1; i <= 6; i++) {
    await createSession(page, { profile: 'parley-agent', name: `more ${i}`, cwd: project.dir });
  }
  const newSession = sidebar(page).getByRole('button', { name: 'New session' });
  await expect(newSession).toBeInViewport({ ratio: 1 });
  expect((await newSession.boundingBox())!.height).toBeGreaterThanOrEqual(28);
  await expect(sessionItem(page, 'more 6')).toBeInViewport({ ratio: 0.95 });
  // The list scrolls, the sidebar itself does not.
  const list = sidebar(page).locator('.session-list');
  expect(await list.evaluate((ul) => ul.scrollHeight > ul.clientHeight)).toBe(true);
  expect(await sidebar(page).evaluate((aside) => aside.scrollTop)).toBe(0);
  await expectLayoutHolds(page);
});
