import { createSession, openApp, sessionItem, showReviewsList, sidebar } from './support/app';
import { makeGitProject, sampleProject, type GitProject } from './support/gitProject';
import { expect, test, useParleyServer } from './support/test';

/**
 * Who the request form offers as reviewer: a session in the author's project
 * before one elsewhere, and never a shell, which the form refuses before any
 * review is made.
 */
const parley = useParleyServer();
let here: GitProject;
let elsewhere: GitProject;
test.beforeEach(async () => {
  here = await makeGitProject(sampleProject.committed);
  await here.write(sampleProject.change);
  elsewhere = await makeGitProject(sampleProject.committed);
});
test.afterEach(async () => {
  await here.remove();
  await elsewhere.remove();
});

test("the form picks a reviewer in the author's project and never offers a shell", async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'shell', cwd: here.dir });
  await createSession(page, { profile: 'parley-agent', name: 'author', cwd: here.dir });
  const idOf = async (name: string) =>
    (await sessionItem(page, name).getAttribute('data-session-id'))!;
  const dialog = page.getByRole('dialog', { name: 'Request Agent Review' });
  const reviewer = dialog.getByLabel('Reviewer');
  const requestFrom = async (name: string) => {
    await sidebar(page)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Request review from…' }).click();
  };

  // Only a shell beside the author: shown for what it is, never picked; the form asks for a
  // reviewer and no review is made.
  await requestFrom('author');
  const shellOption = reviewer.getByRole('option', { name: /^shell/ });
  await expect(shellOption).toHaveText('shell — Shell (cannot review)');
  await expect(shellOption).toBeDisabled();
  await expect(reviewer).toHaveValue('');
  await dialog.getByRole('button', { name: 'Start review' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Pick a session to review it.');
  // The keyboard is taken to the field to fix.
  await expect(reviewer).toBeFocused();
  await page.keyboard.press('Escape');
  await showReviewsList(page);
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  await sessionItem(page, 'author').getByRole('button').first().click();

  // Elsewhere is better than a shell.
  await createSession(page, { profile: 'parley-agent', name: 'far reviewer', cwd: elsewhere.dir });
  await requestFrom('author');
  await expect(reviewer).toHaveValue(await idOf('far reviewer'));
  await page.keyboard.press('Escape');

  // A reviewer beside the author comes before one in another folder.
  await createSession(page, { profile: 'parley-agent', name: 'near reviewer', cwd: here.dir });
  await requestFrom('author');
  await expect(reviewer).toHaveValue(await idOf('near reviewer'));
  await page.keyboard.press('Escape');

  // Offered as reviewer while another project's session is shown: the author is from its own.
  await sessionItem(page, 'far reviewer').getByRole('button').first().click();
  await sidebar(page).getByRole('button', { name: 'Actions for near reviewer' }).click();
  await page.getByRole('menuitem', { name: 'Use as reviewer for…' }).click();
  await expect(dialog.getByLabel('Author (whose work)')).toHaveValue(await idOf('author'));
  await expect(reviewer).toHaveValue(await idOf('near reviewer'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A shell is never offered as a reviewer from its menu either.
  await sidebar(page).getByRole('button', { name: 'Actions for shell' }).click();
  await expect(page.getByRole('menuitem', { name: 'Request review from…' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Use as reviewer for…' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});
