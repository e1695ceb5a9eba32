import type { Page } from '@playwright/test';
import { createSuggestingReviewer } from './support/agents/suggestingReviewerSession';
import { createSession, openApp } from './support/app';
import { makeGitProject, type GitProject } from './support/gitProject';
import { commentsUnder, openReviewPanel, reviewStatus } from './support/reviewPanel';
import { LOOP_TIMEOUT } from './support/reviewLoopSpec';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();
test.use({ viewport: { width: 1400, height: 900 } });

let project: GitProject | undefined;
test.afterEach(async () => {
  await project?.remove();
  project = undefined;
});

const NOTE = 'This bound should come from the settings, not be written here.';

/** Old: 60 lines "line N". New: a line inserted after line 7 and line 45 changed. */
function numbered(change: boolean): string {
  const lines = Array.from({ length: 60 }, (_, i) => `line ${i + 1}`);
  if (!change) return `${lines.join('\n')}\n`;
  lines[44] = 'line 45 changed';
  lines.splice(7, 0, 'inserted');
  return `${lines.join('\n')}\n`;
}

async function changedProject(): Promise<GitProject> {
  project = await makeGitProject({ 'lines.txt': numbered(false) });
  await project.write({ 'lines.txt': numbered(true) });
  return project;
}

/** A shell session `name` (the tests share one server) on the change, its Review Panel open. */
async function panelOn(page: Page, name: string) {
  const { dir } = await changedProject();
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name, cwd: dir });
  const panel = await openReviewPanel(page);
  return panel.getByRole('region', { name: 'Diff of lines.txt' });
}

/** The old and new line numbers of the row showing exactly `text`. */
async function numbersOf(file: ReturnType<Page['locator']>, text: string) {
  const row = file.locator('tr.diff-line').filter({
    has: file.page().locator('td.diff-code', { hasText: new RegExp(`^${text}$`) }),
  });
  return row.locator('td.diff-gutter').allInnerTexts();
}

