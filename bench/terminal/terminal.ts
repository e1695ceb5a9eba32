import type { BenchSuite } from '../suite';
import { browserTerminalThroughput } from './browserThroughput';
import { exitLatency } from './exitLatency';
import { interruptLatency } from './interruptLatency';
import { keystrokeEcho } from './keystrokeEcho';
import { ptyThroughput } from './ptyThroughput';
import { sessionMemory } from './sessionMemory';
import { sessionSwitch } from './sessionSwitch';

/** Terminals at full speed: output throughput to the screen model and the browser, key latency, memory, switching. */
const suite: BenchSuite = {
  title: 'Terminals: throughput, latency, memory',
  async run() {
    return [
      await ptyThroughput(),
      await keystrokeEcho(),
      await interruptLatency(),
      await exitLatency(),
      ...(await sessionMemory()),
      await browserTerminalThroughput(),
      await sessionSwitch(),
    ];
  },
};

export default suite;
