import { createCustomSession, sessionItem } from './support/app';
import { openReviewPanel, reviewStatus } from './support/reviewPanel';
import { LOOP_TIMEOUT, useReviewLoops } from './support/reviewLoopSpec';
import { expect, test } from './support/test';

/*
 * A review whose reviewer stopped says what to do, and says it again once a
 * person has started the reviewer again from its session's menu.
 */
const loops = useReviewLoops();

test('a reviewer that stopped: once a person restarts it, the banner says it runs again', async ({
  page,
}) => {
  const project = await loops.openWithAgents(page, 'restart ');
  // A reviewer whose program ends as its prompt arrives.
  await createCustomSession(page, {
    name: 'restart quitter',
    command: "echo 'quitter ready'; read line; exit 3",
    cwd: project.dir,
  });
  await sessionItem(page, 'restart author').getByRole('button').first().click();
  const panel = await openReviewPanel(page);
  await panel.getByRole('button', { name: 'Request Agent Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Agent Review' });
  await dialog.getByLabel('Reviewer').selectOption({ label: 'restart quitter — Custom command' });
  await dialog.getByRole('button', { name: 'Start review' }).click();
  await expect(reviewStatus(page)).toContainText(
    'The reviewer session “restart quitter” has stopped: Try again starts it again',
    { timeout: LOOP_TIMEOUT },
  );
  const tryAgain = panel.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toHaveAttribute(
    'title',
    'Start the reviewer again and ask it for the round that failed',
  );

  await sessionItem(page, 'restart quitter').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Restart' }).click();
  await expect(sessionItem(page, 'restart quitter')).not.toContainText('Exited');
  await expect(reviewStatus(page)).toContainText(
    'The reviewer session “restart quitter” stopped and runs again: Try again asks it for the round that failed, or reassign the review.',
  );
  await expect(tryAgain).toHaveAttribute(
    'title',
    'Ask the reviewer again, for the round that failed',
  );
});
