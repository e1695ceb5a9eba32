/**
 * Closing a session ends everything its program started, however hard it
 * tries to stay: programs that ignore SIGHUP and SIGTERM, that start
 * grandchildren, or that daemonize (double fork + setsid, leaving the PTY's
 * process group and session). Every process the test starts carries an
 * environment tag of its cycle, so /proc shows whatever survived, whoever
 * its parent is now.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../main/core/sessions/memoryStore';
import { ProfileRegistry } from '../../main/core/sessions/profiles';
import { NodePtySpawner } from '../../main/core/sessions/pty/nodePtySpawner';
import type { SessionDefinition } from '../../main/core/sessions/sessionDefinition';
import type { CreateSessionOptions } from '../../main/core/sessions/sessionManager';
import { SessionManager } from '../../main/core/sessions/sessionManager';
import { startCoreHarness } from '../support/coreHarness';
import { waitFor } from '../support/poll';
import { reportFigure } from './figures';

const CYCLES = 200;
/** Sessions opened and closed at once: keeps 200 cycles well inside the suite's time on 2 cores. */
const PARALLEL = 4;
const MODES = ['ignores-hup', 'grandchildren', 'daemon'] as const;
type Mode = (typeof MODES)[number];
const PROGRAM = path.join(import.meta.dirname, 'fixtures', 'stubbornProgram.sh');
const TAG = 'PARLEY_HARDENING_TAG';
/** Orphans are reaped by init, which may take a moment after the kill. */
const REAP_MS = 3000;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'parley-processes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Survivor {
  readonly pid: number;
  readonly zombie: boolean;
}

/** Live or zombie processes whose environment carries this tag. */
function processesTagged(tag: string): Survivor[] {
  const found: Survivor[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'latin1').includes(`${TAG}=${tag}\0`)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      found.push({ pid: Number(entry), zombie: stat.slice(stat.lastIndexOf(')') + 2)[0] === 'Z' });
    } catch {
      // Gone while we looked, or not ours to read.
    }
  }
  return found;
}

/**
 * What is left of a tag after a close: zombies get a moment for init to reap
 * them; anything alive was missed, and is killed so it cannot spill into the
 * next cycle.
 */
async function survivorsOf(tag: string): Promise<Survivor[]> {
  const deadline = Date.now() + REAP_MS;
  let left = processesTagged(tag);
  while (left.length > 0 && left.every((s) => s.zombie) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    left = processesTagged(tag);
  }
  for (const { pid, zombie } of left) if (!zombie) process.kill(pid, 'SIGKILL');
  return left;
}

/** Starts the program in a session and waits until every process it makes is running. */
async function openStubborn(
  create: (input: CreateSessionOptions) => { snapshot(): { id: string } },
  mode: Mode,
): Promise<{ id: string; tag: string }> {
  const tag = randomUUID();
  const pids = path.join(scratch, `${tag}.pids`);
  const session = create({
    profileId: 'custom',
    command: '/bin/bash',
    args: [PROGRAM, pids, mode],
    cwd: scratch,
    env: { [TAG]: tag },
  });
  await waitFor(() => existsSync(pids) && readFileSync(pids, 'utf8').includes('ready\n'), {
    timeoutMs: 10_000,
    what: `the ${mode} program to start all its processes`,
  });
  return { id: session.snapshot().id, tag };
}

const openFds = () => readdirSync('/proc/self/fd').length;

describe('processes', () => {
  it(`${CYCLES} spawn/close cycles leave no process, zombie or file descriptor behind`, async () => {
    const manager = new SessionManager({
      profiles: new ProfileRegistry(),
      store: new MemoryStore<SessionDefinition[]>([]),
      workspace: scratch,
      runtimeRoot: path.join(scratch, '.run'),
      deps: { spawner: new NodePtySpawner(), baseEnv: { ...process.env }, killGraceMs: 200 },
      emit: () => {},
    });
    const cycle = async (mode: Mode) => {
      const { id, tag } = await openStubborn((input) => manager.create(input), mode);
      await manager.close(id);
      return { mode, survivors: await survivorsOf(tag) };
    };
    // node-pty opens what it keeps for the process's lifetime on first use.
    await cycle('ignores-hup');
    const fdsBefore = openFds();

    const results = [];
    try {
      for (let start = 0; start < CYCLES; start += PARALLEL) {
        const batch = Array.from(
          { length: PARALLEL },
          (_, i) => MODES[(start + i) % MODES.length]!,
        );
        results.push(...(await Promise.all(batch.map(cycle))));
      }
    } finally {
      await manager.dispose();
    }
    const survivors = results.flatMap((r) => r.survivors.map((s) => ({ ...s, mode: r.mode })));
    const leftBehind = survivors.filter((s) => !s.zombie).length;
    const zombies = survivors.filter((s) => s.zombie).length;
    const fdDelta = openFds() - fdsBefore;

    reportFigure(
      `processes: ${results.length} cycles, ${leftBehind} left behind, ${zombies} zombies, fd delta ${fdDelta}`,
    );
    expect(results).toHaveLength(CYCLES);
    expect(survivors).toEqual([]);
    expect(fdDelta).toBe(0);
  });

  it('quitting a core ends every session it runs, daemons included', async () => {
    const harness = await startCoreHarness({
      workspace: scratch,
      env: { ...process.env } as Record<string, string>,
    });
    const opened = [];
    for (const mode of MODES) {
      opened.push(await openStubborn((input) => harness.core.sessions.create(input), mode));
    }
    await harness.dispose();
    const survivors = (await Promise.all(opened.map((o) => survivorsOf(o.tag)))).flat();
    expect(survivors).toEqual([]);
  });
});
