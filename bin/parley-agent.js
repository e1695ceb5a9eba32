#!/usr/bin/env node
// parley-agent, Parley's built-in deterministic agent CLI. Its TypeScript
// sources run through tsx, as bin/parley.js does, so nothing needs building.
import { register } from 'tsx/esm/api';

register();
await import('../main/agent/index.ts');
