import { describe, expect, it } from 'vitest';
import type { DiffFile } from '../../../../../shared/contract/diff';
import { parseDiff } from '../../../../../main/core/git/diff/parseDiff';
import type { DiffShapeName } from '../../../../support/diffShapes';
import { diffShape } from '../../../../support/diffShapes';

const shape = (name: DiffShapeName) => parseDiff(diffShape(name).text);
const fileNamed = (files: DiffFile[], p: string) => files.find((f) => f.path === p)!;
const lines = (...l: string[]) => `${l.join('\n')}\n`;

describe('parseDiff on real git output', () => {
  it('numbers every line on both sides, counts defaulting to 1 when omitted', () => {
    const { files } = shape('unified-U1');
    const hunk = fileNamed(files, 'dir/sub').hunks[0]!;
    expect(hunk).toMatchObject({
      oldStart: 2,
      oldLines: 1,
      newStart: 2,
      newLines: 3,
      section: 'A',
    });
    expect(hunk.lines).toEqual([
      { kind: 'context', text: 'B', oldLine: 2, newLine: 2 },
      { kind: 'add', text: '1', oldLine: null, newLine: 3 },
      { kind: 'add', text: '2', oldLine: null, newLine: 4 },
    ]);
  });

  it('keeps CRLF content faithful and marks which side lacks a final newline', () => {
    const { files } = shape('crlf-mixed');
    const html = fileNamed(files, 'docs/index.html').hunks[0]!.lines;
    expect(html[1]).toEqual({ kind: 'context', text: '<html>\r', oldLine: 2, newLine: 2 });
    const funding = fileNamed(shape('no-newline-eof').files, 'FUNDING.yml').hunks[0]!.lines;
    expect(funding).toEqual([
      { kind: 'del', text: 'github: vriad', oldLine: 1, newLine: null, noNewline: true },
      { kind: 'add', text: 'github: colinhacks', oldLine: null, newLine: 1, noNewline: true },
    ]);
    const emptied = fileNamed(files, 'src/playground.ts');
    expect(emptied).toMatchObject({
      status: 'modified',
      newPath: 'src/playground.ts',
      removed: 4,
    });
  });

  it('reads a combined merge diff with one marker column per parent', () => {
    const { files } = shape('combined-cc');
    const sub = fileNamed(files, 'dir/sub');
    expect(sub).toMatchObject({ combined: true, oldHash: 'cead32e', newHash: '992913c' });
    const hunk = sub.hunks[0]!;
    expect(hunk.parents).toEqual([
      { start: 1, count: 6 },
      { start: 1, count: 4 },
    ]);
    expect(hunk.lines[2]).toEqual({
      kind: 'add',
      text: 'C',
      markers: ' +',
      oldLine: 3,
      newLine: 3,
    });
    // "+ 1": new to the first parent, so no old line there.
    expect(hunk.lines[6]).toEqual({
      kind: 'add',
      text: '1',
      markers: '+ ',
      oldLine: null,
      newLine: 7,
    });
  });

  it('does not take the format-patch "-- " signature for a removed line', () => {
    const { files } = shape('format-patch-series');
    const deleted = files[2]!;
    expect(deleted).toMatchObject({ path: 'file2', status: 'deleted', newPath: null, removed: 3 });
    expect(deleted.hunks[0]!.lines.map((l) => l.text)).toEqual(['1', '2', '3']);
  });

  it('reports renames, copies and mode-only changes, with zero hunks where git gives none', () => {
    const renames = shape('renames-similarity').files;
    expect(fileNamed(renames, '.eslintrc.js')).toMatchObject({
      status: 'mode-changed',
      oldMode: '100755',
      newMode: '100644',
      hunks: [],
    });
    const pure = renames.find((f) => f.status === 'renamed' && f.hunks.length === 0)!;
    expect(pure.similarity).toBe(100);
    expect(pure.oldPath).not.toBe(pure.newPath);
    const [copy, source] = shape('copy-modified-source').files;
    expect(copy).toMatchObject({
      status: 'copied',
      oldPath: 'pull-script',
      newPath: 'fetch-script',
      similarity: 89,
    });
    expect(source).toMatchObject({ status: 'modified', path: 'pull-script', added: 1 });
  });

  it('skips GIT binary patch data and reads the file after it', () => {
    const { files } = shape('binary-literal');
    expect(fileNamed(files, 'deno_test/favicon.ico')).toMatchObject({
      binary: true,
      status: 'added',
      hunks: [],
    });
    expect(fileNamed(files, 'deno_test/settings.json').added).toBe(3);
  });

  it('decodes C-quoted names, quoted or not, with or without a tab before the timestamp', () => {
    expect(shape('quoted-paths').files.map((f) => f.path)).toEqual([
      '"postimage".txt',
      'post\timage.txt',
      '日 é.txt',
    ]);
    const urN = diffShape('traditional-urN').text;
    // As git's t4135 "damaged-tz" patch has it: names unquoted, a space where the tab was.
    const damaged = urN.replace(/"([^"]*)"\t/g, '$1 ');
    expect(damaged).toContain('+++ linux-mm/post image.txt 2005-04-12');
    for (const text of [urN, damaged]) {
      expect(parseDiff(text).files[0]).toMatchObject({
        path: 'post image.txt',
        status: 'added',
        oldPath: null,
      });
    }
  });
});

