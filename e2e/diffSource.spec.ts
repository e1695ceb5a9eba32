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

  // Another kind picked, its number still to type: the branch's error is not this one's.
  await kind.selectOption({ label: 'Pull request' });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(description).toHaveText('');
  await panel.getByLabel('Pull request number').fill('abc');
  await panel.getByLabel('Pull request number').press('Enter');
  await expect(panel.getByRole('alert')).toHaveText('Enter the pull request number, e.g. 42.');

  await kind.selectOption({ label: 'Working tree' });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(description).toContainText('Working tree vs HEAD');
});
