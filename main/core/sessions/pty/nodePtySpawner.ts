import * as nodePty from 'node-pty';
import type { PtyExit, PtyProcess, PtySpawnOptions, PtySpawner } from './ptyProcess';
import { isAlive, killProcessTree } from './processTree';
import { resolveCommand } from './resolveCommand';

const DEFAULT_GRACE_MS = 2000;
const DRAIN_POLL_MS = 2;
/** Well inside node-pty's 200 ms: after the program exits it destroys the socket that long after. */
const PAUSED_EXIT_POLL_MS = 25;

/** Runs programs in real pseudo-terminals through node-pty. */
export class NodePtySpawner implements PtySpawner {
  spawn(options: PtySpawnOptions): PtyProcess {
    const file = resolveCommand(options.command, options.cwd, options.env.PATH);
    const pty = nodePty.spawn(file, [...options.args], {
      name: options.env.TERM ?? 'xterm-256color',
      cwd: options.cwd,
      env: { ...options.env },
      cols: options.cols,
      rows: options.rows,
      // Bytes, not strings: the session decodes with one StringDecoder so a
      // character split across reads is never mangled.
      encoding: null,
    });
    return new NodePtyProcess(pty);
  }
}

/**
 * node-pty queues writes internally and retries on EAGAIN, but does not say
 * when its queue is empty. We look at that queue (a private field) to give
 * large pastes real backpressure, and fall back to yielding a tick.
 */
interface WithWriteQueue {
  _writeStream?: { _writeQueue?: unknown[] };
}

class NodePtyProcess implements PtyProcess {
  private exited = false;
  private readonly exitWaiters: Array<() => void> = [];
  private pausedExitWatch: NodeJS.Timeout | undefined;

  constructor(private readonly pty: nodePty.IPty) {
    pty.onExit(() => {
      this.exited = true;
      this.stopPausedExitWatch();
      for (const wake of this.exitWaiters.splice(0)) wake();
    });
  }

  get pid(): number {
    return this.pty.pid;
  }

  onData(listener: (data: Uint8Array | string) => void): () => void {
    // With encoding null node-pty hands out Buffers, though its typings say string.
    const sub = this.pty.onData(listener as (data: string) => void);
    return () => sub.dispose();
  }

  onExit(listener: (exit: PtyExit) => void): () => void {
    const sub = this.pty.onExit(({ exitCode, signal }) =>
      listener(signal ? { exitCode: 128 + signal, signal } : { exitCode }),
    );
    return () => sub.dispose();
  }

  write(data: string): void {
    if (!this.exited) this.pty.write(data);
  }

  async drain(): Promise<void> {
    const queue = (this.pty as unknown as WithWriteQueue)._writeStream?._writeQueue;
    if (!Array.isArray(queue)) {
      await new Promise((resolve) => setImmediate(resolve));
      return;
    }
    while (queue.length > 0 && !this.exited) {
      await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
    }
  }

  resize(cols: number, rows: number): void {
    if (!this.exited) this.pty.resize(cols, rows);
  }

  /**
   * node-pty destroys its socket 200 ms after the program exits, dropping
   * output still unread: a paused reader would lose the program's last words.
   * So while paused we watch the program, and read on once it has exited.
   */
  pause(): void {
    if (this.exited || !isAlive(this.pty.pid)) return;
    this.pty.pause();
    this.pausedExitWatch ??= setInterval(() => {
      if (isAlive(this.pty.pid)) return;
      this.stopPausedExitWatch();
      this.pty.resume();
    }, PAUSED_EXIT_POLL_MS);
  }

  resume(): void {
    this.stopPausedExitWatch();
    if (!this.exited) this.pty.resume();
  }

  private stopPausedExitWatch(): void {
    clearInterval(this.pausedExitWatch);
    this.pausedExitWatch = undefined;
  }

  async terminate(graceMs = DEFAULT_GRACE_MS): Promise<void> {
    // A paused reader would hold back node-pty's exit event: let output drain.
    this.resume();
    // Even after the program itself exited, what it started may live on in its session.
    await killProcessTree(this.pty.pid, graceMs);
    if (!this.exited) {
      await new Promise<void>((resolve) => {
        this.exitWaiters.push(resolve);
        setTimeout(resolve, graceMs);
      });
    }
  }
}