describe('parseDiff on awkward input', () => {
  it('decodes octal UTF-8 names and unquoted names with spaces', () => {
    const text = lines(
      'diff --git "a/\\346\\227\\245 \\303\\251.txt" "b/\\346\\227\\245 \\303\\251.txt"',
      'new file mode 100644',
      'index 0000000..e69de29',
      'diff --git a/my file.txt b/my file.txt',
      'index 1111111..2222222 100644',
      '--- a/my file.txt\t',
      '+++ b/my file.txt\t',
      '@@ -1 +1 @@',
      '-old',
      '+new',
    );
    const { files, warnings } = parseDiff(text);
    expect(warnings).toEqual([]);
    expect(files.map((f) => [f.path, f.status])).toEqual([
      ['日 é.txt', 'added'],
      ['my file.txt', 'modified'],
    ]);
  });

  it('reads a patch whose every line was converted to CRLF', () => {
    const text = [
      'diff --git a/x b/x',
      'index 1..2 100644',
      '--- a/x',
      '+++ b/x',
      '@@ -1 +1 @@',
      '-a',
      '+b',
      '',
    ].join('\r\n');
    const [file] = parseDiff(text).files;
    expect(file).toMatchObject({ path: 'x', added: 1, removed: 1 });
    expect(file!.hunks[0]!.lines[1]!.text).toBe('b\r');
  });

  it('takes an empty line inside a hunk as an empty context line', () => {
    const text = lines('--- a/x', '+++ b/x', '@@ -1,3 +1,3 @@', ' a', '', '-b', '+c');
    const [file] = parseDiff(text).files;
    expect(file!.hunks[0]!.lines[1]).toEqual({ kind: 'context', text: '', oldLine: 2, newLine: 2 });
    expect(file).toMatchObject({ added: 1, removed: 1 });
  });

  it('keeps what it could read of a truncated hunk and warns', () => {
    const text = lines(
      'diff --git a/x b/x',
      '--- a/x',
      '+++ b/x',
      '@@ -1,5 +1,5 @@',
      ' a',
      '-b',
      '+c',
    );
    const { files, warnings } = parseDiff(text);
    expect(files[0]!.hunks[0]!.lines).toHaveLength(3);
    expect(warnings).toEqual([{ line: 4, message: expect.stringMatching(/ended early/) }]);
  });

  it('never throws on garbage, and still returns the good files', () => {
    const good = lines('diff --git a/ok b/ok', '--- a/ok', '+++ b/ok', '@@ -1 +1 @@', '-1', '+2');
    const garbage = [
      '@@ nonsense @@',
      'diff --git',
      '\u0000\u0001binary\u00ff',
      '+++ ',
      '--- ',
      '@@ -x +y @@',
    ];
    for (const junk of garbage) {
      const parsed = parseDiff(`${junk}\n${good}diff --git a/z b/z\n@@ -1,2 +1 @@\n${junk}\n`);
      expect(parsed.files[0]).toMatchObject({ path: 'ok', added: 1, removed: 1 });
    }
    expect(parseDiff('').files).toEqual([]);
    expect(parseDiff('diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n').warnings).toHaveLength(
      1,
    );
  });

  it('warns about a hunk that has no file header', () => {
    const { files, warnings } = parseDiff(lines('@@ -1 +1 @@', '-a', '+b'));
    expect(files).toEqual([]);
    expect(warnings).toEqual([{ line: 1, message: expect.stringMatching(/no file header/) }]);
  });

  it('warns about a malformed hunk header instead of guessing', () => {
    const { warnings } = parseDiff(
      lines('diff --git a/x b/x', '--- a/x', '+++ b/x', '@@ -1,a +1 @@', '-a'),
    );
    expect(warnings[0]!.message).toMatch(/malformed hunk header/);
  });

  it('reads output made with --no-prefix', () => {
    const text = lines('diff --git src/a b.ts src/a b.ts', 'old mode 100644', 'new mode 100755');
    expect(parseDiff(text).files[0]).toMatchObject({ path: 'src/a b.ts', status: 'mode-changed' });
  });
});