test('Expand shows the unchanged lines between and below hunks, numbered on both sides; a comment there keeps its line and context', async ({
  page,
}) => {
  const file = await panelOn(page, 'expand');
  // Two hunks: new lines 5–11 and 43–49; new 12–42 (old 11–41) unchanged between them.
  const between = file.getByRole('group', { name: 'Lines 12–42 unchanged' });
  await expect(between).toBeVisible();
  await expect(file.locator('td.diff-code', { hasText: /^line 20$/ })).toHaveCount(0);

  await between.getByRole('button', { name: 'Expand up' }).click();
  // The 20 lines above the second hunk: new 23–42, old 22–41.
  await expect(file.getByRole('group', { name: 'Lines 12–22 unchanged' })).toBeVisible();
  expect(await numbersOf(file, 'line 30')).toEqual(['30', '31']);
  await expect(file.locator('td.diff-code', { hasText: /^line 21$/ })).toHaveCount(0);

  await file.getByRole('group', { name: 'Lines 12–22 unchanged' }).getByRole('button').click();
  expect(await numbersOf(file, 'line 11')).toEqual(['11', '12']);
  expect(await numbersOf(file, 'line 20')).toEqual(['20', '21']);
  // The gap shown in full joins the hunks: one header left, for the first.
  await expect(file.locator('.hunk-header')).toHaveCount(1);

  // Below the last hunk, to the end of the file (only rows near the screen are in the page).
  const body = page.getByRole('region', { name: 'Review Panel' }).locator('.review-body');
  await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await file
    .getByRole('group', { name: 'Lines 50–61 unchanged' })
    .getByRole('button', { name: 'Expand all 12 lines' })
    .click();
  await expect
    .poll(async () => {
      await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      return numbersOf(file, 'line 60');
    })
    .toEqual(['60', '61']);
  await body.evaluate((element) => element.scrollTo(0, 0));

  // Find finds in the lines Expand shows, and marks the match there: "line 30" to "line 39"
  // are new lines 31–40, shown only by Expand.
  await file.locator('td.diff-code').first().click();
  await page.keyboard.press('Control+f');
  const find = page.getByRole('searchbox', { name: 'Find in diff' });
  const findBar = page.getByRole('search', { name: 'Find in diff' });
  const marked = file.locator('tr.diff-line-expanded', { has: page.locator('.diff-find-match') });
  await find.fill('line 3');
  await expect(findBar).toContainText('1 of 10');
  await expect(marked.locator('td.diff-code')).toHaveText('line 30');
  await find.press('Enter');
  await expect(findBar).toContainText('2 of 10');
  await expect(marked.locator('td.diff-code')).toHaveText('line 31');
  await expect(marked.locator('.diff-find-match')).toHaveText('line 3');
  await find.press('Escape');

  // A person comments on an expanded line, as on any other.
  await file.getByRole('button', { name: 'Comment on line 21 of lines.txt' }).click();
  const form = file.getByRole('form', { name: 'Comment on line 21' });
  await form.getByLabel('Your comment').fill(NOTE);
  await form.getByRole('button', { name: 'Add comment' }).click();
  await expect(commentsUnder(file, 'line 20')).toContainText(NOTE);

  // Opened again, nothing expanded: the comment's line shows with 3 lines around it, in place.
  const toggle = page.getByRole('button', { name: 'Review', exact: true });
  await toggle.click();
  await expect(file).toBeHidden();
  const panel = await openReviewPanel(page);
  const again = panel.getByRole('region', { name: 'Diff of lines.txt' });
  await expect(commentsUnder(again, 'line 20')).toContainText(NOTE);
  expect(await numbersOf(again, 'line 17')).toEqual(['17', '18']);
  expect(await numbersOf(again, 'line 23')).toEqual(['23', '24']);
  await expect(again.locator('td.diff-code', { hasText: /^line 16$/ })).toHaveCount(0);
  await expect(again.locator('td.diff-code', { hasText: /^line 24$/ })).toHaveCount(0);
  await expect(again.getByRole('group', { name: 'Lines 12–17 unchanged' })).toBeVisible();
  await expect(again.getByRole('group', { name: 'Lines 25–42 unchanged' })).toBeVisible();
  await expect(again.getByText('Not on a line of this diff')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('expand-excerpt.png') });

  // An edit on disk refreshes the diff: the excerpt and its comment stay where they were.
  await project!.write({ 'lines.txt': numbered(true).replace('line 55\n', 'line 55 edited\n') });
  await expect(panel.getByRole('toolbar', { name: 'Diff to show' })).toContainText('+3 −2');
  await expect(commentsUnder(again, 'line 20')).toContainText(NOTE);
  expect(await numbersOf(again, 'line 17')).toEqual(['17', '18']);

  // Side by side, an excerpt's line shows on both sides with its own numbers, its comment under it.
  await panel
    .getByRole('group', { name: 'Diff layout' })
    .getByRole('button', { name: 'Split' })
    .click();
  await expect(again.locator('table.diff-split').first()).toBeVisible();
  await expect.poll(() => numbersOf(again, 'line 17')).toEqual(['17', '18']);
  await expect(
    again.locator('tr.diff-line', { hasText: 'line 17' }).locator('td.diff-code'),
  ).toHaveCount(2);
  await expect(commentsUnder(again, 'line 20')).toContainText(NOTE);
  await page.screenshot({ path: test.info().outputPath('expand-split.png') });
});

test("a reviewer's comment on a line outside the hunks shows on that line, with 3 lines of context", async ({
  page,
}) => {
  const { dir } = await changedProject();
  await openApp(page, parley.server.url);
  // New line 30 ("line 29") lies between the hunks (new lines 5–11 and 43–49).
  await createSuggestingReviewer(page, {
    name: 'outside reviewer',
    cwd: dir,
    file: 'lines.txt',
    line: 30,
    replacement: 'line 29 from the settings',
  });
  await createSession(page, { profile: 'shell', name: 'outside author', cwd: dir });
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Agent Review' });
  await dialog.getByLabel('Reviewer').selectOption({ label: 'outside reviewer — Custom command' });
  // Its one finding is a suggestion: only the strictest gate holds the review for it.
  await dialog.getByLabel('Approval gate').selectOption({ label: 'Any finding, suggestions too' });
  await dialog.getByRole('checkbox', { name: /Auto-iterate/ }).uncheck();
  await dialog.getByRole('button', { name: 'Start review' }).click();
  await expect(reviewStatus(page)).toContainText('Changes requested', { timeout: LOOP_TIMEOUT });

  const file = panel.getByRole('region', { name: 'Diff of lines.txt' });
  const card = commentsUnder(file, 'line 29').getByRole('article', {
    name: /from outside reviewer/,
  });
  await expect(card).toContainText('Say what the function does in one expression.');
  await expect(card).toContainText('line 30');
  await expect(card).not.toContainText('cited');
  expect(await numbersOf(file, 'line 26')).toEqual(['26', '27']);
  expect(await numbersOf(file, 'line 32')).toEqual(['32', '33']);
  await expect(file.locator('td.diff-code', { hasText: /^line 25$/ })).toHaveCount(0);
  await expect(file.locator('td.diff-code', { hasText: /^line 33$/ })).toHaveCount(0);
  // Never attached to a changed line it is not about.
  await expect(commentsUnder(file, 'inserted')).toHaveCount(0);
  await expect(commentsUnder(file, 'line 45 changed')).toHaveCount(0);
  await expect(file.getByText('Not on a line of this diff')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('reviewer-excerpt.png') });
});

