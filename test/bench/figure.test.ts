import { describe, expect, test } from 'vitest';
import { figure } from '../../bench/figure';
import { formatTable } from '../../bench/table';

describe('figure', () => {
  test('a throughput figure passes at the ratio it asks for and fails below it', () => {
    const base = { baseline: 28, unit: 'MB/s', baselineLabel: 'headless fed directly' };
    const pass = figure('pty-throughput', { ...base, value: 26, goals: [{ atLeastRatio: 0.9 }] });
    const miss = figure('pty-throughput', { ...base, value: 24, goals: [{ atLeastRatio: 0.9 }] });
    expect(pass).toMatchObject({
      ratio: 0.929,
      pass: true,
      target: '≥ 0.9× headless fed directly',
    });
    expect(miss.pass).toBe(false);
  });

  test('a figure that measured nothing on either side meets no ratio', () => {
    const input = { value: 0, baseline: 0, unit: 'MB/s', baselineLabel: 'core in the host' };
    expect(figure('host-relay-throughput', { ...input, goals: [{ atLeastRatio: 0.5 }] }).pass).toBe(
      false,
    );
  });

  test('every goal must hold: an absolute limit and a speed-up over the baseline', () => {
    const input = { unit: 'ms', baselineLabel: 'plain react-diff-view', baseline: 3200 };
    const goals = [{ atMost: 300 }, { atLeastSpeedup: 10 }];
    expect(figure('diff-first-paint-20k', { ...input, value: 250, goals }).pass).toBe(true);
    // Under 300 ms but not ten times faster than the baseline.
    expect(
      figure('diff-first-paint-20k', { ...input, value: 290, baseline: 2000, goals }).pass,
    ).toBe(false);
    expect(figure('diff-first-paint-20k', { ...input, value: 400, goals }).target).toBe(
      '≤ 300 ms and ≥ 10× faster than plain react-diff-view',
    );
  });

  test('an added-latency goal compares the difference, not the ratio', () => {
    const input = {
      unit: 'ms',
      baselineLabel: 'raw PTY echo',
      baseline: 0.2,
      goals: [{ atMostAdded: 1 }],
    };
    expect(figure('keystroke-echo', { ...input, value: 1.1 }).pass).toBe(true);
    expect(figure('keystroke-echo', { ...input, value: 1.3 }).pass).toBe(false);
  });
});

test('the table lines up every figure and says which missed', () => {
  const results = [
    figure('a', { value: 1, baseline: 2, unit: 'ms', baselineLabel: 'x', goals: [{ atMost: 5 }] }),
    figure('longer-name', {
      value: 9,
      baseline: 2,
      unit: 'ms',
      baselineLabel: 'x',
      goals: [{ atMost: 5 }],
    }),
  ];
  const lines = formatTable(results).split('\n');
  expect(lines).toHaveLength(4);
  expect(lines[2]).toMatch(/^a\s+1 ms\s+2 ms\s+0\.5×\s+≤ 5 ms\s+yes$/);
  expect(lines[3]).toMatch(/NO$/);
  expect(lines[2]?.indexOf('1 ms')).toBe(lines[3]?.indexOf('9 ms'));
});
