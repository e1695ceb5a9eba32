import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import type { ParleyCore } from '../../../../main/core/api';
import { connectCoreProcess } from '../../../../main/host/coreProcess/remoteCore';
import { serveCoreProcess } from '../../../../main/host/coreProcess/serveCore';
import { dispatch } from '../../../../main/host/dispatch';
import {
  launchUtilityCoreProcess,
  parentPortHostLink,
} from '../../../../main/host/electron/utilityCoreProcess';
import type { UtilityProcessModule } from '../../../../main/host/electron/utilityCoreProcess';
import { createFakeCore } from '../fakeCore';
import type { FakeCore } from '../fakeCore';
import { waitFor } from '../../../support/poll';

/*
 * The Electron glue of the core process. The Electron binary cannot run here,
 * so a utility process is a fake pair of ends that structured-clones what
 * crosses, as Electron does, with the real serving code (serveCoreProcess) in
 * the "child" over a fake core.
 */

/** `process.parentPort` in the utility process. */
class FakeParentPort extends EventEmitter {
  constructor(private readonly child: FakeUtilityChild) {
    super();
  }
  postMessage(message: unknown): void {
    const copy = structuredClone(message);
    setImmediate(() => this.child.emit('message', copy));
  }
}

class FakeUtilityChild extends EventEmitter {
  readonly port = new FakeParentPort(this);
  killed = false;
  postMessage(message: unknown): void {
    const copy = structuredClone(message);
    setImmediate(() => this.port.emit('message', { data: copy, ports: [] }));
  }
  kill(): boolean {
    this.killed = true;
    this.crash(null);
    return true;
  }
  /** The process ends (Electron reports a number; a signal is reported as such by Node). */
  crash(code: number | null): void {
    this.port.removeAllListeners();
    setImmediate(() => this.emit('exit', code));
  }
}

interface Forked {
  readonly modulePath: string;
  readonly options: unknown;
  readonly child: FakeUtilityChild;
  readonly core: FakeCore;
}

let forked: Forked[] = [];
let cores: ParleyCore[] = [];

/** utilityProcess.fork: each new process runs the core process entry's code over a fake core. */
const utilityProcess = {
  fork(modulePath: string, _args: string[], options: unknown) {
    const child = new FakeUtilityChild();
    const core = createFakeCore();
    serveCoreProcess(parentPortHostLink(child.port), async () => core);
    forked.push({ modulePath, options, child, core });
    return child as unknown as ReturnType<UtilityProcessModule['fork']>;
  },
} satisfies UtilityProcessModule;

async function connect(): Promise<ParleyCore> {
  const core = await connectCoreProcess(
    launchUtilityCoreProcess(utilityProcess, '/app/out/main/coreProcess.js'),
    { workspace: '/w', dataDir: '/d', isDesktop: true, version: '9.9.9' },
  );
  cores.push(core);
  return core;
}

afterEach(async () => {
  await Promise.all(cores.map((core) => core.dispose()));
  cores = [];
  forked = [];
});

describe('the core in an Electron utility process', () => {
  it('forks the built core process entry under its own name', async () => {
    await connect();
    expect(forked).toHaveLength(1);
    expect(forked[0]?.modulePath).toBe('/app/out/main/coreProcess.js');
    expect(forked[0]?.options).toMatchObject({ serviceName: 'Parley core' });
  });

  it('relays calls, client departures and addressed events both ways', async () => {
    const core = await connect();
    const child = forked[0];
    if (!child) throw new Error('nothing was forked');
    expect(await dispatch(core, 'app:info', {}, { clientId: 'window-1-1' })).toMatchObject({
      ok: true,
      data: { version: '0.0.0-test' },
    });
    expect(child.core.calls).toEqual([
      { name: 'app:info', input: {}, ctx: { clientId: 'window-1-1' } },
    ]);

    const received: unknown[] = [];
    core.onEvent((event, to) => received.push({ event, to }));
    const hi = new TextEncoder().encode('hi');
    child.core.emit({ name: 'session:did-output', payload: { id: 's1', data: hi } }, [
      'window-1-1',
    ]);
    await waitFor(() => received.length === 1);
    expect(received).toEqual([
      {
        event: { name: 'session:did-output', payload: { id: 's1', data: hi } },
        to: ['window-1-1'],
      },
    ]);

    core.clientGone('window-1-1');
    await waitFor(() => child.core.goneClients.includes('window-1-1'));
  });

  it('starts a new utility process when the core process crashes, and says so', async () => {
    const core = await connect();
    const problems: string[] = [];
    core.onEvent((event) => {
      if (event.name === 'app:did-report-problem') problems.push(event.payload.message);
    });
    forked[0]?.child.crash(139);
    await waitFor(() => problems.length > 0);
    expect(problems[0]).toMatch(/^Parley's core process exited with code 139 and was restarted/);
    expect(forked).toHaveLength(2);
    expect(await dispatch(core, 'app:info', {}, { clientId: 'window-1-1' })).toMatchObject({
      ok: true,
    });
  });

  it('quits by asking the core to stop, then ends the utility process', async () => {
    const core = await connect();
    const child = forked[0];
    await core.dispose();
    expect(child?.core.disposed).toBe(true);
    expect(child?.child.killed).toBe(true);
  });
});
