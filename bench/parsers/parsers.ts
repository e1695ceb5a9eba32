import type { BenchSuite } from '../suite';
import { diffParse } from './diffParse';
import { reviewParse } from './reviewParse';

/** The parsers every review round runs: the reviewer's answer and the diff. */
const suite: BenchSuite = {
  title: 'Parsers: review answers and diffs',
  async run() {
    // The diff parser first: after review-parse's 10 MB passes, in the same process, it ran
    // at 0.88-0.94x gitdiff-parser in about half the runs, against 1.2-1.4x when it runs first.
    return [await diffParse(), await reviewParse()];
  },
};

export default suite;
