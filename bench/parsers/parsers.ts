import type { BenchSuite } from '../suite';
import { diffParse } from './diffParse';
import { reviewParse } from './reviewParse';

/** The parsers every review round runs: the reviewer's answer and the diff. */
const suite: BenchSuite = {
  title: 'Parsers: review answers and diffs',
  async run() {
    return [await reviewParse(), await diffParse()];
  },
};

export default suite;
