/**
 * Big diffs for the Review Panel's benchmarks, made by real git from the
 * shared big change, parsed by the core's own parser into what
 * `diff:capture` hands the panel.
 */
import { parseDiff } from '../../main/core/git/diff/parseDiff';
import type { CapturedDiff, ReviewComment } from '../../shared/contract';
import { bigChangeFiles, bigChangePath } from '../../test/support/diffShapes/bigChange';
import { inScratchRepo } from '../../test/support/diffShapes/scratchRepo';

export interface BenchDiff {
  readonly diff: CapturedDiff;
  /** Review comments on the first edited line of some files, as a reviewer would leave them. */
  readonly comments: ReviewComment[];
  /** Removed plus added lines in the whole diff. */
  readonly changedLines: number;
}

/** A diff of `files` files of the big change; a comment on every `commentEvery`th file. */
export function bigDiff(files: number, commentEvery = 25): BenchDiff {
  const raw = inScratchRepo((repo) => {
    for (const [path, text] of Object.entries(bigChangeFiles(files, 'before')))
      repo.write(path, text);
    repo.commit('Before');
    for (const [path, text] of Object.entries(bigChangeFiles(files, 'after')))
      repo.write(path, text);
    repo.commit('After');
    return repo.git('diff', 'main~1', 'main');
  });
  const parsed = parseDiff(raw);
  const comments: ReviewComment[] = [];
  for (let f = 0; f < files; f += commentEvery) {
    comments.push({
      file: bigChangePath(f),
      line: 1,
      severity: 'warning',
      comment: `compute() is called with a literal here (file ${f}); name the constant.`,
    });
  }
  const changedLines = parsed.files.reduce((sum, f) => sum + f.added + f.removed, 0);
  return {
    diff: { description: `${files} files`, raw, files: parsed.files, warnings: parsed.warnings },
    comments,
    changedLines,
  };
}
