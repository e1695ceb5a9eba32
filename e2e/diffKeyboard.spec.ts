import type { Locator, Page } from '@playwright/test';
import { createSuggestingReviewer } from './support/agents/suggestingReviewerSession';
import { createSession, openApp, runInTerminal } from './support/app';
import { makeGitProject, type GitProject } from './support/gitProject';
import { openReviewPanel, reviewStatus } from './support/reviewPanel';
import { LOOP_TIMEOUT } from './support/reviewLoopSpec';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();
test.use({ viewport: { width: 1600, height: 900 } });

let project: GitProject | undefined;
test.afterEach(async () => {
  await project?.remove();
  project = undefined;
});

const numbered = (count: number, value: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => `export const n${i + 1} = ${value(i + 1)};`)
    .join('\n')
    .concat('\n');

/** A shell session on a project whose one file changes every one of its 400 lines, panel open. */
async function panelOnLongDiff(page: Page, name: string): Promise<Locator> {
  project = await makeGitProject({ 'numbers.ts': numbered(400, (i) => i) });
  await project.write({ 'numbers.ts': numbered(400, (i) => i * 10) });
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name, cwd: project.dir });
  return openReviewPanel(page);
}

/** A project whose a.ts and b.ts change each of their 10 lines ("export const a1 = 1;" → "= 10;"). */
async function twoFileProject(): Promise<GitProject> {
  const constants = (name: string, value: (i: number) => number) =>
    numbered(10, value).replaceAll('const n', `const ${name}`);
  const made = await makeGitProject({
    'a.ts': constants('a', (i) => i),
    'b.ts': constants('b', (i) => i),
  });
  await made.write({
    'a.ts': constants('a', (i) => i * 10),
    'b.ts': constants('b', (i) => i * 10),
  });
  return made;
}

/** The diff's lines that Tab stops on. */
function lineStops(panel: Locator): Locator {
  return panel.locator('.diff-row[tabindex="0"]');
}

/** Elements inside the diff's line rows that Tab stops on: the lines' one stop, and nothing per line or cell. */
function tabStopsInLines(panel: Locator): Promise<number> {
  return panel.evaluate(
    (root) =>
      Array.from(
        root.querySelectorAll<HTMLElement>(
          '[aria-roledescription="line"], [aria-roledescription="line"] *',
        ),
      ).filter((element) => element.tabIndex >= 0).length,
  );
}

function focusedLine(page: Page): Locator {
  return page.locator('.diff-row:focus');
}

/**
 * A shell author on the project (named after its reviewer: the file's tests share one server and
 * its sessions), whose Review Panel shows one round by
 * `reviewer` (a custom command session): its comments wait, changes requested.
 */
async function oneRoundBy(page: Page, reviewer: string): Promise<Locator> {
  await createSession(page, { profile: 'shell', name: `${reviewer}'s author`, cwd: project!.dir });
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Agent Review' });
  await dialog.getByLabel('Reviewer').selectOption({ label: `${reviewer} — Custom command` });
  await dialog.getByLabel('Approval gate').selectOption({ label: 'Any finding, suggestions too' });
  await dialog.getByRole('checkbox', { name: /Auto-iterate/ }).uncheck();
  await dialog.getByRole('button', { name: 'Start review' }).click();
  await expect(reviewStatus(page)).toContainText('Changes requested', { timeout: LOOP_TIMEOUT });
  return panel;
}

