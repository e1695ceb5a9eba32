import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgress } from '../../../../../main/host/cli/reviewRun/progress';

/** A stream that records what was written; isTTY makes it look like a terminal. */
function stream(isTTY: boolean, columns = 80) {
  const out = Object.assign(new PassThrough(), { isTTY, columns });
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { out, text: () => text };
}

/** What a terminal shows: on each line, what was drawn after the last "clear line". */
function shown(text: string): string[] {
  return text.split('\n').map((line) => line.split('\r\x1b[2K').at(-1)!);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('progress lines', () => {
  it('into a pipe: one plain line each, stamped with the seconds since start', () => {
    let now = 1000;
    const { out, text } = stream(false);
    const progress = createProgress(out, () => now);
    progress.step('Round 1/3 — reviewing…');
    now += 2500;
    progress.note('Round 1/3: changes requested');
    progress.warn('Nearing the cost ceiling');
    now += 12_000;
    progress.fail('Error: the reviewer is gone');
    progress.stop();
    expect(text()).toBe(
      [
        '[  0.0s] Round 1/3 — reviewing…',
        '[  2.5s] Round 1/3: changes requested',
        '[  2.5s] Nearing the cost ceiling',
        '[ 14.5s] Error: the reviewer is gone',
        '',
      ].join('\n'),
    );
  });

  it('on a terminal: a spinner line with elapsed seconds, closed with ✓ or ✗ and its duration', () => {
    vi.useFakeTimers();
    let now = 0;
    const { out, text } = stream(true);
    const progress = createProgress(out, () => now);
    progress.step('Round 1/3 — reviewing…');
    now = 1200;
    vi.advanceTimersByTime(100);
    const live = shown(text()).at(-1);
    expect(live).toMatch(/^[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Round 1\/3 — reviewing… 1s$/);

    now = 2000;
    progress.note('Round 1/3: changes requested');
    progress.step('Round 1/3 — author addressing feedback…');
    now = 3500;
    progress.fail('Error: timed out');
    progress.stop();
    expect(shown(text())).toEqual([
      '✓ Round 1/3 — reviewing… 2.0s',
      '  Round 1/3: changes requested',
      '✗ Round 1/3 — author addressing feedback… 1.5s',
      '  Error: timed out',
      '',
    ]);

    // Stopped: the spinner draws nothing more.
    const before = text();
    vi.advanceTimersByTime(1000);
    expect(text()).toBe(before);
  });

  it('keeps the live line narrower than the terminal, so redrawing it never wraps', () => {
    vi.useFakeTimers();
    const { out, text } = stream(true, 30);
    const progress = createProgress(out, () => 0);
    progress.step('Round 1/3 — reviewing… (reviewer: a rather long command line)');
    const live = shown(text()).at(-1)!;
    expect(live.length).toBeLessThan(30);
    expect(live.endsWith('…')).toBe(true);
    progress.stop();
  });
});
