import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiffFile } from '../../../../../shared/contract/diff';
import { ParsedDiffSchema } from '../../../../../shared/contract/diff';
import { parseDiff } from '../../../../../main/core/git/diff/parseDiff';
import { corpusDir, readCorpusIndex } from './corpusIndex';

const run = promisify(execFile);
const { rows, lists } = readCorpusIndex();
const sum = (files: DiffFile[], key: 'added' | 'removed') => files.reduce((n, f) => n + f[key], 0);

/** git apply --numstat -z: "added\tremoved\tpath\0", "-\t-\tpath\0" for binaries; reads only. */
async function gitNumstat(file: string, cwd: string): Promise<[string, string, string][]> {
  const { stdout } = await run('git', ['apply', '--numstat', '-z', file], {
    cwd,
    maxBuffer: 1 << 26,
  });
  return stdout
    .split('\0')
    .filter(Boolean)
    .map((record) => {
      const [added = '', removed = '', ...name] = record.split('\t');
      return [added, removed, name.join('\t')];
    });
}

/** What each INDEX tag promises about a file. */
const tagChecks: Record<string, (f: DiffFile) => boolean> = {
  new: (f) => f.status === 'added',
  deleted: (f) => f.status === 'deleted',
  rename: (f) => f.status === 'renamed' && f.similarity !== null,
  copy: (f) => f.status === 'copied' && f.similarity !== null,
  mode: (f) => f.status === 'mode-changed' && f.oldMode !== f.newMode,
  binary: (f) => f.binary && f.hunks.length === 0,
  combined: (f) => f.combined && f.hunks.every((h) => (h.parents?.length ?? 0) === 2),
  'no-newline-eof': (f) =>
    f.noNewlineAtEof && f.hunks.some((h) => h.lines.some((l) => l.noNewline)),
  crlf: (f) => f.hunks.some((h) => h.lines.some((l) => l.text.endsWith('\r'))),
  'non-ascii': (f) =>
    f.hunks.some((h) => h.lines.some((l) => [...l.text].some((c) => c.charCodeAt(0) > 127))),
  rewrite: (f) => f.dissimilarity !== null,
};

describe('the shared diff corpus', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'parley-numstat-'));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('has an INDEX row for every diff file', async () => {
    const onDisk = (await readdir(corpusDir)).filter((f) => f.endsWith('.diff')).sort();
    expect(rows.map((r) => r.file).sort()).toEqual(onDisk);
    expect(onDisk.length).toBeGreaterThanOrEqual(25);
  });

  for (const row of rows) {
    describe(row.file, () => {
      const file = path.join(corpusDir, row.file);

      it('parses without warnings into the files and line counts INDEX.md gives', async () => {
        const text = await readFile(file, 'utf8');
        const parsed = parseDiff(text);
        expect(ParsedDiffSchema.parse(parsed)).toEqual(parsed);
        expect(parsed.warnings).toEqual([]);
        expect(parsed.files).toHaveLength(row.files);
        expect(sum(parsed.files, 'added')).toBe(row.added);
        expect(sum(parsed.files, 'removed')).toBe(row.removed);

        const list = lists.get(row.file);
        expect(list, `INDEX lists the files of ${row.file}`).toBeDefined();
        expect(list!.listed.length + list!.more).toBe(row.files);
        // Plain `diff -u` names carry a timestamp INDEX could not split off; git's format cannot.
        const traditional = !/^diff --(git|cc|combined) /m.test(text);
        list!.listed.forEach((entry, i) => {
          const got = parsed.files[i]!;
          const name = entry.path.startsWith('"') ? (JSON.parse(entry.path) as string) : entry.path;
          if (traditional) expect(name).toContain(got.path);
          else expect(got.path).toBe(name);
          expect([got.added, got.removed]).toEqual([entry.added, entry.removed]);
          for (const tag of entry.tags) {
            expect(tagChecks[tag], `known tag ${tag}`).toBeDefined();
            expect(tagChecks[tag]!(got), `${got.path} is ${tag}`).toBe(true);
          }
        });
      });

      it('agrees with git apply --numstat, file by file (combined diffs: git refuses them)', async () => {
        const parsed = parseDiff(await readFile(file, 'utf8'));
        if (parsed.files.some((f) => f.combined)) {
          await expect(gitNumstat(file, scratch)).rejects.toThrow(/No valid patches/);
          return;
        }
        const ours = parsed.files.map((f) =>
          f.binary ? ['-', '-', f.path] : [String(f.added), String(f.removed), f.path],
        );
        expect(ours).toEqual(await gitNumstat(file, scratch));
      });
    });
  }
});
