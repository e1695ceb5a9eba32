import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BATCH_INTERVAL_MS,
  OutputBatcher,
  QUICK_PER_INTERVAL,
  SMALL_OUTPUT_BYTES,
  type OutputBatch,
} from '../../../../../main/core/sessions/output/outputBatcher';

/** The batches as text; every batch's text is checked to say what its bytes say. */
function recordingBatcher(maxBytes?: number) {
  const batches: string[] = [];
  const raw: OutputBatch[] = [];
  const batcher = new OutputBatcher(
    (batch) => {
      raw.push(batch);
      batches.push(batch.text);
      expect(Buffer.from(batch.bytes).toString('utf8')).toBe(batch.text);
    },
    BATCH_INTERVAL_MS,
    maxBytes,
  );
  return { batcher, batches, raw };
}

describe('OutputBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands on output that finds the terminal idle at once (a keystroke echo waits on no timer)', () => {
    const { batcher, batches } = recordingBatcher();
    batcher.push('a');
    expect(batches).toEqual(['a']);
    vi.advanceTimersByTime(BATCH_INTERVAL_MS * 3);
    batcher.push('b');
    expect(batches).toEqual(['a', 'b']);
    batcher.dispose();
  });

  it('hands on the first short outputs after it at once too: ^C, then the prompt', () => {
    const { batcher, batches } = recordingBatcher();
    batcher.push('^C\r\n');
    batcher.push('$ ');
    expect(batches).toEqual(['^C\r\n', '$ ']);
    batcher.dispose();
  });

  it('batches a flood: reads that keep coming go on once per interval, joined in order', () => {
    const { batcher, batches } = recordingBatcher();
    const read = 'x'.repeat(SMALL_OUTPUT_BYTES * 2);
    const reads = Array.from({ length: 40 }, (_, n) => `${n};${read}`);
    for (const [n, data] of reads.entries()) {
      batcher.push(data);
      if (n % 10 === 9) vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    }
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    expect(batches.join('')).toBe(reads.join(''));
    // The first read at once, then one batch per interval: never one per read.
    expect(batches.length).toBeLessThanOrEqual(5);
    batcher.dispose();
  });

  it('limits short outputs at once to a few per interval: many tiny writes are still batched', () => {
    const { batcher, batches } = recordingBatcher();
    for (let n = 0; n < 100; n++) batcher.push(`${n},`);
    expect(batches.length).toBe(1 + QUICK_PER_INTERVAL);
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    expect(batches.length).toBe(2 + QUICK_PER_INTERVAL);
    expect(batches.join('')).toBe(Array.from({ length: 100 }, (_, n) => `${n},`).join(''));
    // Nothing more came for an interval: idle again, so the next output goes at once.
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    batcher.push('typed');
    expect(batches.at(-1)).toBe('typed');
    batcher.dispose();
  });

  it('hands on at once when the held output grows past the limit', () => {
    const { batcher, batches } = recordingBatcher(10_000);
    batcher.push('start');
    batcher.push('y'.repeat(6_000));
    expect(batches).toEqual(['start']);
    batcher.push('y'.repeat(6_000));
    expect(batches.length).toBe(2);
    expect(batches[1]).toHaveLength(12_000);
    batcher.dispose();
  });

  it('never splits a UTF-8 character across batches, and end() hands on an incomplete one as is', () => {
    const { batcher, batches, raw } = recordingBatcher();
    const bytes = Buffer.from('héllo ✓ 🚀', 'utf8');
    for (const byte of bytes) batcher.push(Uint8Array.of(byte));
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    expect(batches.join('')).toBe('héllo ✓ 🚀');
    // The bytes go on as they came, whole characters to a batch.
    expect(Buffer.concat(raw.map((batch) => batch.bytes))).toEqual(bytes);
    batcher.push(Buffer.from('✓', 'utf8').subarray(0, 2));
    batcher.flush();
    expect(batches.join('')).toBe('héllo ✓ 🚀');
    expect(batcher.bufferedBytes).toBe(2);
    batcher.end();
    expect(batches.at(-1)).toBe('\ufffd');
    batcher.dispose();
  });

  it('counts what it holds and hands on in bytes: a batch of accents is twice its characters', () => {
    const { batcher, raw } = recordingBatcher(10_000);
    batcher.push('start');
    batcher.push('é'.repeat(4_000));
    expect(raw).toHaveLength(1);
    expect(batcher.bufferedBytes).toBe(8_000);
    batcher.push('é'.repeat(1_000));
    expect(raw.map((batch) => batch.bytes.length)).toEqual([5, 10_000]);
    batcher.dispose();
  });

  it('flush() hands on what is held at once; a disposed batcher hands on nothing more', () => {
    const { batcher, batches } = recordingBatcher();
    batcher.push('a'.repeat(SMALL_OUTPUT_BYTES + 1));
    batcher.push('b'.repeat(SMALL_OUTPUT_BYTES + 1));
    expect(batches.length).toBe(1);
    batcher.flush();
    expect(batches.length).toBe(2);
    batcher.push('c'.repeat(SMALL_OUTPUT_BYTES + 1));
    batcher.dispose();
    vi.advanceTimersByTime(BATCH_INTERVAL_MS * 2);
    expect(batches.length).toBe(2);
  });

  it('hands on bytes in an array of their own, never a view into a larger buffer', () => {
    const { batcher, raw } = recordingBatcher();
    // Small Buffers share Node's pool: sent as they are, the whole pool would go along.
    const pooled = Buffer.from('a prompt$ ');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    batcher.push(pooled);
    const bigRead = Buffer.from('x'.repeat(100) + '✓');
    batcher.push(bigRead.subarray(0, 101));
    batcher.flush();
    batcher.end();
    for (const { bytes } of raw) {
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
    expect(raw.map((batch) => batch.text).join('')).toBe('a prompt$ ' + 'x'.repeat(100) + '\ufffd');
    batcher.dispose();
  });
});
