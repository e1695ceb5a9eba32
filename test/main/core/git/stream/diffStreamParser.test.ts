import { describe, expect, it } from 'vitest';
import type { ParsedDiff } from '../../../../../shared/contract/diff';
import { parseDiff } from '../../../../../main/core/git/diff/parseDiff';
import { DiffStreamParser } from '../../../../../main/core/git/stream/diffStreamParser';
import { allDiffShapes } from '../../../../support/diffShapes';

/** Feeds `text` in pieces of `size` characters; every file and warning the parser gave, in order. */
function streamed(text: string, size: number): ParsedDiff {
  const parser = new DiffStreamParser();
  const out: ParsedDiff = { files: [], warnings: [] };
  const take = (parsed: ParsedDiff) => {
    out.files.push(...parsed.files);
    out.warnings.push(...parsed.warnings);
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
        expect(streamed(shape.text, size)).toEqual(whole);
      }
    },
  );

  it('hands on each file once the next one starts, before the text ends', () => {
    const shape = allDiffShapes().find((s) => s.name === 'large-refactor')!;
    const starts = [...shape.text.matchAll(/^diff --git /gm)].map((m) => m.index);
    expect(starts.length).toBeGreaterThan(2);
    const parser = new DiffStreamParser();
    // Up to just inside the third file's header: the first two are complete.
    const first = parser.push(shape.text.slice(0, starts[2]! + 12));
    expect(first.files.map((f) => f.path)).toEqual(
      parseDiff(shape.text.slice(0, starts[2])).files.map((f) => f.path),
    );
    expect(first.files).toHaveLength(2);
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
    expect(streamed(text, 5)).toEqual(parseDiff(text));
    expect(parseDiff(text).warnings.length).toBeGreaterThan(0);
  });
});
