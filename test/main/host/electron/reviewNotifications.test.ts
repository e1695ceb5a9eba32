import { describe, expect, it } from 'vitest';
import type { AgentReview, ParleyEvent, SessionSnapshot } from '../../../../shared/contract';
import { notifyReviewAlerts } from '../../../../main/host/electron/reviewNotifications';
import { review, round } from '../../../renderer/model/reviewFixture';
import { sessionSnapshot } from '../../../support/sessionSnapshot';

/** The core's event stream, driven by the test. */
function fakeCore() {
  const listeners = new Set<(event: ParleyEvent) => void>();
  return {
    onEvent(listener: (event: ParleyEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: ParleyEvent) {
      for (const listener of listeners) listener(event);
    },
  };
}

/** Electron's Notification as a recorder: what was constructed, shown and clickable. */
function fakeNotifications(supported = true) {
  const shown: { title: string; body: string; click: () => void }[] = [];
  class FakeNotification {
    private click: () => void = () => undefined;
    constructor(private readonly options: { title: string; body: string }) {}
    static isSupported() {
      return supported;
    }
    on(_event: 'click', listener: () => void) {
      this.click = listener;
      return this;
    }
    show() {
      shown.push({ ...this.options, click: () => this.click() });
    }
  }
  return { Notification: FakeNotification, shown };
}

const session = (id: string, name: string, extra: Partial<SessionSnapshot> = {}) =>
  sessionSnapshot(id, { name, ...extra });

const changed = (r: AgentReview): ParleyEvent => ({ name: 'review:did-change', payload: r });

function setup(focused = false, supported = true) {
  const core = fakeCore();
  const fake = fakeNotifications(supported);
  let clicks = 0;
  const stop = notifyReviewAlerts(core, {
    Notification: fake.Notification,
    appFocused: () => focused,
    onClick: () => clicks++,
  });
  core.emit({ name: 'session:did-change', payload: session('author', 'api author') });
  core.emit({ name: 'session:did-change', payload: session('reviewer', 'api reviewer') });
  return { core, shown: fake.shown, clicks: () => clicks, stop };
}

describe('desktop notifications for reviews', () => {
  it('announces an approval once, naming the sessions, and a click brings the app forward', () => {
    const { core, shown, clicks } = setup();
    core.emit(changed(review()));
    expect(shown).toEqual([]);

    const approved = review({ status: 'approved', phase: undefined, rounds: [round(1), round(2)] });
    core.emit(changed(approved));
    core.emit(changed({ ...approved, updatedAt: '2025-01-01T00:09:00.000Z' }));
    expect(shown.map(({ title, body }) => ({ title, body }))).toEqual([
      {
        title: 'Review approved: api author',
        body: "api reviewer approved api author's work in round 2.",
      },
    ]);
    shown[0]!.click();
    expect(clicks()).toBe(1);
  });

  it('announces a review waiting on a dialog in its reviewer terminal', () => {
    const { core, shown } = setup();
    core.emit(changed(review()));
    core.emit({
      name: 'session:did-change',
      payload: session('reviewer', 'api reviewer', {
        status: 'dialog',
        dialog: 'Allow this command?',
      }),
    });
    expect(shown.map((n) => n.title)).toEqual(["Waiting for you in api reviewer's terminal"]);
    expect(shown[0]!.body).toContain('Allow this command?');
  });

  it('stays quiet while a window of the app has focus, or without a notification server', () => {
    for (const [focused, supported] of [
      [true, true],
      [false, false],
    ] as const) {
      const { core, shown } = setup(focused, supported);
      core.emit(
        changed(review({ status: 'error', statusReason: 'The reviewer session is gone.' })),
      );
      expect(shown).toEqual([]);
    }
  });

  it('stops listening when disposed', () => {
    const { core, shown, stop } = setup();
    stop();
    core.emit(changed(review({ status: 'max-rounds', phase: undefined, rounds: [round(3)] })));
    expect(shown).toEqual([]);
  });
});
