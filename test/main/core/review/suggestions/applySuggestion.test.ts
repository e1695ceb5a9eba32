import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewComment } from '../../../../../shared/contract';
import {
  applySuggestion,
  replaceLines,
} from '../../../../../main/core/review/suggestions/applySuggestion';
import { withReplacedLines } from '../../../../../main/core/review/suggestions/replacedLines';

const FILE = 'export function add(a, b) {\n  console.log("adding", a, b);\n  return a + b;\n}\n';

const suggestion: ReviewComment = {
  file: 'src/math.js',
  line: 2,
  severity: 'suggestion',
  comment: 'Log through the logger.',
  suggestion: '  logger.debug("adding", a, b);',
};

let dir: string | undefined;
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function workspace(text: string): Promise<string> {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-suggest-'));
  await fs.mkdir(path.join(dir, 'src'));
  await fs.writeFile(path.join(dir, 'src/math.js'), text);
  return dir;
}

describe('the lines a suggestion replaces', () => {
  it('are read from the reviewed file: the cited line, or the cited range', async () => {
    const ranged = { ...suggestion, line: 2, endLine: 3, suggestion: '  return a + b; // sum' };
    const outsideHunks = { ...suggestion, line: 4 };
    const plain = { ...suggestion, suggestion: undefined };
    const reads: string[] = [];
    const out = await withReplacedLines([suggestion, ranged, outsideHunks, plain], async (file) => {
      reads.push(file);
      return FILE;
    });
    expect(out.map((c) => c.replaces)).toEqual([
      '  console.log("adding", a, b);',
      '  console.log("adding", a, b);\n  return a + b;',
      '}',
      undefined,
    ]);
    // One read per file, however many suggestions it has.
    expect(reads).toEqual(['src/math.js']);
  });

  it('give a suggestion the answer left at column 0 the indentation the replaced lines share', async () => {
    // As the format reads "SUGGESTION:   return (a + b);" (trimmed) and unfenced lines (shared indentation off).
    const oneLine = { ...suggestion, line: 3, suggestion: 'return (a + b);' };
    const lines = { ...suggestion, suggestion: 'if (debug) {\n  logger.debug(a, b);\n\n}' };
    const [first, second, kept] = await withReplacedLines(
      [oneLine, lines, suggestion],
      async () => FILE,
    );
    expect(first!.suggestion).toBe('  return (a + b);');
    expect(second!.suggestion).toBe('  if (debug) {\n    logger.debug(a, b);\n\n  }');
    // A suggestion with indentation of its own keeps it.
    expect(kept!.suggestion).toBe('  logger.debug("adding", a, b);');

    const root = await workspace(FILE);
    applySuggestion(root, first!);
    expect(await fs.readFile(path.join(root, 'src/math.js'), 'utf8')).toBe(
      'export function add(a, b) {\n  console.log("adding", a, b);\n  return (a + b);\n}\n',
    );
  });

  it('are left unset when the file cannot be read or is shorter', async () => {
    const past = { ...suggestion, line: 40 };
    const out = await withReplacedLines([past], async () => FILE);
    expect(out[0]!.replaces).toBeUndefined();
    const unreadable = await withReplacedLines([suggestion], async () => {
      throw new Error('gone');
    });
    expect(unreadable[0]!.replaces).toBeUndefined();
  });
});

describe('replaceLines', () => {
  it('replaces the span, keeping \\r\\n line ends and a missing final newline', () => {
    const crlf = 'a\r\nb\r\nc';
    expect(replaceLines(crlf, { start: 2, end: 2 }, 'b', 'B1\nB2')).toBe('a\r\nB1\r\nB2\r\nc');
    expect(replaceLines('a\nb\nc\n', { start: 1, end: 2 }, 'a\nb', '')).toBe('c\n');
  });

  it('refuses when the lines changed or are gone, saying which', () => {
    expect(() => replaceLines('a\nx\n', { start: 2, end: 2 }, 'b', 'B')).toThrow(
      /Line 2 changed since the review/,
    );
    expect(() => replaceLines('a\n', { start: 2, end: 3 }, 'b\nc', 'B')).toThrow(
      /has 1 lines now: lines 2–3/,
    );
    // Applied already (then reopened): it says so.
    expect(() => replaceLines('a\nB\n', { start: 2, end: 2 }, 'b', 'B')).toThrow(
      'The file already holds this suggestion at line 2: nothing was changed.',
    );
  });
});

