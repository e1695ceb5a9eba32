#!/usr/bin/env node
// parley-agent, Parley's built-in deterministic agent CLI: the built program,
// or its sources when the build is older than them (see loadEntry.js).
import { loadEntry } from './loadEntry.js';

await loadEntry('agent', 'main/agent/index.ts');
