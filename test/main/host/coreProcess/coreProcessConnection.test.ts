import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../main/core/log/logger';
import { CoreProcessConnection } from '../../../../main/host/coreProcess/coreProcessConnection';
import type { ConnectionListeners } from '../../../../main/host/coreProcess/coreProcessConnection';
import { FakeCoreProcess } from './fakeLink';

const options = { workspace: '/w', dataDir: '/d', isDesktop: true, version: '1.0.0' };

function listeners(crashes: (number | null)[] = []): ConnectionListeners {
  return { onEvent: () => {}, onCrash: (code) => crashes.push(code) };
}

async function opened(process: FakeCoreProcess, crashes: (number | null)[] = []) {
  const opening = CoreProcessConnection.open(process, options, silentLogger, listeners(crashes));
  process.says({ type: 'started' });
  return opening;
}

describe('CoreProcessConnection', () => {
  it('sends the start options first and rejects with the core process reason when it cannot start', async () => {
    const process = new FakeCoreProcess();
    const opening = CoreProcessConnection.open(process, options, silentLogger, listeners());
    expect(process.posted).toEqual([{ type: 'start', options }]);
    process.says({ type: 'start-failed', message: 'Error: EACCES: /d/sessions.json' });
    await expect(opening).rejects.toThrow(
      "Parley's core process could not start: Error: EACCES: /d/sessions.json",
    );
    expect(process.killed).toBe(true);
  });

  it('rejects when the process exits before it started', async () => {
    const process = new FakeCoreProcess();
    const opening = CoreProcessConnection.open(process, options, silentLogger, listeners());
    process.exits(1);
    await expect(opening).rejects.toThrow(/could not start: it exited while starting/);
  });

  it('matches results to calls by id, whatever order they come back in', async () => {
    const process = new FakeCoreProcess();
    const connection = await opened(process);
    const first = connection.call('session:list', {}, 'w1');
    const second = connection.call('app:info', {}, 'w2');
    expect(process.posted.slice(1)).toEqual([
      { type: 'call', id: 1, name: 'session:list', input: {}, clientId: 'w1' },
      { type: 'call', id: 2, name: 'app:info', input: {}, clientId: 'w2' },
    ]);
    process.says({ type: 'result', id: 2, result: { ok: true, data: 'info' } });
    process.says({ type: 'result', id: 1, result: { ok: true, data: [] } });
    expect(await first).toEqual({ ok: true, data: [] });
    expect(await second).toEqual({ ok: true, data: 'info' });
  });

  it('answers every waiting call with an error when the process dies, and reports the crash', async () => {
    const process = new FakeCoreProcess();
    const crashes: (number | null)[] = [];
    const connection = await opened(process, crashes);
    const waiting = connection.call('session:submit', { id: 's', text: 'hi' }, 'w1');
    process.exits(null);
    expect(await waiting).toEqual({
      ok: false,
      error: {
        code: 'failed',
        message:
          "Parley's core process stopped (killed by a signal) before it answered session:submit.",
      },
    });
    expect(crashes).toEqual([null]);
    expect(await connection.call('app:info', {}, 'w1')).toMatchObject({ ok: false });
  });

  it('stops by asking first, then ends the process; an exit it asked for is no crash', async () => {
    const process = new FakeCoreProcess();
    const crashes: (number | null)[] = [];
    const connection = await opened(process, crashes);
    const stopping = connection.stop();
    expect(process.posted.at(-1)).toEqual({ type: 'dispose' });
    expect(process.killed).toBe(false);
    process.says({ type: 'disposed' });
    await stopping;
    expect(process.killed).toBe(true);
    process.exits(null);
    expect(crashes).toEqual([]);
  });
});