describe('applySuggestion', () => {
  it('writes the suggestion into the file when its lines are as reviewed', async () => {
    const root = await workspace(FILE);
    const [withBase] = await withReplacedLines([suggestion], async () => FILE);
    applySuggestion(root, withBase!);
    expect(await fs.readFile(path.join(root, 'src/math.js'), 'utf8')).toBe(
      'export function add(a, b) {\n  logger.debug("adding", a, b);\n  return a + b;\n}\n',
    );
  });

  it('changes nothing when the file moved on since the review', async () => {
    const edited = FILE.replace('console.log', 'console.info');
    const root = await workspace(edited);
    const [withBase] = await withReplacedLines([suggestion], async () => FILE);
    expect(() => applySuggestion(root, withBase!)).toThrow(/changed since the review/);
    expect(await fs.readFile(path.join(root, 'src/math.js'), 'utf8')).toBe(edited);
  });

  it('refuses a path outside the repository, a missing file and a suggestion without its lines', async () => {
    const root = await workspace(FILE);
    const base = { ...suggestion, replaces: '  console.log("adding", a, b);' };
    expect(() => applySuggestion(root, { ...base, file: '../outside.js' })).toThrow(
      /outside the repository/,
    );
    expect(() => applySuggestion(root, { ...base, file: 'src/gone.js' })).toThrow(
      /no longer in the working tree/,
    );
    expect(() => applySuggestion(root, suggestion)).toThrow(/apply it by hand/);
  });

  it('never writes through a symbolic link: out of the repository, or over the link itself', async () => {
    const root = await workspace(FILE);
    const outside = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-outside-'));
    try {
      await fs.writeFile(path.join(outside, 'math.js'), FILE);
      await fs.symlink(path.join(outside, 'math.js'), path.join(root, 'src/linked.js'));
      await fs.symlink(outside, path.join(root, 'src/vendor'));
      await fs.symlink('math.js', path.join(root, 'src/alias.js'));
      const [withBase] = await withReplacedLines([suggestion], async () => FILE);
      for (const file of ['src/linked.js', 'src/vendor/math.js']) {
        expect(() => applySuggestion(root, { ...withBase!, file })).toThrow(
          `${file} leads outside the repository through a symbolic link. Nothing was changed.`,
        );
      }
      expect(() => applySuggestion(root, { ...withBase!, file: 'src/alias.js' })).toThrow(
        'src/alias.js is a symbolic link: writing the suggestion would replace the link with a file. Apply it by hand.',
      );
      expect(await fs.readFile(path.join(outside, 'math.js'), 'utf8')).toBe(FILE);
      expect(await fs.readFile(path.join(root, 'src/math.js'), 'utf8')).toBe(FILE);
      expect((await fs.lstat(path.join(root, 'src/alias.js'))).isSymbolicLink()).toBe(true);
    } finally {
      await fs.rm(outside, { recursive: true, force: true });
    }
  });

  it('writes a file whose name starts with two dots, which is inside', async () => {
    const root = await workspace(FILE);
    await fs.writeFile(path.join(root, '..math.js'), FILE);
    const [withBase] = await withReplacedLines([suggestion], async () => FILE);
    applySuggestion(root, { ...withBase!, file: '..math.js' });
    expect(await fs.readFile(path.join(root, '..math.js'), 'utf8')).toContain('logger.debug');
  });
});
