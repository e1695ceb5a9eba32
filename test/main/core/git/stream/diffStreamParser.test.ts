import { describe, expect, it } from 'vitest';
import type { ParsedDiff } from '../../../../../shared/contract/diff';
import { parseDiff } from '../../../../../main/core/git/diff/parseDiff';
import {
  DiffStreamParser,
  type ParsedPart,
} from '../../../../../main/core/git/stream/diffStreamParser';
import { joinPage } from '../../../../../shared/contract/diffPages';
import { allDiffShapes } from '../../../../support/diffShapes';

/**
 * Feeds `text` in pieces of `size` characters; every file and warning the
 * parser gave, in order, a file handed on in parts joined as a viewer joins
 * them. `parts` counts the answers that left their last file to go on.
 */
function streamed(text: string, size: number, longFileChars?: number) {
  const parser = new DiffStreamParser(longFileChars);
  const out: ParsedDiff & { parts: number } = { files: [], warnings: [], parts: 0 };
  let continued: ParsedPart['continued'];
  const take = (parsed: ParsedPart) => {
    out.files = joinPage(out.files, continued, parsed.files);
    out.warnings.push(...parsed.warnings);
    if (parsed.files.length > 0) continued = parsed.continued;
    if (parsed.continued) out.parts++;
  };
  for (let at = 0; at < text.length; at += size) take(parser.push(text.slice(at, at + size)));
  take(parser.end());
  return out;
}

describe('DiffStreamParser', () => {
  it.each(allDiffShapes().map((shape) => [shape.name, shape] as const))(
    'reads %s in pieces of any size as parseDiff reads it whole',
    (_name, shape) => {
      const whole = parseDiff(shape.text);
      for (const size of [1, 7, 64, 4096, shape.text.length || 1]) {
        const { parts: _, ...read } = streamed(shape.text, size);
        expect(read).toEqual(whole);
      }
    },
  );

  it('hands on each file once the next one starts, before the text ends', () => {
    const shape = allDiffShapes().find((s) => s.name === 'large-refactor')!;
    const starts = [...shape.text.matchAll(/^diff --git /gm)].map((m) => m.index);
    // The first file after the second that follows no deletion (a deleted file waits, see below).
    const next = starts.findIndex(
      (start, i) =>
        i >= 2 && parseDiff(shape.text.slice(0, start)).files.at(-1)?.status !== 'deleted',
    );
    expect(next).toBeGreaterThan(1);
    const parser = new DiffStreamParser();
    // Up to just inside that file's header: the files before it are complete.
    const first = parser.push(shape.text.slice(0, starts[next]! + 12));
    const complete = parseDiff(shape.text.slice(0, starts[next])).files;
    expect(first.files.map((f) => f.path)).toEqual(complete.map((f) => f.path));
    expect(first.files).toHaveLength(next);
  });

  it('hands on a deleted file with the file after it, which may be the rest of a type change', () => {
    const shape = allDiffShapes().find((s) => s.name === 'type-change')!;
    const starts = [...shape.text.matchAll(/^diff --git /gm)].map((m) => m.index);
    // Each path is deleted, then added as its new type.
    expect(starts).toHaveLength(4);
    const parser = new DiffStreamParser();
    expect(parser.push(shape.text.slice(0, starts[1]! + 12)).files).toEqual([]);
    const first = parser.push(shape.text.slice(starts[1]! + 12, starts[2]! + 12)).files;
    expect(first.map((f) => [f.path, f.status, f.oldMode, f.newMode])).toEqual([
      ['config.json', 'modified', '100644', '120000'],
    ]);
    const rest = [...parser.push(shape.text.slice(starts[2]! + 12)).files, ...parser.end().files];
    expect(rest.map((f) => [f.path, f.status, f.oldMode, f.newMode])).toEqual([
      ['current.json', 'modified', '120000', '100644'],
    ]);
  });

  it('keeps warnings at their line in the whole text', () => {
    const text = [
      'diff --git a/one.txt b/one.txt',
      '--- a/one.txt',
      '+++ b/one.txt',
      '@@ -1 +1 @@',
      '-a',
      '+b',
      'diff --git a/two.txt b/two.txt',
      '--- a/two.txt',
      '+++ b/two.txt',
      '@@ -1,3 +1,3 @@',
      '-a',
      '',
    ].join('\n');
    expect(streamed(text, 5)).toEqual({ ...parseDiff(text), parts: 0 });
    expect(parseDiff(text).warnings.length).toBeGreaterThan(0);
  });

  it.each(allDiffShapes().map((shape) => [shape.name, shape] as const))(
    'reads %s handing on files longer than a few hundred characters in parts, as parseDiff reads it whole',
    (_name, shape) => {
      const whole = parseDiff(shape.text);
      for (const size of [7, 64, 1000]) {
        const { parts: _, ...read } = streamed(shape.text, size, 300);
        expect(read).toEqual(whole);
      }
    },
  );

  it('hands on a long file in parts before its end has come, cut inside and between hunks', () => {
    const lines = (from: number, count: number, sign: string) =>
      Array.from({ length: count }, (_, i) => `${sign}line ${from + i}`);
    const text = [
      'diff --git a/big.txt b/big.txt',
      'index 1111111..2222222 100644',
      '--- a/big.txt',
      '+++ b/big.txt',
      '@@ -1,400 +1,400 @@ section',
      ...lines(1, 400, '-'),
      ...lines(1, 400, '+'),
      '@@ -900,2 +900,2 @@',
      ' line 900',
      '-line 901',
      '\\ No newline at end of file',
      '+line 901, changed',
      '\\ No newline at end of file',
      'diff --git a/small.txt b/small.txt',
      '--- a/small.txt',
      '+++ b/small.txt',
      '@@ -1 +1 @@',
      '-a',
      '+b',
      '',
    ].join('\n');
    const whole = parseDiff(text);
    for (const size of [1, 13, 500]) {
      const read = streamed(text, size, 2000);
      expect(read.parts, `pieces of ${size}`).toBeGreaterThanOrEqual(3);
      expect({ files: read.files, warnings: read.warnings }).toEqual(whole);
    }
    // The first part comes while most of the file is still to be printed.
    const parser = new DiffStreamParser(2000);
    const first = parser.push(text.slice(0, 3000));
    expect(first.files).toHaveLength(1);
    expect(first.continued).toBe('hunk');
    expect(first.files[0]!.hunks[0]!.lines.length).toBeGreaterThan(50);
    expect(first.warnings).toEqual([]);
  });
});
