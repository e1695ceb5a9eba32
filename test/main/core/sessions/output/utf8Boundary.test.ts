import { describe, expect, it } from 'vitest';
import { wholeCharacterLength } from '../../../../../main/core/sessions/output/utf8Boundary';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('wholeCharacterLength', () => {
  it('keeps back only the start of a character whose last bytes are still to come', () => {
    for (const char of ['é', '✓', '🚀']) {
      const whole = bytes(`ab${char}`);
      expect(wholeCharacterLength(whole)).toBe(whole.length);
      for (let cut = 1; cut < bytes(char).length; cut++) {
        expect(wholeCharacterLength(whole.subarray(0, 2 + cut)), `${char} cut at ${cut}`).toBe(2);
      }
    }
  });

  it('counts bytes that are no UTF-8 as whole: the decoder shows them at once, as it would anyway', () => {
    expect(wholeCharacterLength(Uint8Array.of(0x61, 0xff))).toBe(2);
    expect(wholeCharacterLength(Uint8Array.of(0x61, 0xc0))).toBe(2);
    expect(wholeCharacterLength(Uint8Array.of(0x80, 0x80, 0x80, 0x80))).toBe(4);
    expect(wholeCharacterLength(new Uint8Array())).toBe(0);
  });
});
