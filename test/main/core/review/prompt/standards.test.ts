import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStandards } from '../../../../../main/core/review/prompt/standards';

let workspace: string;
const read = (relative: string) =>
  readFile(path.join(workspace, relative), 'utf8').catch(() => null);

beforeEach(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'parley-standards-'));
});
afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
});

describe('readStandards', () => {
  it('prefers .parley/standards.md, then AGENTS.md, then CLAUDE.md', async () => {
    await writeFile(path.join(workspace, 'CLAUDE.md'), 'claude rules');
    expect(await readStandards(read)).toEqual({ source: 'CLAUDE.md', text: 'claude rules' });
    await writeFile(path.join(workspace, 'AGENTS.md'), 'agents rules');
    expect(await readStandards(read)).toEqual({ source: 'AGENTS.md', text: 'agents rules' });
    await mkdir(path.join(workspace, '.parley'));
    await writeFile(path.join(workspace, '.parley/standards.md'), 'parley rules');
    expect(await readStandards(read)).toEqual({
      source: '.parley/standards.md',
      text: 'parley rules',
    });
  });

  it('skips a blank file and gives null when there are none', async () => {
    expect(await readStandards(read)).toBeNull();
    await writeFile(path.join(workspace, 'AGENTS.md'), '  \n\n');
    await writeFile(path.join(workspace, 'CLAUDE.md'), 'use tabs');
    expect(await readStandards(read)).toEqual({ source: 'CLAUDE.md', text: 'use tabs' });
  });
});