test('a long line that Expand shows gives its file a sideways scrollbar, to its end', async ({
  page,
}) => {
  const long = `export const rows = [${Array.from({ length: 80 }, (_, i) => `"row-${i}"`).join(', ')}];`;
  const lines = Array.from({ length: 30 }, (_, i) => (i === 19 ? long : `line ${i + 1}`));
  project = await makeGitProject({ 'wide.txt': `${lines.join('\n')}\n` });
  lines[2] = 'line 3 changed';
  await project.write({ 'wide.txt': `${lines.join('\n')}\n` });
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'wide-expand', cwd: project.dir });
  const panel = await openReviewPanel(page);
  const file = panel.getByRole('region', { name: 'Diff of wide.txt' });
  // Every diff line fits: no scrollbar yet.
  await expect(file.locator('tr.diff-line', { hasText: 'line 3 changed' })).toBeVisible();
  await expect(file.locator('.diff-hscroll')).toHaveCount(0);

  await file.getByRole('button', { name: 'Expand all below' }).click();
  const end = file.getByText('"row-79"];', { exact: false });
  await expect(end).toBeVisible();
  await expect(file.locator('.diff-hscroll')).toHaveCount(1);
  await file.locator('.diff-hscroll').evaluate((bar) => bar.scrollTo({ left: bar.scrollWidth }));
  await expect
    .poll(() =>
      end.evaluate((text) => {
        const range = document.createRange();
        range.selectNodeContents(text);
        const box = text.getBoundingClientRect();
        return range.getBoundingClientRect().right <= box.right + 1;
      }),
    )
    .toBe(true);
});

test('lines Expand shows are coloured as the hunks are, a comment that spans lines as one', async ({
  page,
}) => {
  const source = (last: string) =>
    [
      '/**',
      ' * Settings the tests read',
      ' * and nothing else.',
      ' */',
      "export const answer = 'forty-two';",
      ...Array.from({ length: 30 }, (_, i) => `export const n${i} = ${i};`),
      `export const last = '${last}';`,
      '',
    ].join('\n');
  project = await makeGitProject({ 'settings.ts': source('first') });
  await project.write({ 'settings.ts': source('changed') });
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'colours', cwd: project.dir });
  const panel = await openReviewPanel(page);
  const file = panel.getByRole('region', { name: 'Diff of settings.ts' });
  await expect(file.locator('td.diff-code .token.string').first()).toBeVisible();

  // The change is on the file's last line: nothing below it to expand.
  await expect(file.getByRole('group', { name: /to the end unchanged$/ })).toHaveCount(0);
  await file
    .getByRole('group', { name: /^Lines 1–\d+ unchanged$/ })
    .getByRole('button', { name: /^Expand all/ })
    .click();
  const expanded = (text: string) => file.locator('tr.diff-line-expanded', { hasText: text });
  await expect(expanded("'forty-two'").locator('.token.string')).toHaveText("'forty-two'");
  await expect(expanded("'forty-two'").locator('.token.keyword').first()).toHaveText('export');
  // Alone, "* and nothing else." is no comment: the file's text was coloured whole.
  await expect(expanded('and nothing else.').locator('.token.comment')).toHaveText(
    ' * and nothing else.',
  );
});
