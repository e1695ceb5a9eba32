import type { IPty } from 'node-pty';

/*
 * Two private parts of node-pty 1.1's UnixTerminal we lean on, each because
 * the public API lacks something, each with a fallback when it is not there.
 */

interface UnixTerminalInternals {
  _writeStream?: { _writeQueue?: unknown[] };
  _socket?: { destroy(error?: Error): unknown; readonly destroyed?: boolean };
}

/** Bytes node-pty has queued but not handed to the kernel yet; null when it cannot tell. */
export function queuedWrites(pty: IPty): number | null {
  const queue = (pty as unknown as UnixTerminalInternals)._writeStream?._writeQueue;
  return Array.isArray(queue) ? queue.length : null;
}

/** How long output may still be read after the program exited, before the socket is closed. */
const EXIT_DRAIN_MS = 10_000;

/**
 * node-pty destroys its socket 200 ms after the program exits (a guard for a
 * socket that never closes), dropping what was not read yet: the program's
 * last output, whenever Parley holds the PTY paused (flow control) or a busy
 * event loop has not read it all. So the destroy becomes: read on (the end of
 * the output closes the socket the normal way, and node-pty reports the
 * exit), and destroy only if that has not happened after a grace period.
 * `onDrainStart` tells the caller that reading must not pause again.
 */
export function keepOutputAfterExit(pty: IPty, onDrainStart: () => void) {
  const socket = (pty as unknown as UnixTerminalInternals)._socket;
  if (!socket || typeof socket.destroy !== 'function') return;
  const destroy = socket.destroy.bind(socket);
  socket.destroy = (error?: Error) => {
    onDrainStart();
    pty.resume();
    setTimeout(() => {
      if (!socket.destroyed) destroy(error);
    }, EXIT_DRAIN_MS).unref();
    return socket;
  };
}