test('the diff is one Tab stop: arrows, PageDown and End move the line, + comments on it, Esc comes back', async ({
  page,
}) => {
  const panel = await panelOnLongDiff(page, 'lines');
  const file = panel.getByRole('region', { name: 'Diff of numbers.ts' });
  await expect(file.locator('tr.diff-line').first()).toBeVisible();

  // One line of the whole diff takes Tab; the + buttons and code cells take none.
  await expect(lineStops(panel)).toHaveCount(1);
  expect(await tabStopsInLines(panel)).toBe(1);

  // Tab reaches the first line; a screen reader hears its number and text.
  await lineStops(panel).focus();
  const line = focusedLine(page);
  await expect(line).toHaveAccessibleName('Old line 1, removed: export const n1 = 1;');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(line).toHaveAccessibleName('Old line 3, removed: export const n3 = 3;');
  await page.keyboard.press('ArrowUp');
  await expect(line).toHaveAccessibleName('Old line 2, removed: export const n2 = 2;');

  // End goes to the last line, far below the rows drawn so far, and shows it.
  await page.keyboard.press('End');
  await expect(line).toHaveAccessibleName('Line 400, added: export const n400 = 4000;');
  await expect(line).toBeInViewport();
  // Added lines show their + (for the mouse), not as Tab stops.
  await expect(file.locator('.add-comment').first()).toHaveAttribute('tabindex', '-1');
  expect(await tabStopsInLines(panel)).toBe(1);
  await page.keyboard.press('PageUp');
  await expect(line).toBeInViewport();
  const name = await line.getAttribute('aria-label');
  expect(name).toMatch(/^Line 3\d\d, added: /);
  await page.keyboard.press('Home');
  await expect(line).toHaveAccessibleName('Old line 1, removed: export const n1 = 1;');
  await page.keyboard.press('PageDown');
  await expect(line).toBeInViewport();
  await expect(line).toHaveAccessibleName(/^Old line \d\d, removed: /);
  // Still one stop, wherever the line went.
  await expect(lineStops(panel)).toHaveCount(1);

  // + on an added line opens its form, which takes the keyboard; Esc brings it back to the line.
  await page.keyboard.press('End');
  await page.keyboard.press('+');
  const form = panel.getByRole('form', { name: 'Comment on line 400' });
  await expect(form.getByLabel('Your comment')).toBeFocused();
  await page.keyboard.type('Why ten times?');
  await page.keyboard.press('Escape');
  await expect(line).toHaveAccessibleName('Line 400, added: export const n400 = 4000;');
  // What was written stays, in the form left open; + goes back into it, Cancel drops it.
  await expect(form.getByLabel('Your comment')).toHaveValue('Why ten times?');
  await page.keyboard.press('+');
  await expect(form.getByLabel('Your comment')).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(line).toHaveAccessibleName('Line 400, added: export const n400 = 4000;');
  // Enter opens it too.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('form', { name: 'Comment on line 399' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(line).toHaveAccessibleName('Line 399, added: export const n399 = 3990;');

  // A removed line has nothing to comment on: + does nothing there.
  await page.keyboard.press('Home');
  await page.keyboard.press('+');
  await expect(panel.getByRole('form')).toHaveCount(0);
  await expect(line).toBeFocused();

  // Tab leaves the lines in one press.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.diff-row')))).toBe(
    false,
  );
  await page.keyboard.press('Shift+Tab');
  await expect(line).toHaveAccessibleName('Old line 1, removed: export const n1 = 1;');
});

test('N and P go from one commented line to the next, however far apart, and say how many comments', async ({
  page,
}) => {
  const panel = await panelOnLongDiff(page, 'comments');
  await expect(panel.locator('tr.diff-line').first()).toBeVisible();
  await lineStops(panel).focus();
  const line = focusedLine(page);
  // Comments on the first added line and on one near the end, made with the keyboard: the
  // first after the 400 removed lines, the other 19 above the last.
  const comment = async (moves: readonly string[], text: string) => {
    for (const key of moves) await page.keyboard.press(key);
    await page.keyboard.press('+');
    await page.keyboard.type(text);
    await page.keyboard.press('Control+Enter');
    const card = panel.getByRole('article', { name: /from You/ }).filter({ hasText: text });
    await expect(card).toBeVisible();
  };
  await comment(['Home', ...Array<string>(400).fill('ArrowDown')], 'Early.');
  await comment(['End', ...Array<string>(19).fill('ArrowUp')], 'Late.');

  await page.keyboard.press('Home');
  await page.keyboard.press('n');
  await expect(line).toHaveAccessibleName('Line 1, added: export const n1 = 10; (1 comment)');
  await page.keyboard.press('n');
  await expect(line).toHaveAccessibleName('Line 381, added: export const n381 = 3810; (1 comment)');
  await expect(line).toBeInViewport();
  // None further: it stays.
  await page.keyboard.press('n');
  await expect(line).toHaveAccessibleName(/^Line 381, /);
  await page.keyboard.press('p');
  await expect(line).toHaveAccessibleName(/^Line 1, added: .* \(1 comment\)$/);
  await expect(line).toBeInViewport();
});

test('N and P open a collapsed file to reach its comments', async ({ page }) => {
  project = await twoFileProject();
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'two files', cwd: project.dir });
  const panel = await openReviewPanel(page);
  await expect(panel.locator('tr.diff-line').first()).toBeVisible();
  await lineStops(panel).focus();
  const line = focusedLine(page);
  // A comment on a.ts's first added line (past its 10 removed ones), one on b.ts's last line.
  for (const [moves, text] of [
    [['Home', ...Array<string>(10).fill('ArrowDown')], 'In a.'],
    [['End'], 'In b.'],
  ] as const) {
    for (const key of moves) await page.keyboard.press(key);
    await page.keyboard.press('+');
    await page.keyboard.type(text);
    await page.keyboard.press('Control+Enter');
    await expect(
      panel.getByRole('article', { name: /from You/ }).filter({ hasText: text }),
    ).toBeVisible();
  }
  const inA = 'Line 1, added: export const a1 = 10; (1 comment)';
  const inB = 'Line 10, added: export const b10 = 100; (1 comment)';

  await panel.getByRole('button', { name: 'Collapse b.ts' }).click();
  await expect(panel.getByText('In b.')).toHaveCount(0);
  await lineStops(panel).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('n');
  await expect(line).toHaveAccessibleName(inA);
  await page.keyboard.press('n');
  await expect(line).toHaveAccessibleName(inB);
  await expect(panel.getByRole('button', { name: 'Collapse b.ts' })).toBeVisible();
  await expect(line).toBeInViewport();

  // Back the other way, into a collapsed a.ts: its last commented line.
  await panel.getByRole('button', { name: 'Collapse a.ts' }).click();
  await lineStops(panel).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('p');
  await expect(line).toHaveAccessibleName(inA);
  await expect(line).toBeInViewport();
});

