#!/usr/bin/env node
// The `parley` command: the built CLI, or its sources when the build is older
// than them (see loadEntry.js).
import { loadEntry } from './loadEntry.js';

const { runCli, processIo } = await loadEntry('cli', 'main/host/cli/index.ts');
const code = await runCli(process.argv.slice(2), processIo());
// A command is done when it returns, whatever handles remain open: exit once
// what it printed has been flushed (pipes are asynchronous on some systems).
const flushed = (stream) => new Promise((resolve) => stream.write('', () => resolve()));
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
