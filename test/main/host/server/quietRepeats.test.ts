import { describe, expect, it } from 'vitest';
import { QuietRepeats } from '../../../../main/host/server/quietRepeats';

describe('QuietRepeats', () => {
  it('says a warning once a period, then how many times it came meanwhile', () => {
    let now = 0;
    const quiet = new QuietRepeats(60_000, () => now);
    const wrongToken = 'Refused a WebSocket upgrade (403): wrong token.';
    expect(quiet.line(wrongToken)).toBe(wrongToken);
    // A tab retrying every 5 s: nothing for the rest of the minute.
    for (now = 5_000; now < 60_000; now += 5_000) expect(quiet.line(wrongToken)).toBeNull();
    // Another warning is its own.
    expect(quiet.line('Refused a WebSocket upgrade (403): wrong origin.')).not.toBeNull();
    now = 60_000;
    expect(quiet.line(wrongToken)).toBe(`${wrongToken} (11 more times since it was last logged)`);
    now = 130_000;
    expect(quiet.line(wrongToken)).toBe(wrongToken);
  });
});
