import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiffFile } from '../../../../../shared/contract/diff';
import { ParsedDiffSchema } from '../../../../../shared/contract/diff';
import { parseDiff } from '../../../../../main/core/git/diff/parseDiff';
import { allDiffShapes } from '../../../../support/diffShapes';
import type { ExpectedFile, ShapeTag } from '../../../../support/diffShapes';
import { corpusDiffNames, corpusText, describeWithCorpus } from '../../../../support/sharedCorpus';
import { readCorpusIndex } from './corpusIndex';

const run = promisify(execFile);
const sum = (files: DiffFile[], key: 'added' | 'removed') => files.reduce((n, f) => n + f[key], 0);

/** git apply --numstat -z: "added\tremoved\tpath\0", "-\t-\tpath\0" for binaries; reads only. */
async function gitNumstat(text: string, cwd: string): Promise<[string, string, string][]> {
  const file = path.join(cwd, 'patch.diff');
  await writeFile(file, text);
  const { stdout } = await run('git', ['apply', '--numstat', '-z', file], {
    cwd,
    maxBuffer: 1 << 26,
  });
  const records = stdout
    .split('\0')
    .filter(Boolean)
    .map((record): [string, string, string] => {
      const [added = '', removed = '', ...name] = record.split('\t');
      return [added, removed, name.join('\t')];
    });
  // A path whose type changed is two patches to git apply, one file to Parley.
  return records.reduce<[string, string, string][]>((joined, record) => {
    const before = joined.at(-1);
    if (before?.[2] !== record[2]) return [...joined, record];
    const both = (i: 0 | 1) => String(Number(before[i]) + Number(record[i]));
    joined[joined.length - 1] = [both(0), both(1), record[2]];
    return joined;
  }, []);
}

/** What each INDEX tag promises about a file. */
const tagChecks: Record<ShapeTag, (f: DiffFile) => boolean> = {
  new: (f) => f.status === 'added',
  deleted: (f) => f.status === 'deleted',
  rename: (f) => f.status === 'renamed' && f.similarity !== null,
  copy: (f) => f.status === 'copied' && f.similarity !== null,
  mode: (f) => f.status === 'mode-changed' && f.oldMode !== f.newMode,
  type: (f) =>
    f.status === 'modified' &&
    f.oldMode !== null &&
    f.newMode !== null &&
    f.oldMode.slice(0, 2) !== f.newMode.slice(0, 2),
  binary: (f) => f.binary && f.hunks.length === 0,
  combined: (f) => f.combined && f.hunks.every((h) => (h.parents?.length ?? 0) === 2),
  'no-newline-eof': (f) =>
    f.noNewlineAtEof && f.hunks.some((h) => h.lines.some((l) => l.noNewline)),
  crlf: (f) => f.hunks.some((h) => h.lines.some((l) => l.text.endsWith('\r'))),
  'non-ascii': (f) =>
    f.hunks.some((h) => h.lines.some((l) => [...l.text].some((c) => c.charCodeAt(0) > 127))),
  rewrite: (f) => f.dissimilarity !== null,
};

/** What a diff must parse into: totals, and the files listed (all of them, or the first few). */
interface Expectation {
  readonly files: number;
  readonly added: number;
  readonly removed: number;
  readonly listed: readonly ExpectedFile[];
}

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'parley-numstat-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

function describeDiff(title: string, read: () => string, expected: Expectation): void {
  describe(title, () => {
    it('parses without warnings into the files and line counts expected', () => {
      const text = read();
      const parsed = parseDiff(text);
      expect(ParsedDiffSchema.parse(parsed)).toEqual(parsed);
      expect(parsed.warnings).toEqual([]);
      expect(parsed.files).toHaveLength(expected.files);
      expect(sum(parsed.files, 'added')).toBe(expected.added);
      expect(sum(parsed.files, 'removed')).toBe(expected.removed);
      // Plain `diff -u` names may carry a timestamp that cannot be split off; git's format cannot.
      const traditional = !/^diff --(git|cc|combined) /m.test(text);
      expected.listed.forEach((entry, i) => {
        const got = parsed.files[i]!;
        if (traditional) expect(entry.path).toContain(got.path);
        else expect(got.path).toBe(entry.path);
        expect([got.added, got.removed]).toEqual([entry.added, entry.removed]);
        for (const tag of entry.tags ?? []) {
          expect(tagChecks[tag], `known tag ${tag}`).toBeDefined();
          expect(tagChecks[tag](got), `${got.path} is ${tag}`).toBe(true);
        }
      });
    });

    it('agrees with git apply --numstat, file by file (combined diffs: git refuses them)', async () => {
      const text = read();
      const parsed = parseDiff(text);
      if (parsed.files.some((f) => f.combined)) {
        await expect(gitNumstat(text, scratch)).rejects.toThrow(/No valid patches/);
        return;
      }
      const ours = parsed.files.map((f) =>
        f.binary ? ['-', '-', f.path] : [String(f.added), String(f.removed), f.path],
      );
      expect(ours).toEqual(await gitNumstat(text, scratch));
    });
  });
}

describe('diff shapes made by real git', () => {
  for (const shape of allDiffShapes()) {
    describeDiff(`${shape.name} (${shape.command})`, () => shape.text, {
      files: shape.files.length,
      added: shape.files.reduce((n, f) => n + f.added, 0),
      removed: shape.files.reduce((n, f) => n + f.removed, 0),
      listed: shape.files,
    });
  }
});

describeWithCorpus('the shared diff corpus', () => {
  const { rows, lists } = readCorpusIndex();

  it('has an INDEX row for every diff file', () => {
    const onDisk = corpusDiffNames().sort();
    expect(rows.map((r) => r.file).sort()).toEqual(onDisk);
    expect(onDisk.length).toBeGreaterThanOrEqual(25);
  });

  for (const row of rows) {
    const list = lists.get(row.file);
    it(`INDEX lists the files of ${row.file}`, () => {
      expect(list).toBeDefined();
      expect(list!.listed.length + list!.more).toBe(row.files);
    });
    describeDiff(row.file, () => corpusText(row.file), {
      ...row,
      listed: (list?.listed ?? []).map((entry) => ({
        ...entry,
        path: entry.path.startsWith('"') ? (JSON.parse(entry.path) as string) : entry.path,
        tags: entry.tags as ShapeTag[],
      })),
    });
  }
});
