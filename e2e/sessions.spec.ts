import {
  createSession,
  expectTerminalLine,
  openApp,
  runInTerminal,
  sessionItem,
  showReviewsList,
  sidebar,
  terminalCols,
  terminalLines,
} from './support/app';
import { openReviewPanel } from './support/reviewPanel';
import { expect, test, useParleyServer } from './support/test';

const parley = useParleyServer();

test('a shell session runs commands, follows the window size, and can be renamed and closed', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  // The token leaves the address bar once read.
  expect(page.url()).not.toContain('token=');
  await expect(page.getByRole('heading', { name: 'No sessions yet' })).toBeVisible();

  await sidebar(page).getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await expect(dialog.getByLabel('Working directory')).toHaveValue(parley.dirs.workspace);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await createSession(page, { profile: 'shell', name: 'e2e shell' });
  const marker = `parley-e2e-${Math.floor(Math.random() * 1e9)}`;
  // The shell must evaluate $((6*7)): the typed command line alone cannot match.
  await runInTerminal(page, `echo ${marker}-$((6*7))`);
  await expectTerminalLine(page, new RegExp(`^${marker}-42$`));

  // A narrower window reflows the terminal, and the program sees the new width.
  await expect.poll(() => terminalCols(page)).toBeGreaterThan(0);
  const wideCols = await terminalCols(page);
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 820, height: 640 });
  await expect.poll(() => terminalCols(page)).toBeLessThan(wideCols);
  const narrowCols = await terminalCols(page);
  await runInTerminal(page, 'echo "cols=$(tput cols)"');
  await expectTerminalLine(page, new RegExp(`^cols=${narrowCols}$`));
  // Back to full width, where the sidebar shows each session whole (it folds to a rail below 1200 px).
  await page.setViewportSize(wide);

  await sessionItem(page, 'e2e shell')
    .getByRole('button', { name: 'Actions for e2e shell' })
    .click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const nameField = sidebar(page).getByRole('textbox', { name: 'Session name' });
  await nameField.fill('renamed shell');
  await nameField.press('Enter');
  await expect(sessionItem(page, 'renamed shell')).toBeVisible();
  // The keyboard stays on the session renamed.
  await expect(sessionItem(page, 'renamed shell').getByRole('button').first()).toBeFocused();
  await expect(page.getByRole('heading', { name: 'renamed shell' })).toBeVisible();

  // The rename is the app's, not the page's: it survives a reload.
  await page.reload();
  await expect(sessionItem(page, 'renamed shell')).toBeVisible();

  await sessionItem(page, 'renamed shell').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close' }).click();
  await expect(sessionItem(page, 'renamed shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No sessions yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No sessions yet' })).toBeVisible();
});

test("the New session dialog shows the core's errors and keeps what was typed", async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await sidebar(page).getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });

  // The custom profile asks for its command; the others do not.
  await dialog.getByLabel('Profile').selectOption('custom');
  await expect(dialog.getByLabel('Command')).toBeVisible();
  // Spaces alone are no command: said as such, the keyboard back on it.
  await dialog.getByLabel('Command').fill('   ');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Write the command to run.');
  await expect(dialog.getByLabel('Command')).toBeFocused();
  await dialog.getByLabel('Profile').selectOption('shell');
  await expect(dialog.getByLabel('Command')).toHaveCount(0);

  const missing = `${parley.dirs.workspace}/no-such-dir`;
  await dialog.getByLabel('Working directory').fill(missing);
  await dialog.getByLabel('Name').fill('misplaced');
  await dialog.getByLabel('Name').press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('no-such-dir');
  await expect(dialog.getByLabel('Name')).toHaveValue('misplaced');

  // Sent from its button, the dialog keeps the keyboard on it through the wait and the error.
  await dialog.getByLabel('Working directory').fill(`${missing}-too`);
  const create = dialog.getByRole('button', { name: 'Create', exact: true });
  await create.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('no-such-dir-too');
  await expect(create).toBeFocused();

  await dialog.getByLabel('Working directory').fill(parley.dirs.workspace);
  await dialog.getByLabel('Name').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(sessionItem(page, 'misplaced')).toBeVisible();

  // The next New session starts on the profile just used, after a reload too; a shell is offered no model.
  await page.reload();
  await sidebar(page).getByRole('button', { name: 'New session' }).click();
  await expect(dialog.getByLabel('Profile')).toHaveValue('shell');
  await expect(dialog.getByLabel('Arguments')).not.toHaveAttribute('placeholder');
  await dialog.getByLabel('Profile').selectOption('parley-agent');
  await expect(dialog.getByLabel('Arguments')).toHaveAttribute('placeholder', 'e.g. --model opus');
  await page.keyboard.press('Escape');
  await sessionItem(page, 'misplaced')
    .getByRole('button', { name: 'Actions for misplaced' })
    .click();
  await page.getByRole('menuitem', { name: 'Close' }).click();
  await expect(sessionItem(page, 'misplaced')).toHaveCount(0);
});

