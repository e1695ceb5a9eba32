import { describe, expect, it } from 'vitest';
import { RestartBudget } from '../../../../main/host/coreProcess/restartBudget';

describe('RestartBudget', () => {
  it('allows a few restarts within the window, then none until the oldest is out of it', () => {
    let now = 0;
    const budget = new RestartBudget(2, 60_000, () => now);
    expect(budget.take()).toBe(true);
    now = 10_000;
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
    now = 60_001;
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
  });
});
