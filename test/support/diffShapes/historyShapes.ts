/**
 * Diff shapes made from a short history: a two-hunk fix, narrow context,
 * combined diffs of a merge, and a format-patch mail series.
 */
import type { DiffShape } from './diffShape';
import type { ScratchRepo } from './scratchRepo';
import { inScratchRepo } from './scratchRepo';

const ORIGIN_BEFORE =
  '    | ((origin: string, c: Context) => Promise<string> | string | undefined | null)';
const ORIGIN_DOC = (promise: string) =>
  ` * @param {OriginOption} [options.origin='*'] - returns ${promise} or a plain value.`;

/** A CORS options file: line 13 widens a callback type, line 27 its documentation. */
function corsSource(fixed: boolean): string {
  const origin = fixed
    ? [
        '    | ((',
        '        origin: string,',
        '        c: Context',
        '      ) => Promise<string | undefined | null> | string | undefined | null)',
      ]
    : [ORIGIN_BEFORE];
  const lines = [
    "import type { Context } from '../../context'",
    "import type { MiddlewareHandler } from '../../types'",
    '',
    '/**',
    ' * Options of the CORS middleware.',
    ' */',
    'type CORSOptions = {',
    '  /** Which origins may read the response: a list, or a function of the origin. */',
    '  // A function may answer asynchronously.',
    '  origin:',
    '    | string',
    '    | string[]',
    ...origin,
    '  allowMethods?: string[]',
    '  allowHeaders?: string[]',
    '  maxAge?: number',
    '  credentials?: boolean',
    '  exposeHeaders?: string[]',
    '}',
    '',
    '/**',
    ' * CORS middleware: answers preflight requests and sets the CORS headers.',
    ' *',
    ' * Preflight requests end here; every other request goes on to the handler.',
    ' *',
    ' * @param {CORSOptions} [options] - The options for the CORS middleware.',
    ORIGIN_DOC(fixed ? 'Promise<string | undefined | null>' : 'Promise<string>'),
    ' * @param {string[]} [options.allowMethods] - Access-Control-Allow-Methods.',
    ' * @param {string[]} [options.allowHeaders] - Access-Control-Allow-Headers.',
    ' * @param {number} [options.maxAge] - Access-Control-Max-Age.',
    ' * @returns {MiddlewareHandler} The middleware handler.',
    ' */',
    'export const cors = (options?: CORSOptions): MiddlewareHandler => {',
    '  return async (c, next) => {',
    "    c.header('Vary', 'Origin')",
    '    await next()',
    '  }',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

export const CORS_PATH = 'src/middleware/cors/index.ts';

/** One file, two hunks (+5 -2): new lines 13-16 replace old line 13, new line 30 old line 27. */
export function smallFix(): DiffShape {
  const text = inScratchRepo((repo) => {
    repo.write(CORS_PATH, corsSource(false));
    repo.commit('cors');
    repo.write(CORS_PATH, corsSource(true));
    return repo.git('diff');
  });
  return {
    name: 'small-fix',
    command: 'git diff',
    text,
    files: [{ path: CORS_PATH, added: 5, removed: 2 }],
  };
}

/** dir/sub "A B", file0 "1 2 3", file2 "1 2 3": the start of git's own t4013 history. */
function initialHistory(repo: ScratchRepo): void {
  repo.write('dir/sub', 'A\nB\n');
  repo.write('file0', '1\n2\n3\n');
  repo.write('file2', '1\n2\n3\n');
  repo.commit('Initial');
}

/** -U1: one line of context, so git leaves out hunk counts of 1 (`@@ -2 +2,3 @@ A`). */
export function unifiedOneLineContext(): DiffShape {
  const text = inScratchRepo((repo) => {
    initialHistory(repo);
    repo.write('dir/sub', 'A\nB\n1\n2\n');
    repo.write('file0', '1\n2\n3\nA\nB\nC\n');
    repo.write('file3', '4\n5\n6\n7\n');
    repo.git('add', '-A');
    return repo.git('diff', '--cached', '-U1');
  });
  return {
    name: 'unified-U1',
    command: 'git diff --cached -U1',
    text,
    files: [
      { path: 'dir/sub', added: 2, removed: 0 },
      { path: 'file0', added: 3, removed: 0 },
      { path: 'file3', added: 4, removed: 0, tags: ['new'] },
    ],
  };
}

/**
 * A merge whose result holds both sides' additions: main appended C-F and
 * 4-6, side appended 1-2 and A-C.
 */
function mergedHistory(repo: ScratchRepo): void {
  initialHistory(repo);
  repo.git('checkout', '-q', '-b', 'side');
  repo.write('dir/sub', 'A\nB\n1\n2\n');
  repo.write('file0', '1\n2\n3\nA\nB\nC\n');
  repo.commit('Side');
  repo.git('checkout', '-q', 'main');
  repo.write('dir/sub', 'A\nB\nC\nD\nE\nF\n');
  repo.write('file0', '1\n2\n3\n4\n5\n6\n');
  repo.commit('Main');
  repo.git('merge', '-q', '--no-commit', 'side', '-s', 'ours');
  repo.write('dir/sub', 'A\nB\nC\nD\nE\nF\n1\n2\n');
  repo.write('file0', '1\n2\n3\n4\n5\n6\nA\nB\nC\n');
  repo.commit('Merge side');
}

const MERGED_FILES: DiffShape['files'] = [
  { path: 'dir/sub', added: 6, removed: 0, tags: ['combined'] },
  { path: 'file0', added: 6, removed: 0, tags: ['combined'] },
];

/** `diff --cc`: `@@@` hunks with one marker column per parent, after the bare merge id. */
export function combinedDense(): DiffShape {
  const text = inScratchRepo((repo) => {
    mergedHistory(repo);
    return repo.git('diff-tree', '--cc', 'main');
  });
  return { name: 'combined-cc', command: 'git diff-tree --cc main', text, files: MERGED_FILES };
}

/** `diff --combined` after a `git show` commit header with its Merge: line. */
export function combinedShow(): DiffShape {
  const text = inScratchRepo((repo) => {
    mergedHistory(repo);
    return repo.git('show', '-c', 'main');
  });
  return { name: 'combined-c-show', command: 'git show -c main', text, files: MERGED_FILES };
}

/**
 * Three mails; the first ends with a deleted file, so its last hunk (all
 * removals) runs straight into the "-- " signature line.
 */
export function formatPatchSeries(): DiffShape {
  const text = inScratchRepo((repo) => {
    initialHistory(repo);
    repo.write('dir/sub', 'A\nB\nC\nD\n');
    repo.write('file0', '1\n2\n3\n4\n5\n6\n');
    repo.remove('file2');
    repo.commit('Second\n\nThis is the second commit.');
    repo.write('dir/sub', 'A\nB\nC\nD\nE\nF\n');
    repo.write('file1', 'A\nB\nC\n');
    repo.commit('Third');
    repo.write('dir/sub', 'A\nB\nC\nD\nE\nF\n1\n2\n');
    repo.write('file3', '1\n2\n3\n4\n');
    repo.commit('Fourth');
    return repo.git('format-patch', '--stdout', '--signature=g-i-t--v-e-r-s-i-o-n', 'main~3..main');
  });
  return {
    name: 'format-patch-series',
    command: 'git format-patch --stdout main~3..main',
    text,
    files: [
      { path: 'dir/sub', added: 2, removed: 0 },
      { path: 'file0', added: 3, removed: 0 },
      { path: 'file2', added: 0, removed: 3, tags: ['deleted'] },
      { path: 'dir/sub', added: 2, removed: 0 },
      { path: 'file1', added: 3, removed: 0, tags: ['new'] },
      { path: 'dir/sub', added: 2, removed: 0 },
      { path: 'file3', added: 4, removed: 0, tags: ['new'] },
    ],
  };
}
