import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileLogger, logDirIn } from '../../../../main/core/log/fileLogger';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-log-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const at = () => new Date('2025-01-02T03:04:05.000Z');

describe('createFileLogger', () => {
  it('writes one timestamped line per message in <dataDir>/logs/parley.log, with the stack indented', async () => {
    const log = createFileLogger({ dir: logDirIn(dataDir), now: at });
    log.info('started');
    log.warn('could not save the session list:', new Error('disk full'));
    const text = await readFile(path.join(dataDir, 'logs', 'parley.log'), 'utf8');
    const lines = text.split('\n');
    expect(lines[0]).toBe('2025-01-02T03:04:05.000Z INFO started');
    expect(lines[1]).toBe('2025-01-02T03:04:05.000Z WARN could not save the session list:');
    expect(lines[2]).toBe('  Error: disk full');
    expect(lines[3]).toMatch(/^ +at /);
  });

  it('rotates past its size and keeps only the newest files', async () => {
    const dir = logDirIn(dataDir);
    const log = createFileLogger({ dir, maxBytes: 100, keep: 2, now: at });
    for (let i = 0; i < 20; i++) log.info(`message ${i} ${'x'.repeat(40)}`);
    expect((await readdir(dir)).sort()).toEqual(['parley.1.log', 'parley.2.log', 'parley.log']);
    for (const name of await readdir(dir)) {
      expect((await readFile(path.join(dir, name))).length).toBeLessThanOrEqual(200);
    }
    expect(await readFile(path.join(dir, 'parley.log'), 'utf8')).toContain('message 19');
    expect(await readFile(path.join(dir, 'parley.2.log'), 'utf8')).not.toContain('message 0 ');
  });

  it('never throws when the log cannot be written, and still echoes the line', async () => {
    const echoed: string[] = [];
    // A folder where the log file should be: appending to it fails.
    const dir = logDirIn(dataDir);
    await mkdir(path.join(dir, 'parley.log'), { recursive: true });
    const log = createFileLogger({ dir, echo: (line) => echoed.push(line) });
    expect(() => log.error('boom', 'why')).not.toThrow();
    expect(echoed[0]).toMatch(/ERROR boom\n {2}why\n$/);
  });
});
