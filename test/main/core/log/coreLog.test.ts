/**
 * The real core with a file log (the one each host gives it): what happened
 * to its sessions and reviews can be read back from `<dataDir>/logs/parley.log`.
 */
import fs from 'node:fs/promises';
import { expect, it } from 'vitest';
import { createFileLogger, logDirIn, logFileIn } from '../../../../main/core/log/fileLogger';
import { useCoreOnRepo } from '../../../support/coreOnRepo';
import { waitFor } from '../../../support/poll';

const ctx = { clientId: 'test' };
/** parley-agent flags the debug line, then removes it: one round of changes, then approval. */
const WITH_DEBUG = 'export function add(a, b) {\n  console.log(a, b);\n  return a + b;\n}\n';

const cores = useCoreOnRepo();

it('logs each session start, exit and close, and each status change of a review', async () => {
  const {
    repo,
    dataDir,
    core: live,
  } = await cores.start({ 'math.js': 'export const add = (a, b) => a + b;\n' }, (dir) => ({
    reviewTimeouts: { readyMs: 20_000, reviewMs: 60_000, authorMs: 60_000 },
    log: createFileLogger({ dir: logDirIn(dir) }),
  }));
  await fs.writeFile(repo.file('math.js'), WITH_DEBUG);
  const agent = (name: string) =>
    live.handlers['session:create']({ profileId: 'parley-agent', name, cwd: repo.dir }, ctx);
  const author = await agent('author');
  const reviewer = await agent('reviewer');
  const quitter = await live.handlers['session:create'](
    { profileId: 'custom', name: 'quitter', command: `'${process.execPath}' -e "process.exit(3)"` },
    ctx,
  );
  const started = await live.handlers['review:start'](
    {
      authorSessionId: author.id,
      reviewerSessionId: reviewer.id,
      diffSource: { kind: 'working-tree' },
      autoIterate: true,
      costCeiling: null,
      effort: 'medium',
    },
    ctx,
  );
  await waitFor(
    () => ['approved', 'error', 'max-rounds'].includes(live.reviews.get(started.id).status),
    {
      timeoutMs: 60_000,
      what: 'the review to end',
    },
  );
  await waitFor(() => live.sessions.get(quitter.id).snapshot().status === 'exited', {
    what: 'the quitting session to exit',
  });
  await live.handlers['session:close']({ id: author.id }, ctx);

  const log = await fs.readFile(logFileIn(dataDir), 'utf8');
  const line = (pattern: string) => new RegExp(`^\\S+ ${pattern}$`, 'm');
  expect(log).toMatch(
    line(
      `INFO Session ${author.id} \\(parley-agent, "author"\\) started: .* in ${repo.dir}, pid \\d+`,
    ),
  );
  expect(log).toMatch(
    line(`INFO Session ${quitter.id} \\(custom, "quitter"\\) exited with code 3`),
  );
  expect(log).toMatch(line(`INFO Session ${author.id} closed`));
  const states = [...log.matchAll(new RegExp(`Review ${started.id} is (.*)$`, 'gm'))].map(
    (m) => m[1],
  );
  expect(states).toEqual([
    'pending',
    'in-progress (reviewing)',
    'in-progress (author-fixing)',
    'in-progress (reviewing)',
    'approved',
  ]);
});
