import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { asBuilt } from '../../bench/asBuilt';
import type * as CoreSessions from '../../bench/terminal/coreSessions';
import type * as DiffParse from '../../main/core/git/diff/parseDiff';
import { parseDiff } from '../../main/core/git/diff/parseDiff';

const DIFF = [
  'diff --git a/a.ts b/a.ts',
  '--- a/a.ts',
  '+++ b/a.ts',
  '@@ -1,2 +1,2 @@',
  ' keep',
  '-old',
  '+new',
  '',
].join('\n');

const CACHE = path.join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'parley-bench');
const builtDirs = () => (existsSync(CACHE) ? readdirSync(CACHE) : []);

test('a module as built works as its source does, and leaves no file behind', async () => {
  const before = builtDirs();
  const built = await asBuilt<typeof DiffParse>('main/core/git/diff/parseDiff.ts');
  expect(built.parseDiff).not.toBe(parseDiff);
  expect(built.parseDiff(DIFF)).toEqual(parseDiff(DIFF));
  expect(builtDirs()).toEqual(before);
});

test('a built module finds the packages it imports (node-pty, @xterm/headless)', async () => {
  const built = await asBuilt<typeof CoreSessions>('bench/terminal/coreSessions.ts');
  expect(new built.ProfileRegistry().get('shell')?.id).toBe('shell');
});

test('the built file is there while its process runs and gone once it exits', () => {
  const script = [
    "import { existsSync } from 'node:fs';",
    "import { builtFile } from './bench/asBuilt.ts';",
    "const file = await builtFile('main/core/git/diff/parseDiff.ts');",
    'console.log(JSON.stringify({ file, there: existsSync(file) }));',
  ].join('\n');
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      encoding: 'utf8',
    },
  );
  expect(run.status, run.stderr).toBe(0);
  const { file, there } = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
    file: string;
    there: boolean;
  };
  expect(there).toBe(true);
  expect(existsSync(file)).toBe(false);
});
