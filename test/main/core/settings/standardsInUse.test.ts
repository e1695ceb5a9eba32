import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStandards } from '../../../../main/core/review/prompt/standards';
import { standardsInUse } from '../../../../main/core/settings/standardsInUse';

let workspace: string;
beforeEach(async () => {
  workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-standards-'));
  await fs.writeFile(path.join(workspace, 'AGENTS.md'), 'agents rules\n');
  await fs.mkdir(path.join(workspace, 'docs'));
  await fs.writeFile(path.join(workspace, 'docs', 'review.md'), 'our review rules\n');
});
afterEach(() => fs.rm(workspace, { recursive: true, force: true }));

const read = (file: string) => fs.readFile(path.resolve(workspace, file), 'utf8').catch(() => null);

describe('the standards file chosen in Settings', () => {
  it('is what a review reads, relative to the workspace or absolute', async () => {
    expect(await readStandards(read)).toEqual({ source: 'AGENTS.md', text: 'agents rules\n' });
    expect(await readStandards(read, 'docs/review.md')).toEqual({
      source: 'docs/review.md',
      text: 'our review rules\n',
    });
    const absolute = path.join(workspace, 'docs', 'review.md');
    expect((await readStandards(read, absolute))?.text).toBe('our review rules\n');
  });

  it('gives no standards when missing, rather than another file than the one picked', async () => {
    expect(await readStandards(read, 'docs/gone.md')).toBeNull();
  });

  it('is shown as the file in use, or as missing', async () => {
    expect(await standardsInUse(workspace, '')).toEqual({
      source: 'AGENTS.md',
      path: path.join(workspace, 'AGENTS.md'),
      missing: false,
    });
    expect(await standardsInUse(workspace, 'docs/review.md')).toEqual({
      source: 'docs/review.md',
      path: path.join(workspace, 'docs', 'review.md'),
      missing: false,
    });
    expect(await standardsInUse(workspace, 'docs/gone.md')).toMatchObject({ missing: true });
    await fs.rm(path.join(workspace, 'AGENTS.md'));
    expect(await standardsInUse(workspace, '')).toEqual({
      source: null,
      path: null,
      missing: false,
    });
  });
});
