import { describe, expect, it } from 'vitest';
import {
  OUTPUT_FRAME_KIND,
  decodeOutputFrame,
  encodeOutputFrame,
} from '../../../shared/contract/wire';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('output frames', () => {
  it('carry a session id and its output byte for byte: escapes, CRLF, accents, emoji', () => {
    const output = {
      id: 's-1f3a',
      data: bytes('\x1b[1;31mroute ✓\x1b[0m café 🚀\r\n\x1b[?2004h$ '),
    };
    const frame = encodeOutputFrame(output);
    expect(frame[0]).toBe(OUTPUT_FRAME_KIND);
    // ESC travels as one byte, not JSON's six characters \u001b.
    expect(frame.length).toBe(3 + 6 + output.data.length);
    expect(decodeOutputFrame(frame)).toEqual(output);
  });

  it('carry a character split between two outputs as its bytes, for the terminal to join', () => {
    const rocket = bytes('🚀');
    const first = { id: 's-1', data: Uint8Array.of(0x41, ...rocket.subarray(0, 2)) };
    const second = { id: 's-1', data: rocket.subarray(2) };
    expect(decodeOutputFrame(encodeOutputFrame(first))).toEqual(first);
    expect(decodeOutputFrame(encodeOutputFrame(second))).toEqual(second);
  });

  it('carry empty output and a large batch alike', () => {
    const empty = { id: 'a', data: new Uint8Array() };
    expect(decodeOutputFrame(encodeOutputFrame(empty))).toEqual(empty);
    const big = { id: 's-big', data: bytes('x'.repeat(300_000) + 'é') };
    expect(decodeOutputFrame(encodeOutputFrame(big))).toEqual(big);
  });

  it('refuse to encode an id too long for the two length bytes', () => {
    expect(() => encodeOutputFrame({ id: 'é'.repeat(40_000), data: bytes('x') })).toThrow(
      /does not fit/,
    );
  });

  it('decode a bad frame to an error saying what is wrong, never to output for a wrong session', () => {
    const good = encodeOutputFrame({ id: 's-1', data: bytes('hello') });
    const cases: Array<[Uint8Array, RegExp]> = [
      [new Uint8Array(), /not an output frame \(kind missing\)/],
      [Uint8Array.of(2, 0, 1, 65), /not an output frame \(kind 2\)/],
      [Uint8Array.of(OUTPUT_FRAME_KIND, 0), /not an output frame/],
      [Uint8Array.of(OUTPUT_FRAME_KIND, 0, 0, 65), /session id is empty/],
      [good.subarray(0, 5), /cut off/],
      [Uint8Array.of(OUTPUT_FRAME_KIND, 0, 1, 0xff, 65), /session id is not UTF-8/],
    ];
    for (const [frame, error] of cases) {
      const decoded = decodeOutputFrame(frame);
      expect(decoded).toEqual({ error: expect.stringMatching(error) });
    }
  });
});
