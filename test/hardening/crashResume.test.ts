/**
 * The host SIGKILLed in the middle of a two-round review, at every state
 * transition the journal shows and at random moments in between: a child
 * process runs the core with parley-agent sessions and is killed; a new one
 * opens the same data folder. What a user would notice: the review is there
 * with every round, comment and cost it had, it resumes and ends approved,
 * and the author never gets the same feedback twice.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentReview } from '../../shared/contract';
import { readJournal } from '../../main/core/review/journal/journal';
import { transcriptFile } from '../../main/core/review/journal/transcript';
import { ReviewRecords } from '../../main/core/review/storage/reviewRecords';
import { ReviewSandbox } from '../main/host/cli/reviewSandbox';
import { waitFor } from '../support/poll';
import { reportFigure } from './figures';

const HOST = fileURLToPath(new URL('./fixtures/crashResumeHost.ts', import.meta.url));
/**
 * The journal of an uninterrupted two-round review: created, start, three
 * transitions a round, and the feedback's paste recorded before it happens.
 */
const TRANSITIONS = 9;
/** Kills at a random moment of the run, most likely in the middle of a phase or a write. */
const RANDOM_KILLS = 2;

let sandbox: ReviewSandbox;
beforeAll(async () => {
  sandbox = await ReviewSandbox.create();
});
afterAll(() => sandbox.dispose());

function host(dataDir: string, workspace: string, mode: 'start' | 'resume') {
  const child = spawn(process.execPath, ['--import', 'tsx', HOST, dataDir, workspace, mode], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, exited, out: () => out, err: () => err };
}

/** The one review of a data folder, as recorded, and its journal's kinds. */
function recorded(dataDir: string): { review: AgentReview | null; journal: string[] } {
  const records = new ReviewRecords(dataDir);
  const [id] = records.ids();
  if (!id) return { review: null, journal: [] };
  return { review: records.read(id), journal: readJournal(dataDir, id).entries.map((e) => e.kind) };
}

/**
 * Feedback prompts that reached the author, per round, counted where the
 * author shows them: its terminal (the phase's transcript, which a resumed
 * phase continues) echoes each paste it takes as "[Pasted text: …]", or the
 * one-line pointer to a prompt file.
 */
function feedbackPerRound(dataDir: string, review: AgentReview): Map<number, number> {
  const sends = new Map<number, number>();
  for (const { roundNumber: round } of review.rounds) {
    const file = transcriptFile({ dataDir, reviewId: review.id, round, phase: 'author-fixing' });
    if (!fs.existsSync(file)) continue;
    const shown = fs.readFileSync(file, 'utf8').match(/\[Pasted text:|Read the Parley request/g);
    sends.set(round, shown?.length ?? 0);
  }
  return sends;
}

interface KillPoint {
  readonly name: string;
  /** Resolves when the host should be killed. */
  readonly when: (dataDir: string) => Promise<unknown>;
  /** The point is a window: the review as recorded at the kill must show it was inside. */
  readonly inside?: (review: AgentReview) => boolean;
}

/** The feedback was being pasted: its intent recorded, its delivery not yet. */
const pastingFeedback = (review: AgentReview) =>
  review.phase === 'author-fixing' && !!review.promptSending && !review.promptDelivered;

/** While the feedback is pasted: the author's transcript grew past where the paste began. */
function feedbackArriving(dataDir: string): boolean {
  const { review } = recorded(dataDir);
  if (!review || !pastingFeedback(review)) return false;
  const file = transcriptFile({ dataDir, reviewId: review.id, round: 1, phase: 'author-fixing' });
  return fs.existsSync(file) && fs.statSync(file).size > review.promptSending!.transcriptBytes;
}

const killPoints: KillPoint[] = [
  ...Array.from({ length: TRANSITIONS }, (_, i) => ({
    name: `after journal entry ${i + 1}`,
    when: (dataDir: string) =>
      waitFor(() => recorded(dataDir).journal.length > i, {
        timeoutMs: 60_000,
        intervalMs: 5,
        what: `journal entry ${i + 1}`,
      }),
  })),
  {
    // The paste reached the author, but the record that it was delivered did not happen.
    name: 'between the feedback paste and its record',
    when: (dataDir: string) =>
      waitFor(() => feedbackArriving(dataDir), {
        timeoutMs: 60_000,
        intervalMs: 1,
        what: 'the feedback paste to reach the author',
      }),
    inside: pastingFeedback,
  },
  ...Array.from({ length: RANDOM_KILLS }, (_, i) => ({
    name: `at random moment ${i + 1}`,
    // Counted from the review's first record, not from the start: a loaded machine takes
    // longer to get there, and a kill before it tests nothing.
    when: async (dataDir: string) => {
      await waitFor(() => recorded(dataDir).review !== null, {
        timeoutMs: 60_000,
        intervalMs: 5,
        what: 'the review to be recorded',
      });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3500));
    },
  })),
];

describe('the host SIGKILLed during a two-round review', () => {
  it('keeps what was recorded, resumes to approval, and sends no feedback twice', async () => {
    let lost = 0;
    let duplicated = 0;
    for (const [n, point] of killPoints.entries()) {
      const dataDir = path.join(sandbox.dir, `data-${n}`);
      const workspace = await sandbox.projectWithSlips();
      const first = host(dataDir, workspace, 'start');
      await Promise.race([point.when(dataDir), first.exited]);
      first.child.kill('SIGKILL');
      await first.exited;
      const before = recorded(dataDir);
      expect(before.review, `${point.name}: the review was recorded`).not.toBeNull();
      if (point.inside) expect(point.inside(before.review!), `${point.name}: inside`).toBe(true);

      const second = host(dataDir, workspace, 'resume');
      await second.exited;
      const final = JSON.parse(second.out().trim().split('\n').at(-1) ?? 'null') as AgentReview;
      expect(final, `${point.name}: ${second.err()}`).not.toBeNull();
      if (final.id !== before.review!.id) lost++;
      expect(final.status, point.name).toBe('approved');
      for (const round of before.review!.rounds) {
        const after = final.rounds.find((r) => r.roundNumber === round.roundNumber);
        if (!after) lost++;
        expect(after?.reviewComments, `${point.name}: round ${round.roundNumber}`).toEqual(
          round.reviewComments,
        );
        expect(after?.cost.total ?? -1).toBeGreaterThanOrEqual(round.cost.total);
      }
      expect(final.totalCost).toBeGreaterThanOrEqual(before.review!.totalCost);
      const sends = feedbackPerRound(dataDir, final);
      duplicated += [...sends.values()].filter((count) => count > 1).length;
      expect(fs.existsSync(path.join(dataDir, 'reviews', final.id, 'review.json'))).toBe(true);
    }
    reportFigure(
      `crash-resume: ${killPoints.length} kill points (${TRANSITIONS} transitions, 1 between a feedback paste and its record, ${RANDOM_KILLS} random), ${lost} lost, ${duplicated} duplicated`,
    );
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
  }, 240_000);
});
