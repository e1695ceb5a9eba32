import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** A process (and the store instance in it) that holds something: a review it runs, a data folder. */
export interface LeaseHolder {
  /** What holds it, for people ("parley serve on http://127.0.0.1:4000"); absent in leases of reviews. */
  readonly label?: string;
  readonly pid: number;
  readonly host: string;
  /** The process's start time as the kernel counts it (Linux), so a reused pid is not taken for it. */
  readonly processStart: string | null;
  /** One per Leases: two holders in one process (two cores' stores) must not take each other's leases. */
  readonly instance: string;
}

export type Claim = { readonly ok: true } | { readonly ok: false; readonly holder: LeaseHolder };

/*
 * Store instances alive in this process. A lease names its holder's process,
 * and a process can check another's pid; for a holder in this very process
 * only this set can tell whether it is still open.
 */
const openInstances = new Set<string>();

const LEASE_FILE = /^lease-(\d+)\.json$/;

/**
 * Who holds each of some things, kept as `lease-<n>.json` in the thing's
 * folder (a review's folder; the data folder's in-use folder). The file with
 * the highest n is the lease; it names its holder, or nobody once released.
 * Taking a lease creates the next n with link(2), which fails when that file
 * exists, so of two processes taking the same thing one wins; the highest
 * file is never deleted, so a number is never handed out twice. A lease whose
 * holder's process is gone is free: a review it ran was cut short, and only
 * such reviews are "interrupted".
 */
export class Leases {
  readonly me: LeaseHolder;

  /** `folderOf`: the folder of the thing with an id; `label`: what this holder is, for people. */
  constructor(
    private readonly folderOf: (id: string) => string,
    label?: string,
  ) {
    this.me = {
      ...(label === undefined ? {} : { label }),
      pid: process.pid,
      host: os.hostname(),
      processStart: processStartOf(process.pid),
      instance: randomUUID(),
    };
    openInstances.add(this.me.instance);
  }

  /** The live holder of the thing's lease when it is not this one; null when free or ours. */
  heldElsewhere(id: string): LeaseHolder | null {
    const holder = this.current(id).holder;
    if (holder === null || isMe(holder, this.me) || !isAlive(holder)) return null;
    return holder;
  }

  /** Takes the thing's lease, unless a live process (or store) other than this one holds it. */
  claim(id: string): Claim {
    for (;;) {
      const { n, holder } = this.current(id);
      if (holder !== null && isMe(holder, this.me)) return { ok: true };
      if (holder !== null && isAlive(holder)) return { ok: false, holder };
      if (this.create(id, n + 1, this.me)) return { ok: true };
      // Another process took number n + 1 first: look again at who holds it.
    }
  }

  /** Lets the thing go: the next lease names nobody. */
  release(id: string): void {
    const { n, holder } = this.current(id);
    if (holder !== null && isMe(holder, this.me)) this.create(id, n + 1, null);
  }

  /** This holder holds nothing any more (its core is disposed, its app quits). */
  close(): void {
    openInstances.delete(this.me.instance);
  }

  private current(id: string): { n: number; holder: LeaseHolder | null } {
    const folder = this.folderOf(id);
    let n = 0;
    try {
      for (const name of fs.readdirSync(folder)) {
        const match = LEASE_FILE.exec(name);
        if (match) n = Math.max(n, Number(match[1]));
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (n === 0) return { n, holder: null };
    try {
      const text = fs.readFileSync(path.join(folder, `lease-${n}.json`), 'utf8');
      return { n, holder: (JSON.parse(text) as { holder: LeaseHolder | null }).holder };
    } catch {
      // Removed by its creator as superseded, or unreadable: the next number is free either way.
      return { n, holder: null };
    }
  }

  /** Publishes lease n whole (written aside, then linked in); false when n is taken. */
  private create(id: string, n: number, holder: LeaseHolder | null): boolean {
    const folder = this.folderOf(id);
    fs.mkdirSync(folder, { recursive: true });
    const temp = path.join(folder, `.lease-${randomUUID()}.tmp`);
    fs.writeFileSync(temp, JSON.stringify({ holder }), { mode: 0o600 });
    try {
      fs.linkSync(temp, path.join(folder, `lease-${n}.json`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
    for (let older = n - 1; older >= Math.max(1, n - 3); older--) {
      fs.rmSync(path.join(folder, `lease-${older}.json`), { force: true });
    }
    return true;
  }
}

function isMe(holder: LeaseHolder, me: LeaseHolder): boolean {
  return holder.instance === me.instance;
}

function isAlive(holder: LeaseHolder): boolean {
  // Another machine's process cannot be checked from here: its lease stands.
  if (holder.host !== os.hostname()) return true;
  if (holder.pid === process.pid && holder.processStart === processStartOf(process.pid)) {
    return openInstances.has(holder.instance);
  }
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but is someone else's.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = processStat(holder.pid);
  // A killed process its parent has not reaped yet (a zombie) holds nothing.
  if (stat?.state === 'Z' || stat?.state === 'X') return false;
  return holder.processStart === null || stat === null || stat.start === holder.processStart;
}

/** The start time of a process as processStat gives it; null off Linux. */
function processStartOf(pid: number): string | null {
  return processStat(pid)?.start ?? null;
}

/**
 * Fields 3 and 22 of /proc/<pid>/stat: the process's state (R, S, Z for a
 * zombie…) and its start time in clock ticks since boot; null off Linux.
 */
function processStat(pid: number): { state: string; start: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] === undefined ? null : { state: fields[0]!, start: fields[19] };
  } catch {
    return null;
  }
}