test('an exited session says so and restarts', async ({ page }) => {
  await openApp(page, parley.server.url);
  const name = 'short-lived session with a name long enough to crowd its header';
  await createSession(page, { profile: 'shell', name });
  await runInTerminal(page, 'exit 3');
  await expect(sessionItem(page, name)).toContainText('Exited (3)');

  // In a narrow window beside the Review Panel the header's words give way; Restart never
  // spills over the terminal's size beside it.
  await page.setViewportSize({ width: 1024, height: 700 });
  await openReviewPanel(page);
  const restart = page.getByRole('button', { name: 'Restart' });
  const restartBox = (await restart.boundingBox())!;
  const sizeBox = (await page.getByTestId('terminal-size').boundingBox())!;
  expect(restartBox.x + restartBox.width).toBeLessThanOrEqual(sizeBox.x);
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  await restart.click();
  await expect(sessionItem(page, name)).not.toContainText('Exited');
  // The keyboard is the restarted program's: no click into the terminal first.
  await expect(page.locator('.terminal-view .xterm-helper-textarea')).toBeFocused();
  await expectTerminalLine(page, /[$#] ?$/);
  await page.keyboard.type('echo back-$((40+2))');
  await page.keyboard.press('Enter');
  await expectTerminalLine(page, /^back-42$/);
});

test('what is typed right after Create goes to the new session, the first one and a later one', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  for (const name of ['first shell', 'second shell']) {
    await createSession(page, { profile: 'shell', name });
    await expectTerminalLine(page, /[$#] ?$/);
    // No click first: the keyboard is the new terminal's.
    await page.keyboard.type(`echo ${name.split(' ')[0]}-$((6*7))`);
    await page.keyboard.press('Enter');
    await expectTerminalLine(page, new RegExp(`^${name.split(' ')[0]}-42$`));
  }
  // A reload shows the session shown before it, not the first in the list.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Terminal: second shell' })).toBeVisible();
  await expectTerminalLine(page, /^second-42$/);
});

test('switching sessions keeps each terminal as it was left: scrolled back, with what it printed meanwhile', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'reading' });
  // A long scrollback, and a line that comes while another session shows.
  await runInTerminal(
    page,
    `seq -f "row-%g" 1 2000; (sleep 2; printf '\\nlater-%s\\n' $((6*7))) &`,
  );
  await expectTerminalLine(page, /^row-2000$/);
  await page.locator('.terminal-view .xterm-screen').hover();
  await page.mouse.wheel(0, -3000);
  await expect.poll(async () => (await terminalLines(page)).includes('row-2000')).toBe(false);
  const scrolledTo = await terminalLines(page);

  await createSession(page, { profile: 'shell', name: 'other' });
  await runInTerminal(page, 'echo other-$((6*7))');
  await expectTerminalLine(page, /^other-42$/);
  // Meanwhile the first session printed its line, out of sight.
  await page.waitForTimeout(2_000);

  await sessionItem(page, 'reading').click();
  // Where it was scrolled to (a fresh attach would land at the bottom) ...
  await expect.poll(() => terminalLines(page)).toEqual(scrolledTo);
  // ... still the session's: typing goes to it and brings it to the bottom, where what it printed
  // while it was not shown stands before the answer.
  await page.locator('.terminal-view .xterm-helper-textarea').focus();
  await page.keyboard.type('echo back-$((6*7))');
  await page.keyboard.press('Enter');
  await expectTerminalLine(page, /^back-42$/);
  const lines = await terminalLines(page);
  expect(lines.indexOf('later-42')).toBeGreaterThan(lines.indexOf('row-2000'));
});

