/**
 * Diff shapes about the text itself: missing final newlines, C-quoted names
 * (quote, tab, UTF-8), CRLF beside LF, and a traditional `diff -urN`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DiffShape } from './diffShape';
import { inScratchRepo, numbered } from './scratchRepo';

/**
 * "\ No newline at end of file" after a -/+ pair on both sides, after a "+"
 * only, and after a context line (the file lacked it before and after).
 */
export function noNewlineAtEof(): DiffShape {
  const config = (extra: string) => `{\n  "name": "dev",\n${extra}  "image": "node"\n}`;
  const text = inScratchRepo((repo) => {
    repo.write('FUNDING.yml', 'github: vriad');
    repo.write('devcontainer.json', config(''));
    repo.write('t/apply.sh', 'echo ok\ntest_done\n');
    repo.chmod('t/apply.sh', 0o755);
    repo.commit('Initial');
    repo.write('FUNDING.yml', 'github: colinhacks');
    repo.write('devcontainer.json', config('  "user": "node",\n'));
    repo.write('t/apply.sh', 'echo ok\ntest_done');
    return repo.git('diff');
  });
  return {
    name: 'no-newline-eof',
    command: 'git diff',
    text,
    files: [
      { path: 'FUNDING.yml', added: 1, removed: 1, tags: ['no-newline-eof'] },
      { path: 'devcontainer.json', added: 1, removed: 0, tags: ['no-newline-eof'] },
      { path: 't/apply.sh', added: 1, removed: 1, tags: ['no-newline-eof'] },
    ],
  };
}

/** New files whose names git must C-quote: a double quote, a tab, and UTF-8 (as octal). */
export function quotedPaths(): DiffShape {
  const text = inScratchRepo((repo) => {
    repo.write('"postimage".txt', 'quoted\n');
    repo.write('post\timage.txt', 'tabbed\n');
    repo.write('日 é.txt', '炎\n');
    repo.git('add', '-A');
    return repo.git('diff', '--cached');
  });
  return {
    name: 'quoted-paths',
    command: 'git -c core.quotepath=true diff --cached',
    text,
    files: [
      { path: '"postimage".txt', added: 1, removed: 0, tags: ['new'] },
      { path: 'post\timage.txt', added: 1, removed: 0, tags: ['new'] },
      { path: '日 é.txt', added: 1, removed: 0, tags: ['new', 'non-ascii'] },
    ],
  };
}

/**
 * One file with CRLF lines changed beside LF files: an HTML page edited in
 * place, a source file emptied (not deleted), a README in plain LF.
 */
export function crlfMixedLineEndings(): DiffShape {
  const page = (title: string) =>
    [
      '<!DOCTYPE html>',
      '<html>',
      '<head>',
      `<title>${title}</title>`,
      '</head>',
      '<body>',
      '</body>',
    ]
      .map((line) => `${line}\r\n`)
      .join('');
  const text = inScratchRepo((repo) => {
    repo.write('README.md', 'Zod by Vriad\n');
    repo.write('docs/index.html', page('Vriad'));
    repo.write(
      'src/playground.ts',
      numbered(4, (i) => `export const a${i} = ${i};`),
    );
    repo.commit('Initial');
    repo.write('README.md', 'Zod by Colin — überall\n');
    repo.write('docs/index.html', page('Zod'));
    repo.write('src/playground.ts', '');
    return repo.git('diff');
  });
  return {
    name: 'crlf-mixed',
    command: 'git diff',
    text,
    files: [
      { path: 'README.md', added: 1, removed: 1, tags: ['non-ascii'] },
      { path: 'docs/index.html', added: 1, removed: 1, tags: ['crlf'] },
      { path: 'src/playground.ts', added: 0, removed: 4 },
    ],
  };
}

/** GNU `diff -urN` of two trees, not git: a new file whose name holds a space. */
export function traditionalUnified(): DiffShape {
  const root = mkdtempSync(path.join(os.tmpdir(), 'parley-diff-urn-'));
  try {
    const put = (relative: string, content: string) => {
      const file = path.join(root, relative);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
      utimesSync(file, 1_113_297_246, 1_113_297_246);
    };
    put('linux/Makefile', 'all:\n');
    put('linux-mm/Makefile', 'all:\n');
    put('linux-mm/post image.txt', 'new\n');
    const result = spawnSync('diff', ['-urN', 'linux', 'linux-mm'], {
      cwd: root,
      env: { ...process.env, TZ: 'UTC', LC_ALL: 'C' },
      encoding: 'utf8',
    });
    // diff exits 1 when the trees differ, which is what they were made to do.
    if (result.status !== 1) throw new Error(`diff -urN failed: ${result.stderr || result.error}`);
    return {
      name: 'traditional-urN',
      command: 'diff -urN linux linux-mm',
      text: result.stdout,
      files: [{ path: 'post image.txt', added: 1, removed: 0, tags: ['new'] }],
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
