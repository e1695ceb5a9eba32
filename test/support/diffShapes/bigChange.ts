/**
 * A big change across many TypeScript files, for the Review Panel at real
 * sizes (benchmarks and e2e): each file has nine edited blocks of eight lines
 * with one word changed per line, and every 37th line is a long comment.
 */
import { numbered } from './scratchRepo';

const BLOCKS = 9;
const BLOCK_LINES = 20;
const EDITED_PER_BLOCK = 8;
/** Removed plus added lines in one file. */
export const CHANGED_PER_FILE = BLOCKS * EDITED_PER_BLOCK * 2;

export const bigChangePath = (file: number) => `src/module${file % 40}/feature${file}.ts`;

function source(file: number, version: 'before' | 'after'): string {
  return numbered(BLOCKS * BLOCK_LINES, (i) => {
    const edited = (i - 1) % BLOCK_LINES < EDITED_PER_BLOCK;
    const word = edited && version === 'after' ? 'updated' : 'initial';
    if (i % 37 === 0)
      return `  // ${word} note ${i}: ${'a long explanation that goes on '.repeat(6)}`;
    return `  const value${i} = compute(${file}, ${i}, "${word} label ${i}") + offset${i % 7};`;
  });
}

/** The files of a project of `files` files, before or after the change, by path. */
export function bigChangeFiles(files: number, version: 'before' | 'after'): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: files }, (_, f) => [bigChangePath(f), source(f, version)]),
  );
}
