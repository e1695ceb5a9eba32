import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentReview, CommandOutput, SessionSnapshot } from '../../shared/contract';
import { AckCounter } from '../../renderer/src/terminal/ackCounter';
import { makeParleyDirs, startParleyServer } from '../support/parleyServer';
import type { ParleyDirs, ParleyServer } from '../support/parleyServer';
import { ReviewSandbox } from '../main/host/cli/reviewSandbox';
import { expectNoProcessLeftIn } from '../main/host/cli/reviewRun/cliProcess';
import { ContractSocket, openSocket } from '../main/host/server/serverClient';
import { waitFor } from '../support/poll';
import { NumberedLines } from './fixtures/numberedLines';
import { pidOf, sampleMemory } from './fixtures/processMemory';
import { reportFigure } from './figures';

/**
 * A browser tab on a real `parley serve` with eight sessions at once: four
 * flooding their terminals with numbered lines, four pairs of parley-agent
 * sessions running four auto-iterating reviews. Every review must end
 * approved in round 2, every flooded line reach the tab once and in order,
 * every review's events arrive in a sane order, the tab's connection hold,
 * and the server's memory stay bounded however many megabytes go through.
 */

const FLOOD = fileURLToPath(new URL('./fixtures/numberedFlood.mjs', import.meta.url));
const FLOODERS = 4;
const REVIEWS = 4;
/**
 * A few dozen MB for Node and the core, twelve sessions' screen models with
 * their scrollback, and per tab at most the lag limit (1 MB) of output on its
 * way per session: well under 400 MB. Output that piled up anywhere would
 * pass it within seconds at the rate the flooders print.
 */
const RSS_BOUND_MB = 400;
/**
 * Once the flood is steady (after its first third), resident memory may still
 * move with the garbage collector, not with what goes through: retaining even
 * 1 byte in 20 of the ~700 MB that pass in the last two thirds would add more.
 */
const STEADY_GROWTH_BOUND_MB = 40;
const REVIEWS_TIMEOUT_MS = 60_000;
/**
 * The reviews take seconds; the flood goes on at least this long, so output
 * that piled up anywhere (hundreds of MB go through) would show in memory.
 */
const FLOOD_MS = 30_000;
const ENDED = new Set([
  'approved',
  'max-rounds',
  'needs-discussion',
  'stalled',
  'error',
  'cancelled',
]);

type AttachAnswer = CommandOutput<'session:attach'>;

let sandbox: ReviewSandbox;
let dirs: ParleyDirs;
let server: ParleyServer;
let client: ContractSocket | undefined;

beforeAll(async () => {
  sandbox = await ReviewSandbox.create();
  dirs = await makeParleyDirs();
  server = await startParleyServer(dirs);
});

afterAll(async () => {
  client?.socket.terminate();
  await server?.stop();
  await dirs?.remove();
  await sandbox?.dispose();
});

/**
 * Shows a session in the tab as the renderer does: attach, acknowledge what
 * arrives in the renderer's steps, and attach again when told to resync.
 * Answers how many resyncs it took.
 */
async function view(
  tab: ContractSocket,
  id: string,
  onOutput: (data: string) => void = () => {},
  onResync: () => void = () => {},
): Promise<{ resyncs: () => number }> {
  let resyncs = 0;
  const ack = new AckCounter((bytes) => void tab.call('session:ack', { id, bytes }));
  const utf8 = new TextDecoder();
  tab.onEvent((event) => {
    if (event.name === 'session:did-output' && event.payload.id === id) {
      onOutput(utf8.decode(event.payload.data, { stream: true }));
      ack.rendered(event.payload.data.length);
    } else if (event.name === 'session:did-resync' && event.payload.id === id) {
      resyncs++;
      onResync();
      ack.reset();
      void tab.ok<AttachAnswer>('session:attach', { id });
    }
  });
  await tab.ok<AttachAnswer>('session:attach', { id });
  return { resyncs: () => resyncs };
}

/**
 * Counts review:did-change events that go backwards for one review: fewer
 * rounds than before, an older updatedAt, or any change after it ended.
 */
