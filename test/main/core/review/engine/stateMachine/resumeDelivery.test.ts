import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentReview } from '../../../../../../shared/contract';
import type { EngineEvent } from '../../../../../../main/core/review/engine/stateMachine/events';
import { transition } from '../../../../../../main/core/review/engine/stateMachine/transition';
import { promptArrived } from '../../../../../../main/core/review/journal/promptArrival';
import { transcriptFile } from '../../../../../../main/core/review/journal/transcript';
import { runEvents } from '../../../../../support/engineEvents';
import { pendingReview } from '../../../../../support/pendingReview';

/*
 * Feedback reaches the author once, even when the process dies between the
 * paste and the record that it was delivered: the intent is recorded first,
 * with the prompt's nonce and how much the phase's transcript held, and a
 * resume that finds the prompt arrived looks at the tree again instead of
 * pasting it a second time.
 */
const NOW = '2026-11-27T10:00:00.000Z';
const free = { usd: 0, estimated: false };

const run = (r: AgentReview, events: EngineEvent[]) => runEvents(r, events, NOW);

/** Round 1 reviewed with one warning; its feedback about to be pasted; then the process died. */
function interruptedWhilePasting(): AgentReview {
  const started = transition(pendingReview(NOW), { kind: 'start', reviewerBusy: false }, NOW);
  const comment = { file: 'a.ts', line: 1, severity: 'warning' as const, comment: 'Drops errors.' };
  return run(started.review, [
    {
      kind: 'review-answer',
      parsed: { verdict: 'changes-requested', comments: [comment] },
      raw: '',
      reviewerCost: free,
    },
    { kind: 'prompt-sending', nonce: 'f33d', transcriptBytes: 12 },
    { kind: 'interrupt' },
  ]).review;
}

let dataDir: string | null = null;
afterEach(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
});

describe('feedback delivered once across a crash', () => {
  it('records the intent before the paste, and clears it when the phase moves on', () => {
    const r = interruptedWhilePasting();
    expect(r).toMatchObject({
      status: 'interrupted',
      phase: 'author-fixing',
      promptSending: { nonce: 'f33d', transcriptBytes: 12 },
    });
    expect(r.promptDelivered).toBeFalsy();
  });

  it('looks at the tree again when the prompt arrived, and sends the feedback when it did not', () => {
    const arrived = run(interruptedWhilePasting(), [
      { kind: 'resume', reviewerBusy: false, promptArrived: true },
    ]);
    expect(arrived.effects).toEqual([{ kind: 'request-review', round: 2, reminder: false }]);
    expect(arrived.review.promptSending).toBeUndefined();
    const lost = run(interruptedWhilePasting(), [{ kind: 'resume', reviewerBusy: false }]);
    expect(lost.effects).toEqual([{ kind: 'send-feedback', round: 1 }]);
  });

  it("reads the arrival off the phase's transcript: output past the paste, or the nonce", () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-arrival-'));
    const review = { ...interruptedWhilePasting(), id: 'r1' };
    const file = transcriptFile({ dataDir, reviewId: 'r1', round: 1, phase: 'author-fixing' });
    expect(promptArrived(dataDir, review)).toBe(false);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'author idle>');
    expect(promptArrived(dataDir, review)).toBe(false);
    fs.appendFileSync(file, '[Pasted text: 40 lines]');
    expect(promptArrived(dataDir, review)).toBe(true);
    expect(
      promptArrived(dataDir, { ...review, promptSending: { nonce: 'f33d', transcriptBytes: 999 } }),
    ).toBe(false);
    fs.appendFileSync(file, '<<<PARLEY:BEGIN:f33d>>>');
    expect(
      promptArrived(dataDir, { ...review, promptSending: { nonce: 'f33d', transcriptBytes: 999 } }),
    ).toBe(true);
  });
});
