/**
 * Store files under faults: damaged files of every kind a user can end up
 * with, writers SIGKILLed mid-write, and two processes running reviews on
 * one data folder. What a user would notice: Parley starts (fast, whatever
 * the file holds), keeps the damaged file aside and says so, never writes
 * outside its data folder, and never loses or mislabels a review.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParleyCore, type LocalParleyCore } from '../../main/core/parleyCore';
import { readJournal } from '../../main/core/review/journal/journal';
import { ReviewRecords } from '../../main/core/review/storage/reviewRecords';
import { ReviewSandbox, expectEnded, reviewFlags } from '../main/host/cli/reviewSandbox';
import { waitFor } from '../support/poll';
import { reportFigure } from './figures';

const WRITER = fileURLToPath(new URL('./fixtures/reviewRecordWriter.ts', import.meta.url));
const ctx = { clientId: 'hardening' };
const HUGE_ENTRIES = 300_000;
const KILLED_WRITERS = 50;
const CONCURRENT_PAIRS = 8;

let sandbox: ReviewSandbox;
beforeAll(async () => {
  sandbox = await ReviewSandbox.create();
});
afterAll(() => sandbox.dispose());

/** A damaged reviews.json as a user might find it; `outside` is a file beyond the data folder. */
interface DamagedKind {
  readonly name: string;
  make(dataDir: string, outside: string): void;
}

const envelope = (data: unknown, schemaVersion = 1) => JSON.stringify({ schemaVersion, data });

function hugeStore(): string {
  const broken = (i: number) => `{"id":"r${i}","status":"exploded","note":"${'x'.repeat(150)}"}`;
  return `{"schemaVersion":1,"data":[${Array.from({ length: HUGE_ENTRIES }, (_, i) => broken(i)).join(',')}]}`;
}

const file = (dataDir: string) => path.join(dataDir, 'reviews.json');
const KINDS: DamagedKind[] = [
  { name: 'empty', make: (d) => fs.writeFileSync(file(d), '') },
  { name: 'truncated', make: (d) => fs.writeFileSync(file(d), envelope([]).slice(0, 20)) },
  { name: 'NUL bytes', make: (d) => fs.writeFileSync(file(d), Buffer.alloc(4096)) },
  { name: 'wrong schema', make: (d) => fs.writeFileSync(file(d), JSON.stringify({ hello: 1 })) },
  { name: 'newer version', make: (d) => fs.writeFileSync(file(d), envelope([], 99)) },
  {
    name: 'binary',
    make: (d) => fs.writeFileSync(file(d), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00, 0x1b])),
  },
  { name: 'huge', make: (d) => fs.writeFileSync(file(d), hugeStore()) },
  { name: 'directory', make: (d) => fs.mkdirSync(file(d)) },
  {
    name: 'dangling symlink',
    make: (d, outside) => fs.symlinkSync(`${outside}.missing`, file(d)),
  },
  { name: 'symlink outside', make: (d, outside) => fs.symlinkSync(outside, file(d)) },
  {
    name: 'symlink loop',
    make: (d) => {
      fs.symlinkSync(path.join(d, 'loop-b.json'), file(d));
      fs.symlinkSync(file(d), path.join(d, 'loop-b.json'));
    },
  },
];

/** A fresh data folder holding one damaged reviews.json, and the outside file it may point at. */
function damagedFolder(kind: DamagedKind, use: string): { dataDir: string; outside: string } {
  const base = path.join(sandbox.dir, `${kind.name.replace(/\W/g, '-')}-${use}`);
  const dataDir = path.join(base, 'data');
  const outside = path.join(base, 'outside.json');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(outside, 'the user’s own file');
  kind.make(dataDir, outside);
  return { dataDir, outside };
}

/** What the user is told must name the file and where it was kept, and the kept thing must be there. */
function expectKeptAndTold(message: string, dataDir: string, outside: string): void {
  expect(message).toContain(file(dataDir));
  const keptAt = /kept as (\S+\.json)/.exec(message)?.[1];
  expect(keptAt, message).toBeDefined();
  expect(() => fs.lstatSync(keptAt!)).not.toThrow();
  expect(fs.readFileSync(outside, 'utf8')).toBe('the user’s own file');
  expect(fs.existsSync(`${outside}.missing`)).toBe(false);
}

async function openCore(dataDir: string): Promise<LocalParleyCore> {
  return createParleyCore({
    workspace: sandbox.dir,
    dataDir,
    isDesktop: false,
    version: 'hardening',
  });
}

