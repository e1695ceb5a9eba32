import type { ForegroundProgram } from './foregroundProgram';

/**
 * The port sessions use to run a program in a pseudo-terminal. The node-pty
 * implementation sits beside it (nodePtySpawner.ts); tests may pass their own.
 */
export interface PtySpawnOptions {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  readonly cols: number;
  readonly rows: number;
}

export interface PtyExit {
  /** The exit code, or 128 + signal number when a signal ended the program (as shells report it). */
  readonly exitCode: number;
  readonly signal?: number;
}

export interface PtyProcess {
  readonly pid: number;
  /** Raw output. Bytes may end in the middle of a UTF-8 character; the reader decodes. */
  onData(listener: (data: Uint8Array | string) => void): () => void;
  onExit(listener: (exit: PtyExit) => void): () => void;
  write(data: string): void;
  /** Resolves once everything written so far has been handed to the kernel. */
  drain(): Promise<void>;
  resize(cols: number, rows: number): void;
  /** The program the terminal's input goes to now; null where the platform cannot tell. */
  foregroundProgram(): ForegroundProgram | null;
  /** Stops reading output, so the program blocks once the kernel buffer is full. */
  pause(): void;
  resume(): void;
  /**
   * Ends the program and every process it started (SIGHUP, SIGTERM, then
   * SIGKILL after the grace period). Resolves when none is left.
   */
  terminate(graceMs?: number): Promise<void>;
}

export interface PtySpawner {
  /** Throws an Error with a message fit for the user when the program cannot start. */
  spawn(options: PtySpawnOptions): PtyProcess;
}
