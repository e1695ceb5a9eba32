/**
 * Diff shapes about what happened to whole files: renames and copies with a
 * similarity, a rewrite with a dissimilarity, mode-only changes, and binary
 * files with and without a literal patch.
 */
import type { DiffShape } from './diffShape';
import { inScratchRepo, numbered } from './scratchRepo';

const prose = (topic: string) => numbered(10, (i) => `${topic}: paragraph ${i} of the manual.`);

/**
 * A pure rename (100%, no hunk), two renames with a one-line edit, a
 * mode-only change (100755 to 100644) and a README line holding "±".
 */
export function renamesWithSimilarity(): DiffShape {
  const text = inScratchRepo((repo) => {
    repo.write('.eslintrc.js', 'module.exports = {}\n');
    repo.chmod('.eslintrc.js', 0o755);
    repo.write('README.md', 'Latency 5 ms\nThroughput high\n');
    repo.write('benchmark/index.js', prose('bench'));
    repo.write('docs/pull.txt', prose('pull'));
    repo.write('docs/push.txt', prose('push'));
    repo.commit('Initial');
    repo.chmod('.eslintrc.js', 0o644);
    repo.write('README.md', 'Latency 5 ms ± 1 ms\nThroughput high\n');
    repo.git('mv', 'benchmark', 'benchmarks');
    repo.remove('docs/pull.txt');
    repo.remove('docs/push.txt');
    repo.write('docs/fetch.txt', prose('pull').replace('paragraph 4', 'section 4'));
    repo.write('docs/send.txt', prose('push').replace('paragraph 9', 'section 9'));
    repo.commit('Rename');
    return repo.git('diff', '-M', 'main~1', 'main');
  });
  return {
    name: 'renames-similarity',
    command: 'git diff -M main~1 main',
    text,
    files: [
      { path: '.eslintrc.js', added: 0, removed: 0, tags: ['mode'] },
      { path: 'README.md', added: 1, removed: 1, tags: ['non-ascii'] },
      { path: 'benchmarks/index.js', added: 0, removed: 0, tags: ['rename'] },
      { path: 'docs/fetch.txt', added: 1, removed: 1, tags: ['rename'] },
      { path: 'docs/send.txt', added: 1, removed: 1, tags: ['rename'] },
    ],
  };
}

const SCRIPT = numbered(12, (i) => `echo "step ${i}"`);

/** `copy from`/`copy to` with a similarity, the source modified in the same diff. */
export function copyOfModifiedSource(): DiffShape {
  const text = inScratchRepo((repo) => {
    repo.write('pull-script', SCRIPT);
    repo.commit('Initial');
    repo.write('fetch-script', SCRIPT.replace('step 12', 'fetch only'));
    repo.write('pull-script', SCRIPT.replace('step 1"', 'merge"'));
    repo.commit('Copy');
    return repo.git('diff', '-C', 'main~1', 'main');
  });
  return {
    name: 'copy-modified-source',
    command: 'git diff -C main~1 main',
    text,
    files: [
      { path: 'fetch-script', added: 1, removed: 1, tags: ['copy'] },
      { path: 'pull-script', added: 1, removed: 1 },
    ],
  };
}

/** -B: a file rewritten from top to bottom, shown with a dissimilarity index. */
export function completeRewrite(): DiffShape {
  const text = inScratchRepo((repo) => {
    repo.write(
      'ls-tree.c',
      numbered(20, (i) => `int old_${i}(void);`),
    );
    repo.commit('Initial');
    repo.write(
      'ls-tree.c',
      numbered(20, (i) => `static long rewritten_${i} = ${i};`),
    );
    repo.commit('Rewrite');
    return repo.git('diff', '-B', 'main~1', 'main');
  });
  return {
    name: 'rewrite-dissimilarity',
    command: 'git diff -B main~1 main',
    text,
    files: [{ path: 'ls-tree.c', added: 20, removed: 20, tags: ['rewrite'] }],
  };
}

