import { createSession, openApp } from './support/app';
import { makeGitProject, type GitProject } from './support/gitProject';
import { openReviewPanel } from './support/reviewPanel';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

let project: GitProject | undefined;
test.afterEach(async () => {
  await project?.remove();
  project = undefined;
});

test('the diff source bar speaks for the source on screen: a source still being typed shows no older error', async ({
  page,
}) => {
  project = await makeGitProject({ 'a.txt': 'one\n' });
  await project.write({ 'a.txt': 'one\ntwo\n' });
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'sources', cwd: project.dir });
  const panel = await openReviewPanel(page);
  const kind = panel.getByLabel('Diff source');
  const description = panel.locator('.source-description');
  await expect(description).toContainText('Working tree vs HEAD');

  await kind.selectOption({ label: 'Branch' });
  await panel.getByLabel('Base branch').fill('nosuchbranch');
  // Typed, not applied yet: the working tree's description no longer stands for it.
  await expect(description).toHaveText('');
  await panel.getByLabel('Base branch').press('Enter');
  await expect(panel.getByRole('alert')).toContainText(
    'Base branch "nosuchbranch" does not exist in',
  );

  // Another kind picked, its number still to type: the branch's error is not this one's, and the
  // working tree's diff is not shown as if it were the pull request's.
  await kind.selectOption({ label: 'Pull request' });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(description).toHaveText('');
  const asked = panel.locator('.review-empty');
  await expect(asked).toHaveText('Enter the pull request number, e.g. 42.');
  await expect(panel.getByText('a.txt')).toHaveCount(0);
  await panel.getByLabel('Pull request number').fill('abc');
  await panel.getByLabel('Pull request number').press('Enter');
  await expect(asked).toHaveText('Enter the pull request number, e.g. 42.');
  await expect(panel.getByRole('alert')).toHaveCount(0);

  await kind.selectOption({ label: 'Working tree' });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(description).toContainText('Working tree vs HEAD');
});

test("Branch compares with the repository's own main line (master here) and offers its branches", async ({
  page,
}) => {
  project = await makeGitProject({ 'a.txt': 'one\n' });
  project.git('branch', '-m', 'master');
  project.git('checkout', '-q', '-b', 'feature');
  await project.write({ 'b.txt': 'feature work\n' });
  project.git('add', '.');
  project.git('commit', '-q', '-m', 'Feature work');
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'parley-agent', name: 'its reviewer', cwd: project.dir });
  await createSession(page, { profile: 'parley-agent', name: 'on master', cwd: project.dir });
  const panel = await openReviewPanel(page);

  await panel.getByLabel('Diff source').selectOption({ label: 'Branch' });
  const base = panel.getByLabel('Base branch');
  await expect(base).toHaveValue('master');
  await expect(panel.locator('.source-description')).toContainText(
    'feature vs its merge-base with master',
  );
  await expect(panel.getByText('b.txt').first()).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  // The field offers the repository's branches to pick from.
  const offered = await panel
    .locator(`datalist#${await base.getAttribute('list')} option`)
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(offered.sort()).toEqual(['feature', 'master']);

  // With no base, the panel asks for one rather than show another source's diff.
  await base.fill('');
  await expect(panel.locator('.review-empty')).toHaveText(
    'Enter the base branch to compare with, e.g. main.',
  );
  await expect(panel.getByText('b.txt')).toHaveCount(0);
  // Nor the counts of the diff it no longer shows.
  await expect(panel.getByRole('toolbar', { name: 'Diff to show' })).not.toContainText('file');
  await base.fill('master');
  await base.press('Enter');
  await expect(panel.getByText('b.txt').first()).toBeVisible();

  // A reload keeps the source picked, and the diff it shows.
  await page.reload();
  await expect(panel.getByLabel('Diff source')).toHaveValue('branch');
  await expect(base).toHaveValue('master');
  await expect(panel.locator('.source-description')).toContainText(
    'feature vs its merge-base with master',
  );

  // The request form's own Branch pick, its base cleared first, takes the same base.
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  const form = page.getByRole('dialog', { name: 'Request Agent Review' });
  await expect(form.getByLabel('Base branch')).toHaveValue('master');
  await form.getByLabel('Base branch').fill('');
  await form.getByLabel('Diff to review').selectOption({ label: 'Working tree' });
  await form.getByLabel('Base branch').waitFor({ state: 'detached' });
  await form.getByLabel('Diff to review').selectOption({ label: 'Branch' });
  await expect(form.getByLabel('Base branch')).toHaveValue('master');
  // Started with its base cleared, the form sends the keyboard to the base, where the fix is.
  await form.getByLabel('Reviewer').selectOption({ label: 'its reviewer — parley-agent' });
  await form.getByLabel('Base branch').fill('');
  await form.getByRole('button', { name: 'Start review' }).click();
  await expect(form.getByLabel('Base branch')).toBeFocused();
  await expect(form).toContainText('Enter the base branch to compare with');
});
