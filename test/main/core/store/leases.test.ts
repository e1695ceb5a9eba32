import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Leases } from '../../../../main/core/store/leases';
import { waitFor } from '../../host/waitFor';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-leases-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const leases = () => new Leases((id) => path.join(dir, id));

describe('Leases', () => {
  it('gives a review to one holder at a time, and to the next once it is let go', () => {
    const app = leases();
    const cli = leases();
    expect(app.claim('r1')).toEqual({ ok: true });
    expect(cli.claim('r1')).toEqual({ ok: false, holder: app.me });
    expect(cli.heldElsewhere('r1')).toEqual(app.me);
    app.release('r1');
    expect(cli.heldElsewhere('r1')).toBeNull();
    expect(cli.claim('r1')).toEqual({ ok: true });
  });

  it('frees the lease of a holder that closed, as of a process that died', () => {
    const gone = leases();
    gone.claim('r1');
    gone.close();
    expect(leases().claim('r1')).toEqual({ ok: true });
  });

  it('frees the lease of another process once that process has exited', () => {
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(child.stdout.toString());
    fs.mkdirSync(path.join(dir, 'r1'));
    const holder = { pid: deadPid, host: os.hostname(), processStart: null, instance: 'gone' };
    fs.writeFileSync(path.join(dir, 'r1', 'lease-1.json'), JSON.stringify({ holder }));
    const next = leases();
    expect(next.heldElsewhere('r1')).toBeNull();
    expect(next.claim('r1')).toEqual({ ok: true });
    expect(fs.readdirSync(path.join(dir, 'r1'))).toEqual(['lease-2.json']);
  });

  it.runIf(process.platform === 'linux')(
    'frees the lease of a process killed but not yet reaped by its parent (a zombie)',
    async () => {
      // The shell's child exits at once; the sleep the shell became never reaps it.
      const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: 'pipe' });
      try {
        const pid = Number(
          await new Promise<string>((resolve) => parent.stdout.once('data', resolve)),
        );
        await waitFor(() => /\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')), 'a zombie');
        const start = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
        const holder = { pid, host: os.hostname(), processStart: start, instance: 'killed' };
        fs.mkdirSync(path.join(dir, 'r1'));
        fs.writeFileSync(path.join(dir, 'r1', 'lease-1.json'), JSON.stringify({ holder }));
        expect(leases().claim('r1')).toEqual({ ok: true });
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );
});
