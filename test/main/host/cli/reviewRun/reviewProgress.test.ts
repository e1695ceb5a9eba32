import { describe, expect, it } from 'vitest';
import type { AgentReview, ReviewComment, ReviewRound } from '../../../../../shared/contract';
import type { Progress } from '../../../../../main/host/cli/reviewRun/progress';
import { ReviewProgress } from '../../../../../main/host/cli/reviewRun/reviewProgress';
import { pendingReview } from '../../../../support/pendingReview';

/** A Progress that keeps what it was told, one string per call. */
function recorder() {
  const lines: string[] = [];
  const progress: Progress = {
    step: (text) => lines.push(`step: ${text}`),
    note: (text) => lines.push(`note: ${text}`),
    fail: (text) => lines.push(`fail: ${text}`),
    warn: (text) => lines.push(`warn: ${text}`),
    stop: () => lines.push('stop'),
  };
  return { progress, lines };
}

const base = pendingReview('2026-01-01T00:00:00.000Z');

const comment = (severity: ReviewComment['severity']): ReviewComment => ({
  file: 'a.js',
  line: 1,
  severity,
  comment: 'x',
});

function round(
  roundNumber: number,
  verdict: ReviewRound['verdict'],
  comments: ReviewComment[] = [],
): ReviewRound {
  return {
    roundNumber,
    verdict,
    reviewComments: comments,
    authorResponse: '',
    cost: { author: 0, reviewer: 0, total: 0, estimated: false },
    timestamp: '2026-01-01T00:00:00.000Z',
  };
}

const labels = { author: 'claude', reviewer: 'codex' };