function backwardSteps(changes: readonly AgentReview[]): number {
  let backwards = 0;
  for (const [i, change] of changes.entries()) {
    const before = changes[i - 1];
    if (!before) continue;
    if (change.rounds.length < before.rounds.length) backwards++;
    else if (change.updatedAt < before.updatedAt) backwards++;
    else if (ENDED.has(before.status)) backwards++;
  }
  return backwards;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** How much the median RSS of the last third of the run is above that of the second third. */
function steadyGrowth(samplesMb: readonly number[]): number {
  const third = Math.floor(samplesMb.length / 3);
  return median(samplesMb.slice(2 * third)) - median(samplesMb.slice(third, 2 * third));
}

describe('twelve sessions, four flooding, four reviews at once', () => {
  it('approves every review, loses and reorders nothing, holds the connection, bounds memory', async () => {
    const opened = await openSocket(`ws://127.0.0.1:${server.port}/ws?token=${server.token}`);
    if (!('socket' in opened)) throw new Error(`refused with ${opened.refusedWith}`);
    const tab = new ContractSocket(opened.socket);
    client = tab;
    // What the tab is sent is checked as it arrives; kept, hundreds of MB would fill this process.
    tab.onEvent(() => tab.events.splice(0));
    let dropped: string | undefined;
    tab.socket.once('close', (code, reason) => (dropped = `closed ${code} ${String(reason)}`));
    const memory = sampleMemory(pidOf('serve', dirs.dataDir));
    const started = Date.now();

    const go = path.join(dirs.workspace, 'go');
    const stop = path.join(dirs.workspace, 'stop');
    const flooders = await Promise.all(
      Array.from({ length: FLOODERS }, async (_, i) => {
        const session = await tab.ok<SessionSnapshot>('session:create', {
          profileId: 'custom',
          name: `flood-${i + 1}`,
          command: `'${process.execPath}' '${FLOOD}' '${go}' '${stop}'`,
          cwd: dirs.workspace,
        });
        const lines = new NumberedLines();
        let chars = 0;
        const viewed = await view(
          tab,
          session.id,
          (data) => {
            chars += data.length;
            lines.feed(data);
          },
          () => lines.resynced(),
        );
        return { lines, chars: () => chars, ...viewed };
      }),
    );
    await writeFile(go, '');

    const repos = await Promise.all(
      Array.from({ length: REVIEWS }, () => sandbox.projectWithSlips()),
    );
    const agent = async (cwd: string, name: string) => {
      const session = await tab.ok<SessionSnapshot>('session:create', {
        profileId: 'parley-agent',
        name,
        cwd,
      });
      await view(tab, session.id);
      return session.id;
    };
    const pairs = await Promise.all(
      repos.map(async (repo, i) => ({
        author: await agent(repo, `author-${i + 1}`),
        reviewer: await agent(repo, `reviewer-${i + 1}`),
      })),
    );
    const changes = new Map<string, AgentReview[]>();
    tab.onEvent((event) => {
      if (event.name !== 'review:did-change') return;
      const review = event.payload;
      changes.set(review.id, [...(changes.get(review.id) ?? []), review]);
    });
    const reviews = await Promise.all(
      pairs.map(({ author, reviewer }) =>
        tab.ok<AgentReview>('review:start', {
          authorSessionId: author,
          reviewerSessionId: reviewer,
          autoIterate: true,
        }),
      ),
    );
    const lastOf = (id: string) => changes.get(id)?.at(-1);
    await waitFor(() => reviews.every(({ id }) => ENDED.has(lastOf(id)?.status ?? '')), {
      timeoutMs: REVIEWS_TIMEOUT_MS,
      what: 'all four reviews to end',
      describe: () =>
        reviews.map(({ id }) => `${id}: ${lastOf(id)?.status} ${lastOf(id)?.phase}`).join('\n'),
    });

    const reviewSeconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, started + FLOOD_MS - Date.now()));
    await writeFile(stop, '');
    await waitFor(() => flooders.every(({ lines }) => lines.doneAt !== undefined), {
      what: 'every flooder to say it stopped',
      describe: () => flooders.map(({ lines }) => `last ${lines.last}`).join(', '),
    });
    const seconds = (Date.now() - started) / 1000;
    const { peakMb, samplesMb } = memory.stop();

    for (const { id } of reviews) {
      const final = lastOf(id)!;
      expect(final.status, final.statusReason).toBe('approved');
      expect(final.rounds.map((round) => round.verdict)).toEqual(['changes-requested', 'approved']);
    }
    const backwards = reviews.reduce((sum, { id }) => sum + backwardSteps(changes.get(id)!), 0);
    const lost = flooders.reduce((sum, { lines }) => sum + lines.lost, 0);
    const reordered = flooders.reduce((sum, { lines }) => sum + lines.reordered, 0);
    const resyncs = flooders.reduce((sum, flooder) => sum + flooder.resyncs(), 0);
    for (const { lines } of flooders) expect(lines.last).toBe(lines.doneAt);
    expect({ lost, reordered, backwards }).toEqual({ lost: 0, reordered: 0, backwards: 0 });
    expect(dropped).toBeUndefined();
    expect(peakMb).toBeLessThan(RSS_BOUND_MB);
    const growthMb = steadyGrowth(samplesMb);
    expect(growthMb).toBeLessThan(STEADY_GROWTH_BOUND_MB);

    // Closing the tab and stopping the server leaves nothing running.
    tab.socket.terminate();
    await server.stop();
    for (const dir of [dirs.workspace, ...repos]) await expectNoProcessLeftIn(dir);

    const megabytes = flooders.reduce((sum, flooder) => sum + flooder.chars(), 0) / 1_000_000;
    const lines = flooders.reduce((sum, { lines }) => sum + lines.last, 0);
    reportFigure(
      `load: ${FLOODERS + 2 * REVIEWS} sessions (${FLOODERS} flooding, ${megabytes.toFixed(0)} MB ` +
        `through, ${lines} lines), ${REVIEWS} reviews approved at once in round 2 ` +
        `(all within ${reviewSeconds.toFixed(0)} s), ${lost + reordered + backwards} events lost or reordered, ${resyncs} resyncs, ` +
        `connection held, server peak RSS ${peakMb.toFixed(0)} MB ` +
        `(${growthMb.toFixed(0)} MB steady growth) over ${seconds.toFixed(0)} s`,
    );
  }, 180_000);
});
