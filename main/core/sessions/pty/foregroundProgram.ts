import { readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/** The program a terminal's keystrokes (and pastes) go to. */
export interface ForegroundProgram {
  readonly pid: number;
  /** Its name as the kernel knows it (`comm`): a script's own name, a binary's file name. */
  readonly name: string;
  /** The file name of the binary it runs (`/proc/<pid>/exe`): `bash` for a bash script too. */
  readonly binary: string | null;
  readonly argv: readonly string[];
}

/**
 * The leader of the terminal's foreground process group, read from /proc:
 * the tpgid field of the PTY's first process, then that leader's comm, exe and
 * cmdline. Null where there is no /proc (macOS, Windows) or it cannot tell
 * (the program ended, the group's leader is gone).
 */
export function foregroundProgram(ptyPid: number): ForegroundProgram | null {
  const stat = readProc(ptyPid, 'stat');
  if (stat === null) return null;
  // "pid (comm) state ppid pgrp session tty_nr tpgid ...": comm may hold spaces and parens.
  const tpgid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[5]);
  if (!Number.isInteger(tpgid) || tpgid <= 0) return null;
  const name = readProc(tpgid, 'comm');
  const cmdline = readProc(tpgid, 'cmdline');
  // An empty command line: the process is in the middle of exec (or a zombie); it cannot tell yet.
  if (name === null || cmdline === null || cmdline === '') return null;
  return {
    pid: tpgid,
    name: name.trim(),
    binary: binaryOf(tpgid),
    argv: cmdline.split('\0').filter((arg, i, all) => i < all.length - 1 || arg !== ''),
  };
}

function readProc(pid: number, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

function binaryOf(pid: number): string | null {
  try {
    return path.basename(readlinkSync(`/proc/${pid}/exe`));
  } catch {
    // Another user's process: its exe link is not ours to read.
    return null;
  }
}