test('terminal queries are answered once, by the app, never also by the visible terminal', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'queries' });
  // Ask for the cursor position, then read the first answer and wait for a second one.
  await runInTerminal(
    page,
    `printf '\\033[6n'; read -rs -t 3 -d R first; read -rs -t 2 -d R second; echo "first=\${first#?} second=\${second#?}"`,
  );
  await expectTerminalLine(page, /^first=\[\d+;\d+ second=$/);
});

test('a flood of output gets through (the terminal acknowledges what it renders)', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'flood' });
  // 3 MB is three times the app's pause watermark: without acks the program would stall.
  await runInTerminal(
    page,
    `head -c 3000000 /dev/zero | tr '\\0' x | fold -w 100; echo; echo flood-done-$((1+1))`,
  );
  await expectTerminalLine(page, /^flood-done-2$/, 30_000);
  // The app kept answering meanwhile: the theme toggle still works.
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
});

test('a character whose bytes a program prints apart shows whole', async ({ page }) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'bytes' });
  // ✓ is E2 9C 93: the first two bytes, a pause, then the last.
  await runInTerminal(page, `printf 'split:\\342\\234'; sleep 0.3; printf '\\223:done\\n'`);
  await expectTerminalLine(page, /^split:✓:done$/);
});

test('the terminal finds text with Ctrl+F', async ({ page }) => {
  await openApp(page, parley.server.url);
  await createSession(page, { profile: 'shell', name: 'search' });
  await runInTerminal(page, 'for i in 1 2 3; do echo needle-$i; done');
  await expectTerminalLine(page, /^needle-3$/);
  await page.locator('.terminal-view .xterm-helper-textarea').focus();
  await page.keyboard.press('Control+f');
  const search = page.getByRole('searchbox', { name: 'Find in terminal' });
  await expect(search).toBeFocused();
  await search.fill('needle-');
  // The command line holds "needle-" too: three outputs plus the echo of the command.
  await expect(page.getByRole('search')).toContainText(/of 4/);
  await search.press('Escape');
  await expect(search).toBeHidden();

  // In another session's terminal, Find opens on what was looked for last, selected.
  await createSession(page, { profile: 'shell', name: 'search again' });
  await runInTerminal(page, 'echo one needle-9');
  await expectTerminalLine(page, /^one needle-9$/);
  await page.keyboard.press('Control+f');
  await expect(search).toHaveValue('needle-');
  await search.press('Enter');
  await expect(page.getByRole('search')).toContainText(/of 2/);
  await page.keyboard.type('one');
  await expect(search).toHaveValue('one');
});

test('a session started unattended with its own arguments runs them, and the sidebar says it is unattended', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await sidebar(page).getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  // A program Parley has no permission flags for cannot run unattended.
  await dialog.getByLabel('Profile').selectOption('shell');
  await expect(dialog.getByLabel('Permissions')).toBeDisabled();

  await dialog.getByLabel('Profile').selectOption('claude');
  await dialog.getByLabel('Arguments').fill('--model "opus');
  await dialog.getByLabel('Name').fill('version check');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The arguments: has an unclosed " quote');

  // The real Claude Code prints its version and exits: the arguments reached it.
  await dialog.getByLabel('Arguments').fill('--version');
  await dialog.getByLabel('Permissions').selectOption('author');
  await dialog.getByLabel('Also allowed commands').fill('npm run e2e\nmake integration');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const item = sessionItem(page, 'version check');
  await expect(item).toContainText('unattended author');
  await expectTerminalLine(page, /\(Claude Code\)$/);

  await page.reload();
  await expect(sessionItem(page, 'version check')).toContainText('unattended author');
  await sessionItem(page, 'version check').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close' }).click();
  await expect(sessionItem(page, 'version check')).toHaveCount(0);
});

test('Create in New session while the Reviews list shows opens the new session', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  await showReviewsList(page);
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  // createSession waits for the new session's terminal to be shown.
  await createSession(page, { profile: 'shell', name: 'made from the list' });
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeHidden();
  await expect(
    page.getByRole('heading', { name: 'made from the list', exact: true }),
  ).toBeVisible();
});
