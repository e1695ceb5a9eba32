import { describe, expect, it } from 'vitest';
import { reviewAlert, type ReviewAlert } from '../../../shared/reviewAlerts';
import { markSeen, NO_ALERTS, observeAlerts } from '../../../renderer/src/model/alertsState';
import { pageTitle } from '../../../renderer/src/model/pageTitle';
import { review, round } from './reviewFixture';

const sessions = [
  { id: 'author', name: 'api author', status: 'ready' as const },
  { id: 'reviewer', name: 'api reviewer', status: 'ready' as const },
];

function alertOf(extra: Parameters<typeof review>[0]): ReviewAlert {
  const alert = reviewAlert(review(extra), sessions);
  if (!alert) throw new Error('expected an alert');
  return alert;
}

const approvedA = alertOf({ id: 'a', status: 'approved', phase: undefined, rounds: [round(1)] });
const failedB = alertOf({ id: 'b', status: 'error', statusReason: 'Nothing to review.' });

describe('review alerts the person has not seen', () => {
  it('takes what was there when the list came as known: nothing to announce', () => {
    const first = observeAlerts(NO_ALERTS, [approvedA], null);
    expect(first.fresh).toEqual([]);
    expect(first.state.unseen).toEqual([]);
    expect(pageTitle(first.state.unseen.length)).toBe('Parley');
  });

  it('still counts, after a reload, what the person had not opened before it', () => {
    const reloaded = observeAlerts(NO_ALERTS, [approvedA, failedB], null, new Set([failedB.key]));
    expect(reloaded.fresh).toEqual([]);
    expect(reloaded.state.unseen).toEqual([failedB]);

    // An alert remembered for an earlier state of its review is no news: the review moved on.
    const moved = observeAlerts(NO_ALERTS, [approvedA], null, new Set(['a:older-state']));
    expect(moved.state.unseen).toEqual([]);

    // The review on screen when the page comes back is seen.
    const onScreen = observeAlerts(NO_ALERTS, [failedB], 'b', new Set([failedB.key]));
    expect(onScreen.state.unseen).toEqual([]);
  });

  it('announces a review that reached a new state, and counts it until it is opened', () => {
    const known = observeAlerts(NO_ALERTS, [], null).state;
    const next = observeAlerts(known, [approvedA, failedB], null);
    expect(next.fresh.map((a) => a.reviewId)).toEqual(['a', 'b']);
    expect(pageTitle(next.state.unseen.length)).toBe('(2) Parley');

    // The same states again (a session turned busy, say) are no news.
    const again = observeAlerts(next.state, [approvedA, failedB], null);
    expect(again.fresh).toEqual([]);
    expect(again.state.unseen).toHaveLength(2);

    const opened = markSeen(again.state, 'a');
    expect(opened.unseen.map((a) => a.reviewId)).toEqual(['b']);
    expect(pageTitle(opened.unseen.length)).toBe('(1) Parley');
  });

  it('treats the review on screen as seen at once', () => {
    const known = observeAlerts(NO_ALERTS, [], null).state;
    const next = observeAlerts(known, [approvedA], 'a');
    expect(next.fresh).toEqual([]);
    expect(next.state.unseen).toEqual([]);
  });

  it('drops an alert whose review moved on, and lets a newer one replace it', () => {
    const dialog = reviewAlert(review({ id: 'a' }), [
      sessions[0]!,
      { id: 'reviewer', name: 'api reviewer', status: 'dialog', dialog: 'Trust this folder?' },
    ])!;
    expect(dialog.kind).toBe('needs-you');
    const known = observeAlerts(NO_ALERTS, [], null).state;
    const waiting = observeAlerts(known, [dialog], null).state;
    expect(waiting.unseen).toEqual([dialog]);

    // Answered in the terminal: the review runs on and needs nobody.
    const answered = observeAlerts(waiting, [], null);
    expect(answered.state.unseen).toEqual([]);

    const approved = observeAlerts(answered.state, [approvedA], null);
    expect(approved.state.unseen).toEqual([approvedA]);
  });
});

describe('reviewAlert', () => {
  it('asks nothing of a running, cancelled or interrupted review', () => {
    expect(reviewAlert(review(), sessions)).toBeNull();
    expect(reviewAlert(review({ status: 'cancelled' }), sessions)).toBeNull();
    expect(reviewAlert(review({ status: 'interrupted' }), sessions)).toBeNull();
  });

  it('says what waits for the person, and a new round is a new state', () => {
    const max = alertOf({ status: 'max-rounds', rounds: [round(1), round(2), round(3)] });
    expect(max).toMatchObject({
      kind: 'needs-you',
      title: 'Needs your review: api author',
      body: 'No approval from api reviewer after 3 rounds.',
    });
    const first = alertOf({ status: 'changes-requested', rounds: [round(1)] });
    const second = alertOf({ status: 'changes-requested', rounds: [round(1), round(2)] });
    expect(first.key).not.toBe(second.key);
    expect(failedB).toMatchObject({ kind: 'failed', body: 'Nothing to review.' });
  });
});
