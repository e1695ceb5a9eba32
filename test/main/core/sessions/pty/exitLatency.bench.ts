import { expect, test } from 'vitest';
import { NodePtySpawner } from '../../../../../main/core/sessions/pty/nodePtySpawner';

const spawner = new NodePtySpawner();

// A finished turn of a program that exits is reported at its exit: only a
// process left holding the terminal may hold the report back (2 s at most).
test('a program that exits is reported gone at once (mean under 250 ms), not after a drain grace', async ({
  bench,
}) => {
  const result = await bench('exit of `echo bye` reported', async () => {
    const pty = spawner.spawn({
      command: '/bin/sh',
      args: ['-c', 'echo bye'],
      cwd: '/',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      cols: 80,
      rows: 24,
    });
    await new Promise((resolve) => pty.onExit(resolve));
  }).run();
  expect(result.latency.mean).toBeLessThan(250);
});
