import { readSync } from 'node:fs';
import type { IPty } from 'node-pty';

/*
 * Private parts of node-pty 1.1's UnixTerminal we lean on, each because the
 * public API lacks something, each with a fallback when it is not there.
 */

interface ReadSocket {
  destroy(error?: Error): unknown;
  read(): unknown;
  readonly destroyed?: boolean;
  readonly readableEnded?: boolean;
  readonly readableLength?: number;
}

interface UnixTerminalInternals {
  _writeStream?: { _writeQueue?: unknown[] };
  _socket?: ReadSocket;
  /** The PTY master's file descriptor (a public getter on UnixTerminal, absent on Windows). */
  readonly fd?: number;
}

/** Bytes node-pty has queued but not handed to the kernel yet; null when it cannot tell. */
export function queuedWrites(pty: IPty): number | null {
  const queue = (pty as unknown as UnixTerminalInternals)._writeStream?._writeQueue;
  return Array.isArray(queue) ? queue.length : null;
}

/**
 * How long, after node-pty's own 200 ms guard, the end of the output is
 * awaited before the socket is closed anyway: only a process that outlived
 * the program and still holds the terminal keeps it from ending.
 */
const EXIT_DRAIN_MS = 2000;
/** What one final read takes at most: the kernel holds far less; this bounds a writer that never stops. */
const LEFTOVER_MAX_BYTES = 1 << 20;
const LEFTOVER_CHUNK_BYTES = 64 * 1024;

export interface ExitDrainHooks {
  /** The program's output is ending: reading must not pause again. */
  onDrainStart(): void;
  /** Output read straight from the PTY at the end, after all the socket delivered. */
  onLateOutput(chunk: Buffer): void;
}

/**
 * Makes sure the last output of a program reaches Parley before node-pty
 * reports its exit (node-pty emits 'exit' only after its socket closed). Two
 * things would drop it:
 *
 * - libuv takes a PTY that hung up (POLLHUP) plus a read shorter than its
 *   buffer as end of file, but Linux may still hold output in the PTY's
 *   buffers (libuv issue 4992). Whenever reading lags the program, as under
 *   load, its last kilobytes would be lost. So before the socket really
 *   closes, what the kernel still holds is read straight from the master fd
 *   until it reports EIO (all read) or EAGAIN.
 * - node-pty destroys the socket 200 ms after the exit (a guard for a socket
 *   that never closes) whether or not everything was read, e.g. while Parley
 *   holds the PTY paused. That destroy resumes reading instead, and the
 *   socket closes when the output ends, or after EXIT_DRAIN_MS at the latest.
 */
export function keepOutputAfterExit(pty: IPty, hooks: ExitDrainHooks): void {
  const internals = pty as unknown as UnixTerminalInternals;
  const socket = internals._socket;
  if (!socket || typeof socket.destroy !== 'function') return;
  const fd = internals.fd;
  const destroy = socket.destroy.bind(socket);
  let guard: NodeJS.Timeout | undefined;

  const close = (error?: Error) => {
    clearTimeout(guard);
    // Whatever the socket still buffers comes first (read() hands it to the 'data' listeners).
    while ((socket.readableLength ?? 0) > 0 && socket.read() !== null);
    if (typeof fd === 'number') readLeftover(fd, hooks.onLateOutput);
    return destroy(error);
  };

  socket.destroy = (error?: Error) => {
    if (socket.destroyed) return destroy(error);
    hooks.onDrainStart();
    // The reader saw the end (EOF or EIO): close now, with nothing left behind.
    if (error || socket.readableEnded) return close(error);
    // node-pty's guard after the exit, while output may still be on its way.
    pty.resume();
    guard ??= setTimeout(close, EXIT_DRAIN_MS).unref();
    return socket;
  };
}

/** Reads what the kernel still holds for a PTY master, until EIO (the other side is gone) or EAGAIN. */
function readLeftover(fd: number, deliver: (chunk: Buffer) => void): void {
  const buffer = Buffer.allocUnsafe(LEFTOVER_CHUNK_BYTES);
  for (let total = 0; total < LEFTOVER_MAX_BYTES;) {
    let count: number;
    try {
      count = readSync(fd, buffer, 0, buffer.length, null);
    } catch {
      // EIO: everything was read. EAGAIN: nothing more now. Either way this is the end.
      return;
    }
    if (count <= 0) return;
    total += count;
    deliver(Buffer.from(buffer.subarray(0, count)));
  }
}
