import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Leases } from '../../../../main/core/store/leases';

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
});
