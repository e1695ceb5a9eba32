import * as nodePty from 'node-pty';
import type { PtyExit, PtyProcess, PtySpawnOptions, PtySpawner } from './ptyProcess';
import { keepOutputAfterExit, queuedWrites } from './nodePtyInternals';
import { killProcessTree } from './processTree';
import { resolveCommand } from './resolveCommand';

const DEFAULT_GRACE_MS = 2000;
const DRAIN_POLL_MS = 2;

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

class NodePtyProcess implements PtyProcess {
  private exited = false;
  private paused = false;
  /** The program exited: its remaining output is being read, never pause again. */
  private draining = false;
  private readonly exitWaiters: Array<() => void> = [];

  bytes = 0;
  constructor(private readonly pty: nodePty.IPty) {
    const t0 = Date.now();
    const log = (m: string) => process.env.PROBE && console.error(`[probe ${Date.now() - t0}ms] ${m}`);
    const sock = (pty as any)._socket;
    pty.onData((d: any) => { this.bytes += d.length; if (String(d).includes('flood-done')) log(`data with flood-done at bytes=${this.bytes}`); });
    sock.on('end', () => log(`socket end bytes=${this.bytes}`));
    sock.on('error', (e: any) => log(`socket error ${e?.code} bytes=${this.bytes} rl=${sock.readableLength} flowing=${sock.readableFlowing}`));
    sock.on('close', () => log(`socket close bytes=${this.bytes} rl=${sock.readableLength}`));
    const origDestroy = sock.destroy;
    (this as any)._log = log;
    pty.onExit((e) => log(`pty exit ${JSON.stringify(e)} bytes=${this.bytes} rl=${sock.readableLength} paused=${this.paused} draining=${this.draining}`));
    setTimeout(() => { const d = sock.destroy; sock.destroy = (err?: any) => { log(`destroy called err=${err?.code} bytes=${this.bytes} rl=${sock.readableLength} flowing=${sock.readableFlowing} paused=${this.paused}`); return d.call(sock, err); }; }, 0);
    void origDestroy;
    pty.onExit(() => {
      this.exited = true;
      for (const wake of this.exitWaiters.splice(0)) wake();
    });
    keepOutputAfterExit(pty, () => {
      this.draining = true;
      this.paused = false;
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

  /** Waits until node-pty's own write queue is empty, so large pastes get real backpressure. */
  async drain(): Promise<void> {
    if (queuedWrites(this.pty) === null) {
      await new Promise((resolve) => setImmediate(resolve));
      return;
    }
    while ((queuedWrites(this.pty) ?? 0) > 0 && !this.exited) {
      await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
    }
  }

  resize(cols: number, rows: number): void {
    if (!this.exited) this.pty.resize(cols, rows);
  }

  pause(): void {
    if (process.env.PROBE_V) (this as any)._log(`pause bytes=${this.bytes}`);
    if (this.exited || this.draining || this.paused) return;
    this.paused = true;
    this.pty.pause();
  }

  resume(): void {
    if (this.exited || !this.paused) return;
    this.paused = false;
    this.pty.resume();
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
