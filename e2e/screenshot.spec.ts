import path from 'node:path';
import { createSession, expectTerminalLine, openApp, sessionItem } from './support/app';
import { makeGitProject, sampleProject, type GitProject } from './support/gitProject';
import { repoRoot } from '../test/support/parleyServer';
import { commentsUnder, openReviewPanel, reviewStatus, startReview } from './support/reviewPanel';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

test.use({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
test.setTimeout(120_000);

let project: GitProject | undefined;
test.afterEach(async () => {
  await project?.remove();
});

/**
 * Stages the README's screenshot. It is written to docs/ only on request
 * (PARLEY_UPDATE_SCREENSHOT=1), so ordinary runs leave the repository alone.
 */
test('the README screenshot: an approved review, round 1 comments inline', async ({
  page,
}, testInfo) => {
  project = await makeGitProject(sampleProject.committed);
  await project.write(sampleProject.change);
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'parley-agent', name: 'reviewer', cwd: project.dir });
  await createSession(page, { profile: 'parley-agent', name: 'author', cwd: project.dir });
  await expectTerminalLine(page, /parley-agent>/);

  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  await startReview(page, { reviewer: 'reviewer' });
  await expect(reviewStatus(page)).toContainText('Approved', { timeout: 90_000 });
  await panel.getByRole('button', { name: 'Round 1', exact: true }).click();
  await expect(commentsUnder(panel, 'console.log("adding", a, b);')).toContainText('warning');
  await expect(sessionItem(page, 'author')).toContainText('Ready');
  await expect(sessionItem(page, 'reviewer')).toContainText('Ready');
  // The highlighter has coloured the code (it works off the page's thread).
  await expect(panel.locator('td.diff-code .token.keyword').first()).toBeVisible();
  // Nothing keeps the focus ring or a hover on screen.
  await page.mouse.move(0, 0);
  await page.locator('.terminal-view .xterm-helper-textarea').focus();

  const target = process.env.PARLEY_UPDATE_SCREENSHOT
    ? path.join(repoRoot, 'docs', 'screenshot.png')
    : testInfo.outputPath('screenshot.png');
  await page.screenshot({ path: target });
});
