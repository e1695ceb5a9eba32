import { randomUUID } from 'node:crypto';
import * as nodePty from 'node-pty';
import { EventBus } from '../../events/eventBus';
import { SHELL_FOR_COMMAND_LINES } from '../launchSpec';
import type { ForegroundProgram } from './foregroundProgram';
import { foregroundProgram } from './foregroundProgram';
import type { PtyExit, PtyProcess, PtySpawnOptions, PtySpawner } from './ptyProcess';
import { keepOutputAfterExit, queuedWrites } from './nodePtyInternals';
import { PTY_MARKER_VARIABLE, killProcessTree } from './processTree';
import { assertCommandLineProgram } from './commandLineProgram';
import { resolveCommand } from './resolveCommand';

const DEFAULT_GRACE_MS = 2000;
const DRAIN_POLL_MS = 2;

/** Runs programs in real pseudo-terminals through node-pty. */
export class NodePtySpawner implements PtySpawner {
  spawn(options: PtySpawnOptions): PtyProcess {
    const file = resolveCommand(options.command, options.cwd, options.env.PATH);
    const [flag, line] = options.args;
    // A command line run through the shell: the program it starts must be there too.
    if (options.command === SHELL_FOR_COMMAND_LINES && flag === '-c' && line !== undefined) {
      assertCommandLineProgram(file, line, options.cwd, options.env);
    }
    // Everything the program starts inherits the marker, so closing finds even its daemons.
    const marker = randomUUID();
    const pty = nodePty.spawn(file, [...options.args], {
      name: options.env.TERM ?? 'xterm-256color',
      cwd: options.cwd,
      env: { ...options.env, [PTY_MARKER_VARIABLE]: marker },
      cols: options.cols,
      rows: options.rows,
      // Bytes, not strings: the session decodes with one StringDecoder so a
      // character split across reads is never mangled.
      encoding: null,
    });
    return new NodePtyProcess(pty, marker);
  }
}

class NodePtyProcess implements PtyProcess {
  private exited = false;
  private paused = false;
  /** The program's output is ending: what is left is read on, never pause again. */
  private draining = false;
  private readonly exitWaiters: Array<() => void> = [];
  private readonly output = new EventBus<Uint8Array>();

  constructor(
    private readonly pty: nodePty.IPty,
    private readonly marker: string,
  ) {
    // With encoding null node-pty hands out Buffers, though its typings say string.
    pty.onData((data) => this.output.emit(data as unknown as Uint8Array));
    pty.onExit(() => {
      this.exited = true;
      for (const wake of this.exitWaiters.splice(0)) wake();
    });
    keepOutputAfterExit(pty, {
      onDrainStart: () => {
        this.draining = true;
        this.paused = false;
      },
      onLateOutput: (chunk) => this.output.emit(chunk),
    });
  }

  get pid(): number {
    return this.pty.pid;
  }

  onData(listener: (data: Uint8Array | string) => void): () => void {
    return this.output.on((data) => listener(data));
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

  foregroundProgram(): ForegroundProgram | null {
    return this.exited ? null : foregroundProgram(this.pty.pid);
  }

  pause(): void {
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
    await killProcessTree(this.pty.pid, graceMs, this.marker);
    if (!this.exited) {
      await new Promise<void>((resolve) => {
        this.exitWaiters.push(resolve);
        setTimeout(resolve, graceMs);
      });
    }
  }
}
