import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PhaseTranscript } from '../../../../../main/core/review/journal/transcript';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-transcript-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const open = (capChars?: number) =>
  new PhaseTranscript({ dataDir, reviewId: 'rev-1', round: 2, phase: 'reviewing', capChars });

describe('PhaseTranscript', () => {
  it("writes a phase's output to round-<n>-<phase>.log as it comes", () => {
    const t = open();
    t.append('\x1b[32m● Reviewing src/a.ts\x1b[0m\r\n');
    t.append('VERDICT: APPROVED\r\n');
    expect(t.file).toBe(path.join(dataDir, 'reviews', 'rev-1', 'round-2-reviewing.log'));
    // On disk before close: a crash loses nothing written so far.
    expect(fs.readFileSync(t.file, 'utf8')).toBe(
      '\x1b[32m● Reviewing src/a.ts\x1b[0m\r\nVERDICT: APPROVED\r\n',
    );
    t.close();
    expect(fs.readFileSync(t.file, 'utf8')).toBe(
      '\x1b[32m● Reviewing src/a.ts\x1b[0m\r\nVERDICT: APPROVED\r\n',
    );
  });

  it('keeps output up to the cap whole', () => {
    const t = open(100);
    t.append('a'.repeat(60));
    t.append('b'.repeat(40));
    t.close();
    expect(fs.readFileSync(t.file, 'utf8')).toBe('a'.repeat(60) + 'b'.repeat(40));
  });

  it('over the cap keeps the head and the tail and marks the cut', () => {
    const t = open(1000);
    const lines = Array.from({ length: 500 }, (_, i) => `line ${String(i).padStart(3, '0')}\n`);
    for (const line of lines) t.append(line); // 500 × 9 = 4500 characters
    t.close();

    const text = fs.readFileSync(t.file, 'utf8');
    const all = lines.join('');
    const [head, tail] = text.split(/\n\n\[… Parley cut 3500 characters here[^\]]*\]\n\n/);
    expect(head).toBe(all.slice(0, 250));
    expect(tail).toBe(all.slice(-750));
    expect(text).toContain('the first 250 and the last 750 characters');
    expect(tail).toMatch(/line 499\n$/);
  });

  it('a resumed phase continues the same file', () => {
    const first = open(1000);
    first.append('before the restart\n');
    first.close();
    const resumed = open(1000);
    resumed.append('after the restart\n');
    resumed.close();
    expect(fs.readFileSync(resumed.file, 'utf8')).toBe('before the restart\nafter the restart\n');
  });
});
