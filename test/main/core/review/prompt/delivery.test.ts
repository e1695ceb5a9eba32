import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NodeGitRunner } from '../../../../../main/core/git/gitRunner';
import { NodeCommandRunner } from '../../../../../main/core/git/nodeCommandRunner';
import {
  nodePromptFiles,
  preparePromptDelivery,
} from '../../../../../main/core/review/prompt/delivery';
import { promptFileFromPointer } from '../../../../../main/core/review/protocol/textProtocol';

let workspace: string;
const files = () => nodePromptFiles(new NodeGitRunner(new NodeCommandRunner()));
const git = (...args: string[]) => execFileSync('git', args, { cwd: workspace, encoding: 'utf8' });

beforeEach(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'parley-delivery-'));
});
afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
});

describe('preparePromptDelivery', () => {
  it('pastes a small prompt as it is and writes nothing', async () => {
    git('init', '-q');
    const delivery = await preparePromptDelivery('Review this.\nVERDICT…', workspace, files());
    expect(delivery).toEqual({ pasteText: 'Review this.\nVERDICT…' });
    await expect(
      readFile(path.join(workspace, '.git/info/exclude'), 'utf8'),
    ).resolves.not.toContain('.parley/');
  });

  it('writes a big prompt under .parley/prompts, kept out of git, and pastes a pointer', async () => {
    git('init', '-q');
    const text = `# Review\n${'ü line of the diff\n'.repeat(400)}`;
    const delivery = await preparePromptDelivery(text, workspace, files());
    const relative = promptFileFromPointer(delivery.pasteText);
    expect(relative).toMatch(/^\.parley\/prompts\/prompt-[0-9a-f]{16}\.md$/);
    expect(delivery.pasteText).not.toContain('\n');
    expect(delivery.filePath).toBe(path.join(workspace, relative!));
    expect(await readFile(delivery.filePath!, 'utf8')).toBe(text);
    expect(git('status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(git('check-ignore', relative!).trim()).toBe(relative);

    // The same prompt again (a resumed review) rewrites the same file; the exclude line is not repeated.
    const again = await preparePromptDelivery(text, workspace, files());
    expect(again).toEqual(delivery);
    const exclude = await readFile(path.join(workspace, '.git/info/exclude'), 'utf8');
    expect(exclude.match(/^\.parley\/$/gm)).toHaveLength(1);
  });

  it('goes to a file past the limit it is given, also in a folder that is no git repository', async () => {
    const delivery = await preparePromptDelivery('short', workspace, files(), { limitBytes: 2 });
    expect(delivery.filePath).toBeDefined();
    expect(await readFile(delivery.filePath!, 'utf8')).toBe('short');
  });
});
