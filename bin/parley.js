#!/usr/bin/env node
// The `parley` command. The CLI is TypeScript run through tsx (a dependency),
// so it works right after `npm install`, before or without a build.
import { register } from 'tsx/esm/api';

register();
const { runCli, processIo } = await import('../main/host/cli/index.ts');
const code = await runCli(process.argv.slice(2), processIo());
// A command is done when it returns, whatever handles remain open: exit once
// what it printed has been flushed (pipes are asynchronous on some systems).
const flushed = (stream) => new Promise((resolve) => stream.write('', () => resolve()));
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
