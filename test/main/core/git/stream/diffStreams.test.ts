import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { DiffFile } from '../../../../../shared/contract/diff';
import { DiffSources } from '../../../../../main/core/git/sources/captureDiff';
import { NodeCommandRunner } from '../../../../../main/core/git/nodeCommandRunner';
import { printedInPieces, type DiffRun } from '../../../../../main/core/git/sources/diffRun';
import type { DiffPage } from '../../../../../main/core/git/stream/diffStream';
import { DiffStreams } from '../../../../../main/core/git/stream/diffStreams';
import { lineCount } from '../../../../../main/core/git/stream/lineCount';
import { joinPage } from '../../../../../shared/contract/diffPages';
import { makeTestRepo, realGit, type TestRepo } from '../testRepo';

const FILES = 30;
const numbered = (n: number, word: string) =>
  Array.from({ length: n }, (_, i) => `line ${i + 1} ${word}`).join('\n') + '\n';

describe('DiffStreams over real git', () => {
  let repo: TestRepo;
  const sources = new DiffSources(realGit(), new NodeCommandRunner());
  beforeEach(async () => {
    repo = await makeTestRepo();
    for (let f = 0; f < FILES; f++) await repo.write(`src/f${f}.txt`, numbered(200, 'before'));
    await repo.write('.parley/prompt.md', 'kept out\n');
    repo.commitAll('before');
    for (let f = 0; f < FILES; f++) await repo.write(`src/f${f}.txt`, numbered(200, 'after'));
    await repo.write('.parley/prompt.md', 'changed, still kept out\n');
    await repo.write('new.txt', 'untracked\n');
  });
  afterEach(async () => {
    await repo.remove();
  });

  async function readAll(streams: DiffStreams, owner = 'client') {
    const first = await streams.start(
      owner,
      await sources.open(repo.dir, { kind: 'working-tree' }),
    );
    const pages: DiffPage[] = [first];
    while (!pages.at(-1)!.done) pages.push(await streams.read(owner, first.stream));
    // Joined as a viewer joins them: a file cut between pages becomes one again.
    const files = pages.reduce<DiffFile[]>(
      (read, page, index) => joinPage(read, pages[index - 1]?.continued, page.files),
      [],
    );
    return { first, pages, files };
  }

  it('reads, page by page, the files capture reads whole, in the same order', async () => {
    const whole = await sources.capture(repo.dir, { kind: 'working-tree' });
    const { first, pages, files } = await readAll(new DiffStreams({ pageLines: 500 }));
    expect(files).toEqual(whole.files);
    expect(files.map((f: DiffFile) => f.path)).not.toContain('.parley/prompt.md');
    expect(first.description).toBe(whole.description);
    // The first page does not wait for the whole diff.
    expect(first.files.length).toBeLessThan(whole.files.length);
    expect(pages.length).toBeGreaterThan(2);
  });

  it('cuts a file longer than a page, so that no page holds more than about a page of lines', async () => {
    const whole = await sources.capture(repo.dir, { kind: 'working-tree' });
    // Every file is one hunk of 400 lines: each comes in parts, cut inside its hunk.
    const { pages, files } = await readAll(new DiffStreams({ pageLines: 150 }));
    expect(files).toEqual(whole.files);
    expect(pages.filter((page) => page.continued === 'hunk').length).toBeGreaterThan(FILES);
    for (const page of pages) {
      expect(page.files.reduce((lines, file) => lines + lineCount(file), 0)).toBeLessThanOrEqual(
        150,
      );
    }
  });

  it('serves a stream only to the client that opened it, and forgets it once read', async () => {
    const streams = new DiffStreams({ pageLines: 500 });
    const first = await streams.start(
      'mine',
      await sources.open(repo.dir, { kind: 'working-tree' }),
    );
    await expect(streams.read('theirs', first.stream)).rejects.toThrow(/no longer being read/);
    let page = first;
    while (!page.done) page = { ...page, ...(await streams.read('mine', first.stream)) };
    await expect(streams.read('mine', first.stream)).rejects.toThrow(/no longer being read/);
  });

  it('closing a stream, or its client going away, ends it', async () => {
    const streams = new DiffStreams({ pageLines: 100 });
    const open = async () =>
      streams.start('c', await sources.open(repo.dir, { kind: 'working-tree' }));
    const a = await open();
    streams.close('c', a.stream);
    await expect(streams.read('c', a.stream)).rejects.toThrow(/no longer being read/);
    const b = await open();
    streams.clientGone('c');
    await expect(streams.read('c', b.stream)).rejects.toThrow(/no longer being read/);
  });

  it('an unread stream is dropped after its idle time', async () => {
    const streams = new DiffStreams({ pageLines: 100, idleMs: 50 });
    const first = await streams.start('c', await sources.open(repo.dir, { kind: 'working-tree' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(streams.read('c', first.stream)).rejects.toThrow(/no longer being read/);
  });

  it('a git failure reaches the reader as an error', async () => {
    const streams = new DiffStreams();
    const run = await sources.open(repo.dir, { kind: 'branch', base: 'main' });
    // The repository vanishes between opening and printing.
    await rm(path.join(repo.dir, '.git'), { recursive: true, force: true });
    await expect(streams.start('c', run)).rejects.toThrow(/is not inside a git repository/);
  });

  it('a diff text in hand (a stored round) is parsed file by file as its pages are read', async () => {
    const whole = await sources.capture(repo.dir, { kind: 'working-tree' });
    const streams = new DiffStreams({ pageLines: 1000 });
    // Small pieces: the first page goes out before the text is all parsed.
    const pieces: number[] = [];
    const run = printedInPieces({ description: 'round 1', raw: whole.raw }, 4096);
    const counted: DiffRun = {
      ...run,
      print: (onText, control) =>
        run.print((text) => {
          pieces.push(text.length);
          onText(text);
        }, control),
    };
    const first = await streams.start('c', counted);
    const printedBeforeFirstPage = pieces.length;
    const files = [...first.files];
    let done = first.done;
    while (!done) {
      const page = await streams.read('c', first.stream);
      files.push(...page.files);
      done = page.done;
    }
    expect(first.description).toBe('round 1');
    expect(printedBeforeFirstPage).toBeLessThan(pieces.length);
    expect(files).toEqual(whole.files);
  });

  it('holds the tool back while nobody reads: a few pages parsed ahead, the rest once read', async () => {
    const whole = await sources.capture(repo.dir, { kind: 'working-tree' });
    const streams = new DiffStreams({ pageLines: 401 });
    let printed = 0;
    const run = printedInPieces({ description: 'held', raw: whole.raw }, 1024);
    const first = await streams.start('c', {
      ...run,
      print: (onText, control) =>
        run.print((text) => {
          printed += text.length;
          onText(text);
        }, control),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Four pages of one file each wait unread (and the file being parsed): the tool waits.
    expect(printed).toBeLessThan(whole.raw.length / 3);
    const files = [...first.files];
    for (let page: DiffPage = first; !page.done;) {
      page = await streams.read('c', first.stream);
      files.push(...page.files);
    }
    expect(printed).toBe(whole.raw.length);
    expect(files).toEqual(whole.files);
  });
});
