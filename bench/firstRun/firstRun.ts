import type { BenchSuite } from '../suite';
import { demoLoop } from './demoLoop';
import { treeChangeLatency } from './treeChangeLatency';

/** What a new user meets first: the demo's whole loop, and an edit showing in the panel. */
const suite: BenchSuite = {
  title: 'First run: the demo loop; the panel following the working tree',
  async run() {
    return [await treeChangeLatency(), await demoLoop()];
  },
};

export default suite;
