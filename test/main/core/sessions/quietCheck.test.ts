import { afterEach, expect, it } from 'vitest';
import type { AgentProfile } from '../../../../main/core/sessions/profiles/profile';
import { fakeAgentProfile, makeKit, type Kit } from './sessionKit';

const QUIET_MS = 300;
const WORK_MS = 1_200;
/**
 * A program that works for a while, printing a line every 100 ms (less than
 * the quiet period apart), then shows its prompt and waits.
 */
const TICKER = `
const started = Date.now();
const tick = setInterval(() => {
  process.stdout.write('working ' + (Date.now() - started) + '\\r\\n');
  if (Date.now() - started < ${WORK_MS}) return;
  clearInterval(tick);
  process.stdout.write('agent> ');
  setInterval(() => {}, 1000);
}, 100);
`;

const ticker: AgentProfile = {
  ...fakeAgentProfile,
  id: 'ticker',
  args: ['-e', TICKER],
  // No patterns to read: only a quiet period tells that it is ready.
  readiness: { quietMs: QUIET_MS, turnTimeoutMs: 20_000 },
};

let kit: Kit | undefined;
afterEach(async () => {
  await kit?.cleanup();
  kit = undefined;
});

it('reads a program as ready once its output has been quiet for the quiet period, not while it keeps printing', async () => {
  kit = makeKit({ profiles: [ticker] });
  const session = kit.manager.create({ profileId: 'ticker' });
  const startedAt = Date.now();
  let lastOutputAt = startedAt;
  session.onDidOutput(() => (lastOutputAt = Date.now()));
  await session.waitForStatus(['ready'], 10_000);
  const readyAt = Date.now();
  // Not before the work was done and then quiet for the period…
  expect(readyAt - startedAt).toBeGreaterThanOrEqual(WORK_MS + QUIET_MS);
  expect(readyAt - lastOutputAt).toBeGreaterThanOrEqual(QUIET_MS);
  // …and not long after: one quiet period (and a timer's slack) past the last output.
  expect(readyAt - lastOutputAt).toBeLessThan(QUIET_MS + 400);
});
