import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Ends a program and everything it started. Process groups are not enough: an
 * interactive shell puts every job in its own group, so `sleep 1000 &` would
 * survive a group kill. We take the tree by parent pid plus every process still
 * in the PTY's session (orphans reparented to init keep their session id), plus
 * every process whose environment carries the PTY's marker: a daemon (double
 * fork + setsid) leaves both the tree and the session, but keeps the
 * environment it inherited.
 */

/** The variable the spawner sets in each PTY's environment, to a value unique to that PTY. */
export const PTY_MARKER_VARIABLE = 'PARLEY_PTY_ID';

interface ProcessInfo {
  readonly pid: number;
  readonly ppid: number;
  readonly sid: number;
  readonly zombie: boolean;
}

const HUP_SETTLE_MS = 100;
const KILL_WAIT_MS = 1000;
const POLL_MS = 25;

export async function killProcessTree(
  root: number,
  graceMs: number,
  marker?: string,
): Promise<void> {
  const targets = new Set([root, ...membersOf(root, marker)]);
  const rounds: Array<[NodeJS.Signals, number]> = [
    ['SIGHUP', HUP_SETTLE_MS],
    ['SIGTERM', graceMs],
    ['SIGKILL', KILL_WAIT_MS],
  ];
  for (const [signal, waitMs] of rounds) {
    // Anything forked while we were signalling joins the targets.
    for (const pid of membersOf(root, marker)) targets.add(pid);
    const alive = [...targets].filter(isAlive);
    if (alive.length === 0) return;
    for (const pid of alive) sendSignal(pid, signal);
    await waitUntil(() => alive.every((pid) => !isAlive(pid)), waitMs);
  }
}

/** Live descendants of root, live processes in root's session or carrying its marker, root excluded. */
export function membersOf(root: number, marker?: string): number[] {
  const processes = listProcesses().filter((p) => !p.zombie);
  const children = new Map<number, number[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const found = new Set<number>();
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    for (const child of children.get(pid) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  for (const p of processes) if (p.sid === root && p.pid !== root) found.add(p.pid);
  if (marker) {
    const entry = `${PTY_MARKER_VARIABLE}=${marker}\0`;
    for (const p of processes) if (p.pid !== root && environHas(p.pid, entry)) found.add(p.pid);
  }
  return [...found];
}

/** Whether /proc/PID/environ (NUL-separated, as the process started) holds this entry. */
function environHas(pid: number, entry: string): boolean {
  try {
    return `\0${readFileSync(`/proc/${pid}/environ`, 'latin1')}`.includes(`\0${entry}`);
  } catch {
    // Gone, or not ours to read (so not ours to kill either).
    return false;
  }
}

/** True while the process exists and is not a zombie waiting to be reaped. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM means it exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const info = readProcStat(pid);
  return info === null || !info.zombie;
}

function sendSignal(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Gone between the check and the signal: that is what we want.
  }
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function listProcesses(): ProcessInfo[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return listWithPs();
  }
  const result: ProcessInfo[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const info = readProcStat(Number(entry));
    if (info) result.push(info);
  }
  return result;
}

/** /proc/PID/stat: "pid (comm) state ppid pgrp session ..."; comm may hold spaces and parens. */
function readProcStat(pid: number): ProcessInfo | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    pid,
    zombie: fields[0] === 'Z',
    ppid: Number(fields[1]),
    sid: Number(fields[3]),
  };
}

/** Where there is no /proc (macOS). */
function listWithPs(): ProcessInfo[] {
  const out = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,sess=,stat='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length >= 4)
    .map(([pid, ppid, sid, stat]) => ({
      pid: Number(pid),
      ppid: Number(ppid),
      sid: Number(sid),
      zombie: (stat ?? '').startsWith('Z'),
    }));
}