/** Two files made executable: no ---/+++ lines and no hunks at all. */
export function modeOnly(): DiffShape {
  const text = inScratchRepo((repo) => {
    repo.write('t/t0000-basic.sh', 'true\n');
    repo.write('t/test-lib.sh', 'true\n');
    repo.commit('Initial');
    repo.chmod('t/t0000-basic.sh', 0o755);
    repo.chmod('t/test-lib.sh', 0o755);
    return repo.git('diff');
  });
  return {
    name: 'mode-only',
    command: 'git diff',
    text,
    files: [
      { path: 't/t0000-basic.sh', added: 0, removed: 0, tags: ['mode'] },
      { path: 't/test-lib.sh', added: 0, removed: 0, tags: ['mode'] },
    ],
  };
}

/**
 * Paths whose type changed, which git prints as a deletion and an addition
 * in a row: a file that became a symbolic link, and a link that became a file.
 */
export function typeChanges(): DiffShape {
  const text = inScratchRepo((repo) => {
    repo.write('config.json', '{"port": 8080}\n');
    repo.write('shared/config.json', '{"port": 9090}\n');
    repo.symlink('shared/config.json', 'current.json');
    repo.commit('Initial');
    repo.remove('config.json');
    repo.symlink('shared/config.json', 'config.json');
    repo.remove('current.json');
    repo.write('current.json', '{"port": 7070}\n');
    return repo.git('diff');
  });
  return {
    name: 'type-change',
    command: 'git diff',
    text,
    files: [
      { path: 'config.json', added: 1, removed: 1, tags: ['type'] },
      { path: 'current.json', added: 1, removed: 1, tags: ['type'] },
    ],
  };
}

/** Bytes no text reader could take for lines: every value 0-255, NULs included. */
function binaryBytes(seed: number, length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed * 17) % 256));
}

/** A rename with edits, a new file, and a binary lockfile git only says "differ" about. */
export function renameNewFileBinaryDiffer(): DiffShape {
  const build = numbered(12, (i) => `export const step${i} = ${i};`);
  const text = inScratchRepo((repo) => {
    repo.write('build.ts', build);
    repo.write('bun.lockb', binaryBytes(1, 600));
    repo.commit('Initial');
    repo.remove('build.ts');
    repo.write('build/build.ts', `${build}export const step13 = 13;\n`);
    repo.write('build/strip.ts', 'export const strip = (s: string) => s.trim();\n');
    repo.write('bun.lockb', binaryBytes(2, 600));
    repo.commit('Move build');
    return repo.git('diff', '-M', 'main~1', 'main');
  });
  return {
    name: 'rename-newfile-binary-differ',
    command: 'git diff -M main~1 main',
    text,
    files: [
      { path: 'build/build.ts', added: 1, removed: 0, tags: ['rename'] },
      { path: 'build/strip.ts', added: 1, removed: 0, tags: ['new'] },
      { path: 'bun.lockb', added: 0, removed: 0, tags: ['binary'] },
    ],
  };
}

/**
 * --binary: a new icon as a `GIT binary patch` (base85 `literal` blocks a
 * parser must skip), then a new JSON file without a final newline.
 */
export function binaryLiteralPatch(): DiffShape {
  const text = inScratchRepo((repo) => {
    repo.write('package.json', '{}\n');
    repo.commit('Initial');
    repo.write('deno_test/favicon.ico', binaryBytes(3, 2000));
    repo.write('deno_test/settings.json', '{\n  "deno.enable": true\n}');
    repo.write('package.json', '{\n  "private": true\n}\n');
    repo.git('add', '-A');
    return repo.git('diff', '--cached', '--binary');
  });
  return {
    name: 'binary-literal',
    command: 'git diff --cached --binary',
    text,
    files: [
      { path: 'deno_test/favicon.ico', added: 0, removed: 0, tags: ['binary', 'new'] },
      { path: 'deno_test/settings.json', added: 3, removed: 0, tags: ['new', 'no-newline-eof'] },
      { path: 'package.json', added: 3, removed: 1 },
    ],
  };
}