describe('review progress lines', () => {
  it('says of how many rounds only where the run goes on by itself', () => {
    const { progress, lines } = recorder();
    const tracker = new ReviewProgress(progress, labels);
    const once = { ...base, autoIterate: false, status: 'in-progress' as const };
    tracker.update({ ...once, phase: 'reviewing' });
    tracker.update({
      ...once,
      status: 'changes-requested',
      rounds: [round(1, 'changes-requested')],
    });
    expect(lines.slice(0, 2)).toEqual([
      'step: Round 1 — reviewing… (reviewer: codex)',
      'note: Round 1: changes requested',
    ]);
  });

  it('follows a loop: a step per phase, a line per verdict, the end', () => {
    const { progress, lines } = recorder();
    const tracker = new ReviewProgress(progress, labels);
    const round1 = round(1, 'changes-requested', [
      comment('error'),
      comment('warning'),
      comment('warning'),
    ]);
    const states: AgentReview[] = [
      { ...base, status: 'in-progress', phase: 'reviewing' },
      // A repeat (prompt delivered) prints nothing.
      { ...base, status: 'in-progress', phase: 'reviewing', promptDelivered: true },
      { ...base, status: 'in-progress', phase: 'author-fixing', rounds: [round1] },
      { ...base, status: 'in-progress', phase: 'reviewing', rounds: [round1] },
      { ...base, status: 'approved', rounds: [round1, round(2, 'approved')] },
      // Nothing after the end.
      { ...base, status: 'approved', rounds: [round1, round(2, 'approved')] },
    ];
    for (const state of states) tracker.update(state);
    expect(lines).toEqual([
      'step: Round 1/3 — reviewing… (reviewer: codex)',
      'note: Round 1/3: changes requested — 3 comments (1 error, 2 warnings)',
      'step: Round 1/3 — author addressing feedback… (author: claude)',
      'step: Round 2/3 — reviewing… (reviewer: codex)',
      'note: Round 2/3: approved',
      'note: Approved after 2 rounds.',
      'stop',
    ]);
  });

  it('shows a format retry as its own step of the same round', () => {
    const { progress, lines } = recorder();
    const tracker = new ReviewProgress(progress, labels);
    tracker.update({ ...base, status: 'in-progress', phase: 'reviewing' });
    tracker.update({
      ...base,
      status: 'in-progress',
      phase: 'reviewing',
      formatRetried: true,
      rounds: [round(1, null)],
    });
    expect(lines).toEqual([
      'step: Round 1/3 — reviewing… (reviewer: codex)',
      'step: Round 1/3 — asking again with a format reminder… (reviewer: codex)',
    ]);
  });

  it('warns once near the cost ceiling and fails with the pause reason', () => {
    const { progress, lines } = recorder();
    const tracker = new ReviewProgress(progress, labels);
    const round1 = round(1, 'changes-requested', [comment('warning')]);
    const spent = { ...base, costCeiling: 0.5, totalCost: 0.4, rounds: [round1] };
    tracker.update({ ...spent, status: 'in-progress', phase: 'author-fixing', costWarning: true });
    tracker.update({
      ...spent,
      status: 'paused',
      phase: 'reviewing',
      costWarning: true,
      statusReason: 'Cost ceiling: $0.40 spent.',
    });
    expect(lines).toEqual([
      'note: Round 1/3: changes requested — 1 comment (1 warning)',
      'warn: Nearing the cost ceiling: $0.4000 spent of $0.5000.',
      'step: Round 1/3 — author addressing feedback… (author: claude)',
      'fail: Paused: Cost ceiling: $0.40 spent. (Open it in Parley, on the same data folder, to go on.)',
      'stop',
    ]);
  });

  it('says how a run that did not approve ended', () => {
    const ends: [Partial<AgentReview>, string][] = [
      [
        { status: 'max-rounds' },
        'fail: Max rounds reached (3) — needs human review. Open it in Parley to approve it anyway or ask for one more round.',
      ],
      [
        { status: 'stalled', statusReason: 'The author changed nothing, and F1 is still open.' },
        'fail: Stalled — needs you: The author changed nothing, and F1 is still open. Open it in Parley to approve it anyway or ask for one more round.',
      ],
      [
        { status: 'needs-discussion' },
        'fail: Needs discussion: the reviewer asks for a human to decide. Open it in Parley to approve it anyway or ask for one more round.',
      ],
      [
        {
          status: 'error',
          statusReason: 'The reviewer session “r” has stopped: Try again starts it again.',
        },
        'fail: Error: The reviewer session “r” has stopped: Try again starts it again. (Open it in Parley, on the same data folder, to go on.)',
      ],
      [
        { status: 'changes-requested', autoIterate: false },
        'note: Changes requested (without --auto-iterate the author is not asked).',
      ],
    ];
    for (const [end, line] of ends) {
      const { progress, lines } = recorder();
      new ReviewProgress(progress, labels).update({ ...base, ...end });
      expect(lines).toEqual([line, 'stop']);
    }
  });

  it('says why the gate approved a round whose reviewer asked for changes', () => {
    const { progress, lines } = recorder();
    new ReviewProgress(progress, labels).update({
      ...base,
      status: 'approved',
      rounds: [round(1, 'changes-requested', [comment('suggestion')])],
      statusReason: 'Approved by the gate: no open finding at warning or above (F1 can wait).',
    });
    expect(lines).toEqual([
      'note: Round 1/3: changes requested — 1 comment (1 suggestion)',
      'note: Approved after 1 round. Approved by the gate: no open finding at warning or above (F1 can wait).',
      'stop',
    ]);
  });

  it('reports a run given up from outside once, and nothing after it', () => {
    const { progress, lines } = recorder();
    const tracker = new ReviewProgress(progress, labels);
    tracker.update({ ...base, status: 'in-progress', phase: 'reviewing' });
    tracker.abort('Stopped by SIGINT.');
    tracker.update({ ...base, status: 'cancelled', statusReason: 'Cancelled by the user.' });
    expect(lines).toEqual([
      'step: Round 1/3 — reviewing… (reviewer: codex)',
      'fail: Stopped by SIGINT.',
      'stop',
    ]);
  });
});
