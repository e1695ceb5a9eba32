import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../../../support/poll';
import {
  FlowControl,
  HIGH_WATERMARK_BYTES,
  LAG_LIMIT_BYTES,
} from '../../../../../main/core/sessions/output/flowControl';
import type { ParleyEvent } from '../../../../../shared/contract';
import { makeKit, processAlive } from '../sessionKit';
import type { Kit } from '../sessionKit';

const LIMITS = { high: 100, low: 10, lagLimit: 1000, maxPauseMs: 2000 };

function recordingFlow() {
  const pauses: boolean[] = [];
  const caughtUp: string[] = [];
  const flow = new FlowControl(
    { setPaused: (paused) => pauses.push(paused), caughtUp: (id) => caughtUp.push(id) },
    LIMITS,
  );
  return { flow, pauses, caughtUp };
}

describe('FlowControl', () => {
  afterEach(() => vi.useRealTimers());

  it('pauses for its only client above the high watermark and resumes only below the low one', () => {
    const { flow, pauses } = recordingFlow();
    flow.attach('a');
    expect(flow.send(90)).toEqual(['a']);
    expect(pauses).toEqual([]);
    flow.send(20);
    expect(pauses).toEqual([true]);
    flow.ack('a', 50);
    expect(pauses).toEqual([true]);
    flow.ack('a', 55);
    expect(pauses).toEqual([true, false]);
    flow.dispose();
  });

  it('counts nothing while no client is attached, and a client that leaves holds nothing back', () => {
    const { flow, pauses } = recordingFlow();
    expect(flow.send(1_000_000)).toEqual([]);
    expect(pauses).toEqual([]);
    flow.attach('a');
    flow.attach('b');
    flow.send(500);
    expect(pauses).toEqual([true]);
    flow.detach('a');
    flow.detach('b');
    expect(pauses).toEqual([true, false]);
    flow.dispose();
  });

  it('follows the client that keeps up; one that never acks lags, gets nothing, and resyncs once it acks', () => {
    const { flow, pauses, caughtUp } = recordingFlow();
    flow.attach('fast');
    flow.attach('stalled');
    const received = { fast: 0, stalled: 0 };
    for (let batch = 0; batch < 50; batch++) {
      for (const client of flow.send(60)) received[client as keyof typeof received] += 60;
      flow.ack('fast', 60);
    }
    expect(pauses).toEqual([]);
    expect(received.fast).toBe(50 * 60);
    // Everything up to the lag limit, then nothing: its backlog stays bounded.
    expect(received.stalled).toBe(960);

    flow.ack('stalled', 900);
    expect(caughtUp).toEqual([]);
    flow.ack('stalled', 60);
    expect(caughtUp).toEqual(['stalled']);
    // Detached until it attaches again for a fresh screen.
    expect(flow.send(60)).toEqual(['fast']);
    flow.attach('stalled');
    expect(flow.send(60)).toEqual(['fast', 'stalled']);
    flow.dispose();
  });

  it('pauses while every client is behind, but no longer than maxPauseMs: then they lag', () => {
    vi.useFakeTimers();
    const { flow, pauses, caughtUp } = recordingFlow();
    flow.attach('background-tab');
    flow.send(150);
    expect(pauses).toEqual([true]);
    vi.advanceTimersByTime(LIMITS.maxPauseMs - 1);
    expect(pauses).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(pauses).toEqual([true, false]);
    expect(flow.send(150)).toEqual([]);
    expect(pauses).toEqual([true, false]);

    flow.ack('background-tab', 150);
    expect(caughtUp).toEqual(['background-tab']);
    flow.dispose();
  });

  it('a client that catches up in time keeps the program paused only as long as it is behind', () => {
    vi.useFakeTimers();
    const { flow, pauses } = recordingFlow();
    flow.attach('a');
    flow.send(150);
    vi.advanceTimersByTime(LIMITS.maxPauseMs / 2);
    flow.ack('a', 150);
    vi.advanceTimersByTime(LIMITS.maxPauseMs);
    expect(pauses).toEqual([true, false]);
    expect(flow.send(10)).toEqual(['a']);
    flow.dispose();
  });
});

// Starts after a moment, so a viewer can attach before the first byte.
function flood(bytes: number) {
  return {
    profileId: 'custom',
    command: `sleep 0.3; yes | head -c ${bytes}; echo; echo flood-done`,
  };
}

