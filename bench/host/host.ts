import type { BenchSuite } from '../suite';
import { hostEventLoopLag } from './eventLoopLag';

/** The process that answers the windows: how responsive it stays while terminals flood. */
const suite: BenchSuite = {
  title: 'Host process: responsiveness under a flood',
  async run() {
    return hostEventLoopLag();
  },
};

export default suite;