test("N and P stand on a file's comments that are on no line of the diff, and Tab goes into them", async ({
  page,
}) => {
  project = await twoFileProject();
  await openApp(page, parley.server.url);
  // A reviewer whose one comment is on the whole of b.ts (line 0): it stands at the file's top.
  await createSuggestingReviewer(page, {
    name: 'file reviewer',
    cwd: project.dir,
    file: 'b.ts',
    line: 0,
    replacement: 'export const b = [];',
  });
  const panel = await oneRoundBy(page, 'file reviewer');

  await lineStops(panel).focus();
  const stop = focusedLine(page);
  await page.keyboard.press('Home');
  await page.keyboard.press('n');
  await expect(stop).toHaveAccessibleName('b.ts, not on a line of this diff (1 comment)');
  await expect(stop).toBeInViewport();
  await expect(stop).toContainText('Say what the function does');
  // None further; and back, the only one.
  await page.keyboard.press('n');
  await expect(stop).toHaveAccessibleName(/^b\.ts, not on a line/);
  await page.keyboard.press('p');
  await expect(stop).toHaveAccessibleName(/^b\.ts, not on a line/);
  // Tab goes into the comments (their buttons), Shift+Tab back to the stop.
  await page.keyboard.press('Tab');
  const inside = await page.evaluate(() =>
    Boolean(document.activeElement?.closest('.file-comments')),
  );
  expect(inside).toBe(true);
  await page.keyboard.press('Shift+Tab');
  await expect(stop).toHaveAccessibleName(/^b\.ts, not on a line/);
  // The arrows go on from it to the file's lines.
  await page.keyboard.press('ArrowDown');
  await expect(stop).toHaveAccessibleName(/^Old line 1, removed: export const b1 = 1;/);
  await page.keyboard.press('ArrowUp');
  await expect(stop).toHaveAccessibleName(/^b\.ts, not on a line/);

  // With b.ts collapsed and a comment of mine on its last line: N stands on its top comments
  // (shown above the closed file), then opens it and goes on to the line, not back to its top.
  await page.keyboard.press('End');
  await page.keyboard.press('+');
  await page.keyboard.type('Mine, at the end.');
  await page.keyboard.press('Control+Enter');
  await expect(panel.getByRole('article', { name: /from You/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Collapse b.ts' }).click();
  await lineStops(panel).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('n');
  await expect(stop).toHaveAccessibleName(/^b\.ts, not on a line/);
  await page.keyboard.press('n');
  await expect(stop).toHaveAccessibleName('Line 10, added: export const b10 = 100; (1 comment)');
  await expect(stop).toBeInViewport();
});

test('P before the first commented line goes up to the comments on files not in this diff, N back', async ({
  page,
}) => {
  project = await twoFileProject();
  await openApp(page, parley.server.url);
  await createSuggestingReviewer(page, {
    name: 'elsewhere reviewer',
    cwd: project.dir,
    file: 'c.ts',
    line: 3,
    replacement: 'export const c = 3;',
  });
  const panel = await oneRoundBy(page, 'elsewhere reviewer');
  const outside = panel.getByRole('region', { name: 'Comments on files not in this diff' });
  await expect(outside).toContainText('c.ts');
  // A comment of mine on b.ts's last line: the list's one commented line.
  await lineStops(panel).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('+');
  await page.keyboard.type('Mine, at the end.');
  await page.keyboard.press('Control+Enter');
  await expect(panel.getByRole('article', { name: /from You/ })).toBeVisible();

  await lineStops(panel).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('p');
  await expect(outside).toBeFocused();
  await expect(outside).toBeInViewport();
  await page.keyboard.press('n');
  const stop = focusedLine(page);
  await expect(stop).toHaveAccessibleName('Line 10, added: export const b10 = 100; (1 comment)');
  await expect(stop).toBeInViewport();
  // From the first commented line too, P goes up there; and N there again comes back.
  await page.keyboard.press('p');
  await expect(outside).toBeFocused();
  await page.keyboard.press('n');
  await expect(stop).toHaveAccessibleName(/^Line 10, added/);
});

test('from the terminal, Ctrl+M and a few Tabs reach Request Agent Review past a long diff', async ({
  page,
}) => {
  const panel = await panelOnLongDiff(page, 'reach');
  await expect(panel.locator('tr.diff-line').first()).toBeVisible();
  await runInTerminal(page, '');
  await page.keyboard.press('Control+m');
  const request = panel.getByRole('button', { name: 'Request Agent Review' });
  for (let presses = 0; presses < 6 && !(await request.evaluate(isFocused)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(request).toBeFocused();
  // And back, Shift+Tab from the diff's line leaves it at once.
  await lineStops(panel).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.diff-row')))).toBe(
    false,
  );
});

function isFocused(element: Element): boolean {
  return element === document.activeElement;
}