describe('a session that floods output', () => {
  let kit: Kit;
  afterEach(async () => kit?.cleanup());

  /** Output and resync events per client; `acking` clients acknowledge what they get at once. */
  function floodKit(acking: readonly string[] = []) {
    const received = new Map<string, number>();
    const resyncs: string[] = [];
    kit = makeKit({
      keepOutput: false,
      onEvent: (event: ParleyEvent, to) => {
        for (const client of to ?? []) {
          if (event.name === 'session:did-resync') resyncs.push(client);
          if (event.name !== 'session:did-output') continue;
          const bytes = event.payload.data.length;
          received.set(client, (received.get(client) ?? 0) + bytes);
          if (acking.includes(client)) kit.manager.get(event.payload.id).ack(client, bytes);
        }
      },
    });
    return { received, resyncs, of: (client: string) => received.get(client) ?? 0 };
  }

  it('runs to completion with no client attached, holding little output in memory', async () => {
    const viewers = floodKit();
    const session = kit.manager.create(flood(20_000_000));
    let maxBuffered = 0;
    const sampler = setInterval(() => {
      maxBuffered = Math.max(maxBuffered, session.bufferedBytes);
    }, 5);
    try {
      await session.waitForStatus(['exited'], 150_000);
    } finally {
      clearInterval(sampler);
    }
    expect(session.snapshot().exitCode).toBe(0);
    expect(await session.readText()).toMatch(/flood-done$/);
    // 20 MB went through; what sits in memory on its way stays around a megabyte.
    expect(maxBuffered).toBeGreaterThan(0);
    expect(maxBuffered).toBeLessThan(2_000_000);
    expect(viewers.received.size).toBe(0);
  }, 180_000);

  it('a client that acknowledges as it renders gets every character', async () => {
    const viewers = floodKit(['viewer']);
    const session = kit.manager.create(flood(5_000_000));
    await session.attach('viewer');
    await session.waitForStatus(['exited'], 120_000);
    // 5 MB of "y\n" reach the terminal as "y\r\n", and nothing after them is lost.
    expect(viewers.of('viewer')).toBe(7_500_000 + '\r\nflood-done\r\n'.length);
    expect(viewers.resyncs).toEqual([]);
  }, 180_000);

  it('a client that stops acknowledging never stops the program; when it acks again it resyncs', async () => {
    const viewers = floodKit();
    const session = kit.manager.create(flood(5_000_000));
    await session.attach('viewer');
    await session.waitForStatus(['exited'], 120_000);
    expect(session.snapshot().exitCode).toBe(0);
    // It got output until it was dropped, never the whole flood.
    expect(viewers.of('viewer')).toBeGreaterThan(HIGH_WATERMARK_BYTES);
    expect(viewers.of('viewer')).toBeLessThanOrEqual(LAG_LIMIT_BYTES);

    session.ack('viewer', viewers.of('viewer'));
    expect(viewers.resyncs).toEqual(['viewer']);
    const { screen } = await session.attach('viewer');
    expect(screen).toMatch(/flood-done/);
  }, 180_000);

  it('a program that ends while a client holds it paused keeps its last line', async () => {
    floodKit();
    // Just past the high watermark (what is left fits in the kernel, so the program is not
    // blocked), then a last line written while the viewer has acknowledged nothing.
    const bytes = HIGH_WATERMARK_BYTES * 0.7;
    const session = kit.manager.create({
      profileId: 'custom',
      command: `sleep 0.3; yes | head -c ${bytes}; sleep 1; echo last-line`,
    });
    await session.attach('viewer');
    await session.waitForStatus(['exited'], 60_000);
    expect(session.snapshot().exitCode).toBe(0);
    expect(await session.readText()).toMatch(/last-line$/);
  }, 90_000);

  it('stopping a session that a client holds paused ends it promptly', async () => {
    const viewers = floodKit();
    const session = kit.manager.create(flood(5_000_000));
    await session.attach('viewer');
    await waitFor(() => viewers.of('viewer') > HIGH_WATERMARK_BYTES, {
      what: 'output past the high watermark',
    });
    const pid = session.snapshot().pid;
    await session.stop();
    expect(session.currentStatus).toBe('stopped');
    expect(pid !== undefined && processAlive(pid)).toBe(false);
  }, 90_000);
});
