import path from 'node:path';
import { findAppRoot } from '../appRoot';
import type { AgentProfile } from './profile';

/**
 * parley-agent, the deterministic agent that ships with Parley
 * (bin/parley-agent.js, sources in main/agent/). It runs on the same Node (or
 * Electron, as Node) that runs Parley, so it needs nothing installed. The
 * patterns below read its screen (main/agent/terminal/screenText.ts); a PTY
 * test checks them against the real program.
 */
export const parleyAgentProfile: AgentProfile = {
  id: 'parley-agent',
  name: 'parley-agent',
  description: "Parley's built-in rule-based agent: works offline, no API key.",
  command: process.execPath,
  args: [path.join(findAppRoot(), 'bin', 'parley-agent.js')],
  // Inside Electron, process.execPath is the Electron binary: this makes it behave as Node.
  env: { ELECTRON_RUN_AS_NODE: '1' },
  // It takes a bracketed paste whole at once: Enter right after it submits.
  submit: { kind: 'paste', pasteSettleMs: 30, enterRetries: 2 },
  readiness: {
    // Its prompt, empty, as the last thing on the screen: waiting for input.
    readyPattern: /^parley-agent>\s*$(?![\s\S]*\S)/m,
    // The status line it shows while working (erased when the answer comes).
    busyPattern: /parley-agent is working:/,
    quietMs: 1000,
    turnTimeoutMs: 5 * 60_000,
  },
  // "Usage: 1234 input chars, 567 output chars, cost $0.0000 (parley-agent is free)"
  cost: {
    kind: 'screen',
    pattern: /Usage: \d+ input chars, \d+ output chars, cost \$(\d+(?:\.\d+)?)/,
    model: 'none',
  },
  dialogs: [],
  // Its turn ends on a marker in its output, the moment its answer is complete.
  turnSignal: 'parley-agent-marker',
};
