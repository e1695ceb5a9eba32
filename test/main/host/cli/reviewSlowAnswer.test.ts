/**
 * `parley review` with a reviewer that has no turn signal and behaves as a
 * slow model in a TUI whose input box never leaves the screen: its prompt
 * comes back at once, it stays silent far longer than a quiet period (reading
 * files), then writes its answer to the file the prompt named. The file is
 * its turn signal: the review is read from it, with no reminder typed into a
 * program that was still working.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RUN_TIMEOUT_MS, ReviewSandbox, expectEnded } from './reviewSandbox';

const SLOW_REVIEWER = path.resolve('test/support/agents/slowFileReviewer.mjs');
const SILENT_MS = 5_000;

let sandbox: ReviewSandbox;
beforeEach(async () => {
  sandbox = await ReviewSandbox.create();
});
afterEach(() => sandbox.dispose());

describe('a reviewer with no turn signal that answers slowly, to its answer file', () => {
  it(
    'is read from the file once it comes: approved in round 1, one request, no reminder',
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const workspace = await sandbox.projectWithSlips();
      const log = path.join(sandbox.dir, 'requests.log');
      const reviewer = `cmd:'${process.execPath}' '${SLOW_REVIEWER}' ${SILENT_MS} '${log}'`;
      const started = Date.now();
      const result = await sandbox.review([
        ...['--workspace', workspace, '--author', 'parley-agent', '--reviewer', reviewer],
        '--json',
      ]);
      const json = expectEnded(result, 0, 'approved');
      expect(json.rounds.map((r) => r.verdict)).toEqual(['approved']);
      expect(Date.now() - started).toBeGreaterThanOrEqual(SILENT_MS);
      const requests = (await readFile(log, 'utf8')).trim().split('\n');
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatch(/Parley|Read the Parley request/);
    },
  );
});