describe('damaged store files', () => {
  let hugeStartSeconds = 0;

  it('the core and the command line start, keep each kind aside and tell the user', async () => {
    const workspace = await sandbox.projectWithSlips();
    for (const kind of KINDS) {
      const { dataDir, outside } = damagedFolder(kind, 'core');
      const started = performance.now();
      const core = await openCore(dataDir);
      const reviews = await core.handlers['review:list']({}, ctx);
      const seconds = (performance.now() - started) / 1000;
      if (kind.name === 'huge') hugeStartSeconds = seconds;
      expect(seconds, `${kind.name}: start`).toBeLessThanOrEqual(2);
      expect(reviews).toEqual([]);
      const [problem] = await waitFor(
        async () => {
          const { problems } = await core.handlers['app:info']({}, ctx);
          return problems.length > 0 && problems;
        },
        { timeoutMs: 30_000, what: `${kind.name}: the problem reported` },
      );
      expectKeptAndTold(problem!, dataDir, outside);
      if (kind.name === 'huge') expect(problem).toMatch(/300000 reviews of .* could not be read/);
      await core.dispose();
    }

    // Two at a time: one review run each, on the demo project.
    for (let i = 0; i < KINDS.length; i += 2) {
      await Promise.all(
        KINDS.slice(i, i + 2).map(async (kind) => {
          const { dataDir, outside } = damagedFolder(kind, 'cli');
          const run = await sandbox.review([
            ...reviewFlags(workspace),
            '--json',
            '--data-dir',
            dataDir,
          ]);
          expectEnded(run, 1, 'changes-requested');
          const told = run.stderr.split('\n').find((line) => line.startsWith('parley: '));
          expect(told, `${kind.name}: stderr ${run.stderr}`).toBeDefined();
          expectKeptAndTold(told!, dataDir, outside);
        }),
      );
    }
    reportFigure(
      `stores: ${KINDS.length} damaged kinds kept aside and reported by the core and the CLI; the 60 MB store (${HUGE_ENTRIES} broken entries) starts in ${hugeStartSeconds.toFixed(3)} s`,
    );
  }, 240_000);
});

describe('a writer SIGKILLed at random', () => {
  it('leaves every review record whole and readable, at mode 0600', async () => {
    const dataDir = path.join(sandbox.dir, 'killed-writes');
    let writes = 0;
    for (let run = 0; run < KILLED_WRITERS; run++) writes += await killWriterMidway(dataDir);

    const problems: unknown[] = [];
    const records = new ReviewRecords(dataDir, (p) => problems.push(p));
    const ids = records.ids();
    expect(ids.length).toBe(10);
    const unreadable = ids.filter((id) => records.read(id) === null).length;
    expect(problems).toEqual([]);
    for (const id of ids) {
      const stat = fs.statSync(path.join(dataDir, 'reviews', id, 'review.json'));
      expect(stat.mode & 0o777).toBe(0o600);
    }
    reportFigure(
      `stores: ${writes} record writes by ${KILLED_WRITERS} writers SIGKILLed mid-write, ${unreadable} unreadable; store files at mode 0600`,
    );
    expect(writes).toBeGreaterThanOrEqual(1000);
  }, 180_000);
});

/** Runs the writer past some writes, kills it at a random moment; answers the writes it finished. */
async function killWriterMidway(dataDir: string): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const written = () => Number(out.trim().split('\n').at(-1) || 0);
  // A random point counted in writes, not in time: a loaded machine writes fewer per second,
  // and the run must still make its thousand writes.
  const target = 20 + Math.floor(Math.random() * 20);
  await waitFor(() => written() >= target || child.exitCode !== null, {
    timeoutMs: 60_000,
    intervalMs: 1,
    what: 'the writer to write',
  });
  if (child.exitCode !== null) throw new Error(`writer exited: ${err}`);
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
  child.kill('SIGKILL');
  await exited;
  return written();
}

describe('two processes on one data folder', () => {
  it('keeps every review of both, and calls none interrupted that was running', async () => {
    const dataDir = path.join(sandbox.dir, 'shared-data');
    fs.mkdirSync(dataDir, { recursive: true });
    // The app, open on the same folder all along, watching what it lists.
    const app = await openCore(dataDir);
    const mislabelled = new Set<string>();
    const watching = setInterval(() => {
      void app.handlers['review:list']({}, ctx).then((reviews) => {
        for (const r of reviews) if (r.status === 'interrupted') mislabelled.add(r.id);
      });
    }, 100);

    const ended: string[] = [];
    try {
      for (let pair = 0; pair < CONCURRENT_PAIRS; pair++) {
        const runs = await Promise.all(
          [0, 1].map(async (side) => {
            const workspace = await sandbox.projectWithSlips();
            // Staggered, so one run starts and ends while the other is in the middle of its review.
            await new Promise((resolve) =>
              setTimeout(resolve, side * (300 + Math.random() * 1200)),
            );
            return sandbox.review([
              ...reviewFlags(workspace),
              '--auto-iterate',
              '--json',
              '--data-dir',
              dataDir,
            ]);
          }),
        );
        for (const run of runs) ended.push(expectEnded(run, 0, 'approved').id);
      }
    } finally {
      clearInterval(watching);
    }

    const listed = await app.handlers['review:list']({}, ctx);
    await app.dispose();
    const kept = new Map(listed.map((r) => [r.id, r]));
    const lost = ended.filter((id) => kept.get(id)?.status !== 'approved');
    const interruptedInJournal = ended.filter((id) =>
      readJournal(dataDir, id).entries.some((e) => e.kind === 'interrupt'),
    );
    reportFigure(
      `stores: ${CONCURRENT_PAIRS} concurrent pairs of parley review on one data folder (the app watching), ${lost.length} lost, ${mislabelled.size + interruptedInJournal.length} mislabelled interrupted`,
    );
    expect(lost).toEqual([]);
    expect(listed).toHaveLength(2 * CONCURRENT_PAIRS);
    expect([...mislabelled]).toEqual([]);
    expect(interruptedInJournal).toEqual([]);
  }, 240_000);
});
