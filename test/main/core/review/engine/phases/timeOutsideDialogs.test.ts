import { describe, expect, it } from 'vitest';
import type { SessionStatus } from '../../../../../../shared/contract';
import {
  PhaseTimeoutError,
  withinTimeOutsideDialogs,
} from '../../../../../../main/core/review/engine/phases/timeOutsideDialogs';

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('withinTimeOutsideDialogs', () => {
  it('times out after the limit while the agent works', async () => {
    const agent = { currentStatus: 'busy' as SessionStatus };
    const started = Date.now();
    const waiting = withinTimeOutsideDialogs(agent, 300, after(5000, 'done'), 'too slow');
    await expect(waiting).rejects.toThrow(PhaseTimeoutError);
    await expect(waiting).rejects.toThrow('too slow');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('stops the clock while the agent waits on a dialog a person can answer', async () => {
    const agent = { currentStatus: 'dialog' as SessionStatus };
    // The dialog stands for longer than the limit, then the person answers it.
    setTimeout(() => (agent.currentStatus = 'busy'), 900);
    await expect(withinTimeOutsideDialogs(agent, 400, after(1100, 'done'), 'x')).resolves.toBe(
      'done',
    );
  });

  it('passes the work’s own failure through', async () => {
    const agent = { currentStatus: 'busy' as SessionStatus };
    const failing = Promise.reject(new Error('the session exited'));
    await expect(withinTimeOutsideDialogs(agent, 1000, failing, 'x')).rejects.toThrow(
      'the session exited',
    );
  });
});
