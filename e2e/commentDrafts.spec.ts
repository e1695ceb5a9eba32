import { bigChangeFiles } from '../test/support/diffShapes/bigChange';
import { createSession, openApp, sessionItem } from './support/app';
import { makeGitProject, type GitProject } from './support/gitProject';
import { commentsUnder, openReviewPanel, reviewPanel } from './support/reviewPanel';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

let project: GitProject | undefined;
test.afterEach(async () => {
  await project?.remove();
  project = undefined;
});

const DRAFT = 'Name this for what it computes, not for its place.';
const FIRST_LINE = 'const value1 = compute(0, 1, "updated label 1")';

test('a comment being written survives its row scrolling out of the list and a reload, then is added', async ({
  page,
}) => {
  // Twenty files of edits: far more rows than the list keeps in the page.
  project = await makeGitProject(bigChangeFiles(20, 'before'));
  await project.write(bigChangeFiles(20, 'after'));
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'drafts', cwd: project.dir });
  const panel = await openReviewPanel(page);
  const scroller = panel.locator('.review-body');

  await panel.getByRole('button', { name: 'Comment on line 1 of src/module0/feature0.ts' }).click();
  const form = panel.getByRole('form', { name: 'Comment on line 1' });
  await form.getByLabel('Severity').selectOption('suggestion');
  await form.getByLabel('Your comment').fill(DRAFT);

  // Scrolled to the last file, the line's row (and its form) leaves the page...
  await scroller.evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(
    panel.getByRole('region', { name: 'Diff of src/module9/feature9.ts' }),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
  // ...and comes back with it, text and severity, without pulling the keyboard to itself.
  await scroller.evaluate((element) => (element.scrollTop = 0));
  await expect(form.getByLabel('Your comment')).toHaveValue(DRAFT);
  await expect(form.getByLabel('Severity')).toHaveValue('suggestion');
  await expect(form.getByLabel('Your comment')).not.toBeFocused();

  // A reload keeps it too: the form is open again where it was.
  await page.reload();
  await sessionItem(page, 'drafts').getByRole('button').first().click();
  const again = reviewPanel(page);
  const formAgain = again.getByRole('form', { name: 'Comment on line 1' });
  await expect(formAgain.getByLabel('Your comment')).toHaveValue(DRAFT);
  await expect(formAgain.getByLabel('Severity')).toHaveValue('suggestion');

  // Ctrl+Enter adds it as written, and the draft is gone.
  await formAgain.getByLabel('Your comment').press('Control+Enter');
  await expect(formAgain).toBeHidden();
  const added = commentsUnder(again, FIRST_LINE);
  await expect(added).toContainText(DRAFT);
  await expect(added).toContainText('suggestion');
  await page.reload();
  await sessionItem(page, 'drafts').getByRole('button').first().click();
  await expect(commentsUnder(reviewPanel(page), FIRST_LINE)).toContainText(DRAFT);
  await expect(reviewPanel(page).getByRole('form', { name: 'Comment on line 1' })).toHaveCount(0);
});

test('a comment being written follows its line when the diff moves, and stays on screen when the line is gone', async ({
  page,
}) => {
  const lines = Array.from({ length: 20 }, (_, i) => `const line${i + 1} = ${i + 1};`);
  const text = (list: string[]) => `${list.join('\n')}\n`;
  project = await makeGitProject({ 'numbers.js': text(lines) });
  // Line 3 is new: a person starts a comment on it.
  await project.write({
    'numbers.js': text([...lines.slice(0, 2), 'debugger;', ...lines.slice(2)]),
  });
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'moving', cwd: project.dir });
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Comment on line 3 of numbers.js' }).click();
  const form = panel.getByRole('form', { name: 'Comment on line 3' });
  await form.getByLabel('Your comment').fill(DRAFT);

  // The author writes three lines at the top, as the person types: the form goes with its line,
  // the keyboard with it, and typing goes on at the end of what was written.
  const header = ['// a', '// b', '// c'];
  await project.write({
    'numbers.js': text([...header, ...lines.slice(0, 2), 'debugger;', ...lines.slice(2)]),
  });
  const moved = panel.getByRole('form', { name: 'Comment on line 6' });
  await expect(moved.getByLabel('Your comment')).toHaveValue(DRAFT);
  await expect(commentsUnder(panel, 'debugger;')).toContainText('Add comment');
  await expect(moved.getByLabel('Your comment')).toBeFocused();
  await page.keyboard.type(' Or log it.');
  await expect(moved.getByLabel('Your comment')).toHaveValue(`${DRAFT} Or log it.`);
  const written = `${DRAFT} Or log it.`;

  // The author takes that line back and changes the end of the file instead: no hunk holds line 6.
  await project.write({ 'numbers.js': text([...lines.slice(0, 19), 'const line20 = 0;']) });
  await panel.getByRole('button', { name: 'Refresh diff' }).click();
  await expect(panel.locator('tr.diff-line', { hasText: 'const line20 = 0;' })).toBeVisible();
  // The form is still there, under line 6 as the file has it now, with what was written.
  await expect(moved.getByLabel('Your comment')).toHaveValue(written);
  await expect(commentsUnder(panel, 'const line6 = 6;')).toContainText('Add comment');

  // The change undone whole: no diff at all, and the form is still there, with its file.
  await project.write({ 'numbers.js': text(lines) });
  await panel.getByRole('button', { name: 'Refresh diff' }).click();
  await expect(panel.getByText('No changes.')).toBeVisible();
  const outside = panel.getByRole('region', { name: 'Comments on files not in this diff' });
  await expect(outside).toContainText('numbers.js, line 6');
  await expect(outside.getByLabel('Your comment')).toHaveValue(written);
  // Esc leaves it open with its text, the keyboard on the list.
  await outside.getByLabel('Your comment').press('Escape');
  await expect(outside).toBeFocused();
  await expect(outside.getByLabel('Your comment')).toHaveValue(written);
  // Cancel lets it go.
  await outside.getByRole('button', { name: 'Cancel' }).click();
  await expect(outside).toBeHidden();
});
