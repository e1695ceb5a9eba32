import type { DiffFile, DiffFileStatus, DiffHunk, DiffLine } from '../../../shared/contract';

/**
 * Diff files as the core's parser hands them to the panel, built from
 * unified-diff lines (" ", "+", "-" prefixes) so each sample reads like git's
 * output. (The parser itself lives in main/, which the renderer's type-check
 * must not pull in.)
 */
export function hunk(header: string, lines: readonly string[]): DiffHunk {
  const [, oldStart = 0, oldLines = 1, newStart = 0, newLines = 1] = (
    /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(header) ?? []
  ).map(Number);
  let oldLine = oldStart;
  let newLine = newStart;
  const out = lines.map((line): DiffLine => {
    const text = line.slice(1);
    if (line.startsWith('+')) return { kind: 'add', text, oldLine: null, newLine: newLine++ };
    if (line.startsWith('-')) return { kind: 'del', text, oldLine: oldLine++, newLine: null };
    return { kind: 'context', text, oldLine: oldLine++, newLine: newLine++ };
  });
  return { header, oldStart, oldLines, newStart, newLines, section: '', lines: out };
}

export function file(
  path: string,
  status: DiffFileStatus,
  hunks: DiffHunk[],
  extra: Partial<DiffFile> = {},
): DiffFile {
  const all = hunks.flatMap((h) => h.lines);
  return {
    oldPath: status === 'added' ? null : path,
    newPath: status === 'deleted' ? null : path,
    path,
    status,
    binary: false,
    combined: false,
    similarity: null,
    dissimilarity: null,
    oldMode: null,
    newMode: null,
    oldHash: null,
    newHash: null,
    noNewlineAtEof: false,
    added: all.filter((l) => l.kind === 'add').length,
    removed: all.filter((l) => l.kind === 'del').length,
    hunks,
    ...extra,
  };
}

/** Round 1's diff of math.js: a debug line and a TODO added. */
export const modified = file('math.js', 'modified', [
  hunk('@@ -1,3 +1,7 @@ export function add(a, b) {', [
    ' export function add(a, b) {',
    '+  console.log("adding", a, b);',
    '+  // TODO: handle strings',
    '   return a + b;',
    ' }',
    '+',
    '+export const twice = (n) => add(n, n);',
  ]),
]);

/** What the author changed between round 1 and round 2. */
export const fixes = file('math.js', 'modified', [
  hunk('@@ -1,6 +1,4 @@', [
    ' export function add(a, b) {',
    '-  console.log("adding", a, b);',
    '-  // TODO: handle strings',
    '   return a + b;',
    ' }',
    ' ',
  ]),
]);

export const typescriptEdit = file('a.ts', 'modified', [
  hunk('@@ -1 +1 @@', ['-const greeting = "Hello";', '+const greeting = "Hi";']),
]);

export const withoutHunks = [
  file('new/name.ts', 'renamed', [], { oldPath: 'old/name.ts', similarity: 100 }),
  file('logo.png', 'modified', [], { binary: true }),
  file('run.sh', 'mode-changed', [], { oldMode: '100644', newMode: '100755' }),
];

/** A merge's combined diff: lines from the second parent only have no first-parent number. */
export const combined = file(
  'file',
  'modified',
  [
    {
      header: '@@@ -1,2 -1,2 +1,2 @@@',
      oldStart: 1,
      oldLines: 2,
      newStart: 1,
      newLines: 2,
      parents: [
        { start: 1, count: 2 },
        { start: 1, count: 2 },
      ],
      section: '',
      lines: [
        { kind: 'context', text: 'shared', oldLine: 1, newLine: 1, markers: '  ' },
        { kind: 'del', text: 'from ours', oldLine: 2, newLine: null, markers: '- ' },
        { kind: 'del', text: 'from theirs', oldLine: null, newLine: null, markers: ' -' },
        { kind: 'add', text: 'merged', oldLine: null, newLine: 2, markers: '++' },
      ],
    },
  ],
  { combined: true },
);

/**
 * Two hunks of a 58-line file with unchanged lines around them: a line added
 * after old line 6 (new 7), old line 41 removed. Its new text is `twoHunksText`.
 */
export const twoHunks = file('lines.txt', 'modified', [
  hunk('@@ -5,3 +5,4 @@', [' o5', ' o6', '+added A', ' o7']),
  hunk('@@ -40,5 +41,4 @@', [' o40', '-o41', ' o42', ' o43', ' o44']),
]);
export const twoHunksText = Array.from({ length: 58 }, (_, i) => {
  const line = i + 1;
  if (line <= 6) return `o${line}`;
  if (line === 7) return 'added A';
  return line <= 41 ? `o${line - 1}` : `o${line}`;
}).join('\n');
