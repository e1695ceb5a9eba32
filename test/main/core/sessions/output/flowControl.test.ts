import { afterEach, describe, expect, it } from 'vitest';
import { sleep, waitFor } from '../../../../support/poll';
import {
  FlowControl,
  HIGH_WATERMARK_CHARS,
} from '../../../../../main/core/sessions/output/flowControl';
import { makeKit, processAlive } from '../sessionKit';
import type { Kit } from '../sessionKit';

// Starts after a moment, so a viewer can attach before the first byte.
function flood(bytes: number) {
  return {
    profileId: 'custom',
    command: `sleep 0.3; yes | head -c ${bytes}; echo; echo flood-done`,
  };
}

describe('FlowControl', () => {
  it('pauses above the high watermark and resumes only below the low one', () => {
    const changes: boolean[] = [];
    const flow = new FlowControl((paused) => changes.push(paused), 100, 10);
    flow.attach('a');
    flow.sent(90);
    expect(changes).toEqual([]);
    flow.sent(20);
    expect(changes).toEqual([true]);
    flow.ack('a', 50);
    expect(changes).toEqual([true]);
    flow.ack('a', 55);
    expect(changes).toEqual([true, false]);
  });

  it('counts nothing while no client is attached, and a client that leaves holds nothing back', () => {
    const changes: boolean[] = [];
    const flow = new FlowControl((paused) => changes.push(paused), 100, 10);
    flow.sent(1_000_000);
    expect(changes).toEqual([]);
    flow.attach('a');
    flow.attach('b');
    flow.sent(500);
    flow.ack('a', 500);
    expect(changes).toEqual([true]);
    flow.detach('b');
    expect(changes).toEqual([true, false]);
  });
});

describe('a session that floods output', () => {
  let kit: Kit;
  let sent = 0;
  let acking = false;
  afterEach(async () => kit?.cleanup());

  /** A kit whose viewer counts output events and, once acking is on, acknowledges them. */
  function floodKit(): Kit {
    sent = 0;
    acking = false;
    return makeKit({
      keepOutput: false,
      onEvent: (event) => {
        if (event.name !== 'session:did-output') return;
        sent += event.payload.data.length;
        if (acking) kit.manager.get(event.payload.id).ack('viewer', event.payload.data.length);
      },
    });
  }

  /** Waits until the viewer's output count stops growing; answers where it stopped. */
  async function stalled(): Promise<number> {
    await waitFor(() => sent > HIGH_WATERMARK_CHARS, { what: 'output past the high watermark' });
    return waitFor(
      async () => {
        const before = sent;
        await sleep(500);
        return sent === before ? sent : false;
      },
      { what: 'output to stop growing', describe: () => `sent ${sent}` },
    );
  }

  it('runs to completion with no client attached, holding little output in memory', async () => {
    kit = floodKit();
    const session = kit.manager.create(flood(20_000_000));
    let maxBuffered = 0;
    const sampler = setInterval(() => {
      maxBuffered = Math.max(maxBuffered, session.bufferedChars);
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
    expect(sent).toBe(0);
  }, 180_000);

  it('pauses while an attached client does not acknowledge, and resumes when it does', async () => {
    kit = floodKit();
    const session = kit.manager.create(flood(5_000_000));
    await session.attach('viewer');

    // Paused: the count stops growing while the program still has most of its 5 MB to print.
    expect(await stalled()).toBeLessThan(1_000_000);
    expect(session.currentStatus).not.toBe('exited');

    acking = true;
    session.ack('viewer', sent);
    await session.waitForStatus(['exited'], 120_000);
    // 5 MB of "y\n" reach the terminal as "y\r\n", and nothing after them is lost.
    expect(sent).toBe(7_500_000 + '\r\nflood-done\r\n'.length);
    expect(session.snapshot().exitCode).toBe(0);
    expect(await session.readText()).toMatch(/flood-done$/);
  }, 180_000);

  it('a client that goes away no longer holds the program back', async () => {
    kit = floodKit();
    const session = kit.manager.create(flood(5_000_000));
    await session.attach('viewer');
    await stalled();
    expect(session.currentStatus).not.toBe('exited');

    kit.manager.clientGone('viewer');
    await session.waitForStatus(['exited'], 120_000);
    expect(session.snapshot().exitCode).toBe(0);
    expect(await session.readText()).toMatch(/flood-done$/);
  }, 180_000);

  it('a program that ends while a client holds it paused keeps its last line', async () => {
    kit = floodKit();
    // Just past the high watermark (what is left fits in the kernel, so the program is not
    // blocked), then a last line written while the viewer has acknowledged nothing.
    const bytes = HIGH_WATERMARK_CHARS * 0.7;
    const session = kit.manager.create({
      profileId: 'custom',
      command: `sleep 0.3; yes | head -c ${bytes}; sleep 1; echo last-line`,
    });
    await session.attach('viewer');
    await session.waitForStatus(['exited'], 60_000);
    expect(session.snapshot().exitCode).toBe(0);
    expect(sent).toBe(bytes * 1.5 + 'last-line\r\n'.length);
    expect(await session.readText()).toMatch(/last-line$/);
  }, 90_000);

  it('stopping a session that a client holds paused ends it promptly', async () => {
    kit = floodKit();
    const session = kit.manager.create(flood(5_000_000));
    await session.attach('viewer');
    await stalled();
    const pid = session.snapshot().pid;
    await session.stop();
    expect(session.currentStatus).toBe('stopped');
    expect(pid !== undefined && processAlive(pid)).toBe(false);
  }, 90_000);
});
