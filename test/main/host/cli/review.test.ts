/**
 * `parley review` end to end, how a run ends: the real command (bin/parley.js)
 * as a child process, real agent sessions in PTYs, real git repositories in
 * temp folders. Runs refused before a review is made: reviewRefusals.test.ts. Where a real paid agent would be needed (its cost line, its
 * trust dialog), a small stand-in program from fixtures/ on PATH plays that
 * part of its screen. Bad arguments: reviewUsage.test.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAppStores } from '../../../../main/core/appStores';
import { changedFiles } from '../../../../main/core/demo/sampleProject';
import type { SessionDefinition } from '../../../../main/core/sessions/sessionDefinition';
import { waitFor } from '../../../support/poll';
import {
  PARLEY_AGENT_BIN,
  expectNoProcessLeftIn,
  processesIn,
  startParley,
} from './reviewRun/cliProcess';
import {
  RUN_TIMEOUT_MS,
  ReviewSandbox,
  expectEnded,
  fixture,
  parleyAgentCommand,
  reviewFlags,
} from './reviewSandbox';

let sandbox: ReviewSandbox;
beforeEach(async () => {
  sandbox = await ReviewSandbox.create();
});
afterEach(() => sandbox.dispose());

describe('parley review', { timeout: RUN_TIMEOUT_MS }, () => {
  it('approves after the author fixes the comments (one session in both roles) and exits 0', async () => {
    const workspace = await sandbox.projectWithSlips();
    const result = await sandbox.review([
      ...['--workspace', workspace, '--author', 'parley-agent', '--self-review'],
      '--auto-iterate',
      '--json',
    ]);
    const json = expectEnded(result, 0, 'approved');
    expect(json.authorSessionId).toBe(json.reviewerSessionId);
    expect(json.diffSource).toEqual({ kind: 'working-tree' });
    expect(json.rounds.map((r) => r.verdict)).toEqual(['changes-requested', 'approved']);
    expect(json.rounds[0]!.reviewComments).toHaveLength(3);
    expect(json).toMatchObject({ maxRounds: 3, autoIterate: true, costCeiling: null });
    // The JSON is the last line; progress and the file locations went to stderr.
    expect(result.stderr).toMatch(/Round 1\/3 — reviewing…/);
    expect(result.stderr).toMatch(/Journal: .*journal\.jsonl/);
    await expectNoProcessLeftIn(workspace);
  });

  it('gives the same profile on both sides two sessions: a reviewer with fresh context', async () => {
    const workspace = await sandbox.projectWithSlips();
    const result = await sandbox.review([...reviewFlags(workspace), '--auto-iterate', '--json']);
    const json = expectEnded(result, 0, 'approved');
    expect(json.authorSessionId).not.toBe(json.reviewerSessionId);
    expect(json.rounds.map((r) => r.verdict)).toEqual(['changes-requested', 'approved']);
    await expectNoProcessLeftIn(workspace);
  });

  it('runs a cmd: command line as an agent', async () => {
    const workspace = await sandbox.projectWithSlips();
    const result = await sandbox.review([
      ...reviewFlags(workspace, parleyAgentCommand()),
      '--auto-iterate',
      '--json',
    ]);
    const json = expectEnded(result, 0, 'approved');
    expect(json.authorSessionId).not.toBe(json.reviewerSessionId);
    // The custom command was the author: it made the fixes.
    expect(json.rounds[0]!.authorResponse).toMatch(/addressed 3 of 3/);
    expect(await readFile(path.join(workspace, 'src/cart.js'), 'utf8')).not.toContain('debugger');
  });

  it('exits 1 at max rounds when one round is allowed and the review finds problems', async () => {
    const workspace = await sandbox.projectWithSlips();
    const result = await sandbox.review([
      ...reviewFlags(workspace),
      '--auto-iterate',
      '--max-rounds',
      '1',
      '--json',
    ]);
    const json = expectEnded(result, 1, 'max-rounds');
    expect(json.statusReason).toBe('No approval after 1 round: needs human review.');
    expect(json.rounds).toHaveLength(1);
    expect(json.rounds[0]!.verdict).toBe('changes-requested');
  });

  it('without --auto-iterate stops after the first review, prints its comments and exits 1', async () => {
    const workspace = await sandbox.projectWithSlips();
    const result = await sandbox.review(reviewFlags(workspace));
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toMatch(/Round 1: changes requested — 3 comments/);
    expect(result.stdout).not.toMatch(/author addressing feedback/);
    expect(result.stdout).toMatch(/^Round 1 comments:$/m);
    expect(result.stdout).toMatch(/src\/cart\.js:\d+\s+error\s+Leftover debugger breakpoint/);
    expect(result.stdout).toMatch(/: changes requested, total cost/);
    // Nobody asked the author: the change is as it was.
    expect(await readFile(path.join(workspace, 'src/cart.js'), 'utf8')).toBe(
      changedFiles['src/cart.js'],
    );
  });

  it('exits 3, paused, when the next phase would pass the cost ceiling', async () => {
    // Aider's screen over the real parley-agent, at $0.40 a turn.
    const aider = [process.execPath, fixture('fakeAider.mjs'), PARLEY_AGENT_BIN];
    const PATH = await sandbox.pathWith('aider', aider);
    const workspace = await sandbox.projectWithSlips();
    const result = await sandbox.review(
      [
        ...reviewFlags(workspace, 'parley-agent', 'aider'),
        '--auto-iterate',
        '--cost-ceiling',
        '0.50',
        '--json',
      ],
      { PATH },
    );
    const json = expectEnded(result, 3, 'paused');
    expect(json.statusReason).toMatch(/^Cost ceiling: \$0\.40 spent, the next review/);
    expect(json.costCeiling).toBe(0.5);
    expect(json.totalCost).toBeCloseTo(0.4, 6);
    expect(json.rounds).toHaveLength(1);
    expect(json.rounds[0]!.cost).toMatchObject({ reviewer: 0.4, estimated: false });
    // The author did its fixes; the second review is what would have passed the ceiling.
    expect(json.rounds[0]!.authorResponse).toMatch(/addressed 3 of 3/);
    expect(result.stderr).toMatch(/Nearing the cost ceiling: \$0\.4000 spent of \$0\.5000\./);
    await expectNoProcessLeftIn(workspace);
  });

  it('gives up with exit 2, naming the dialog, when an agent waits on one', async () => {
    const claude = ['/bin/sh', fixture('claudeTrustDialog.sh')];
    const PATH = await sandbox.pathWith('claude', claude);
    const workspace = await sandbox.projectWithSlips();
    const started = Date.now();
    const result = await sandbox.review(
      [...reviewFlags(workspace, 'parley-agent', 'claude'), '--dialog-timeout', '2'],
      { PATH },
    );
    expect(result.code, result.stderr).toBe(2);
    expect(result.stdout).toMatch(
      /reviewer session \(claude\) shows a dialog: "Trust this folder\?"/,
    );
    expect(result.stdout).toMatch(
      /reviewer session \(claude\) is waiting on a dialog nobody can answer in a command-line run: "Trust this folder\?". Start that agent once by hand in .* and answer it/,
    );
    expect(result.stdout).toMatch(/cancelled, total cost/);
    expect(Date.now() - started).toBeLessThan(30_000);
    await expectNoProcessLeftIn(workspace);
  });

  it('names the command a permission dialog asks about, and the --allow that would have allowed it', async () => {
    const PATH = await sandbox.pathWith('claude', ['/bin/sh', fixture('claudeBashDialog.sh')]);
    const workspace = await sandbox.projectWithSlips();
    const result = await sandbox.review(
      [...reviewFlags(workspace, 'parley-agent', 'claude'), '--dialog-timeout', '1'],
      { PATH },
    );
    expect(result.code, result.stderr).toBe(2);
    expect(result.stdout).toContain(
      `"Allow this tool call?" (npm run e2e -- --headed). To let the agents run it, run the review again with --allow 'npm run e2e -- --headed'.`,
    );
    await expectNoProcessLeftIn(workspace);
  });

  it('exits 2 with the reason when the review ends in error (its reviewer quit), and names the log that holds it', async () => {
    const workspace = await sandbox.projectWithSlips();
    const result = await sandbox.review([
      ...reviewFlags(workspace, 'parley-agent', `cmd:/bin/sh ${fixture('quitsOnPrompt.sh')}`),
      '--json',
    ]);
    const json = expectEnded(result, 2, 'error');
    expect(json.statusReason).toMatch(/^The reviewer session .* has stopped: Try again starts it/);
    expect(result.stderr).toMatch(/Error: The reviewer session/);
    const logFile = path.join(sandbox.dir, 'data', 'logs', 'parley.log');
    expect(result.stderr).toMatch(new RegExp(`^Log: +${logFile}$`, 'm'));
    expect(await readFile(logFile, 'utf8')).toMatch(
      new RegExp(
        `^\\S+ WARN Review ${json.id} is error \\(reviewing\\): The reviewer session`,
        'm',
      ),
    );
    await expectNoProcessLeftIn(workspace);
  });

  it("leaves the data folder's sessions as the app wrote them while it ran", async () => {
    const workspace = await sandbox.projectWithSlips();
    const dataDir = sandbox.env.PARLEY_DATA_DIR!;
    const appSessions = () => openAppStores(dataDir).sessions;
    const made = (name: string): SessionDefinition => ({
      ...{ id: `s-${name}`, name, profileId: 'shell', cwd: workspace, command: 'bash', args: [] },
      ...{ cols: 80, rows: 24, createdAt: new Date(0).toISOString() },
    });
    appSessions().write([made('before the run')]);
    const slowReviewer = parleyAgentCommand('--delay-ms', '2000');
    const run = startParley(
      ['review', ...reviewFlags(workspace, 'parley-agent', slowReviewer), '--json'],
      sandbox.env,
    );
    await waitFor(() => /reviewing…/.test(run.stderr()), {
      timeoutMs: 30_000,
      what: 'the review to start',
      describe: run.stderr,
    });
    // The app, on the same folder, opens a session while the run goes on.
    appSessions().write([made('before the run'), made('during the run')]);
    expectEnded(await run.done, 1, 'changes-requested');
    expect(
      appSessions()
        .read()
        .map((s) => s.name),
    ).toEqual(['before the run', 'during the run']);
  });

  it('stops on SIGTERM: cancels the review, stops the agents and exits 143', async () => {
    const workspace = await sandbox.projectWithSlips();
    // A reviewer that takes a minute to answer, so the signal lands mid-review.
    const slowReviewer = parleyAgentCommand('--delay-ms', '60000');
    const run = startParley(
      ['review', ...reviewFlags(workspace, 'parley-agent', slowReviewer), '--json'],
      sandbox.env,
    );
    await waitFor(
      () => processesIn(workspace).some((p) => p.cmdline.includes('--delay-ms 60000')),
      { timeoutMs: 30_000, what: 'the slow reviewer to run', describe: run.stderr },
    );
    await waitFor(() => /Round 1 — reviewing…/.test(run.stderr()), {
      timeoutMs: 30_000,
      what: 'the review to start',
      describe: run.stderr,
    });
    run.kill('SIGTERM');
    const result = await run.done;
    expectEnded(result, 143, 'cancelled');
    expect(result.stderr).toMatch(/Stopped by SIGTERM\./);
    await expectNoProcessLeftIn(workspace);
  });
});
