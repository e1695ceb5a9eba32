import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from './logger';
import { describeError } from './logger';

export interface FileLoggerOptions {
  /** The folder the log lives in: `<dataDir>/logs`. */
  readonly dir: string;
  /** Past this size the log is rotated: parley.log becomes parley.1.log, and so on. */
  readonly maxBytes?: number;
  /** How many rotated files are kept besides parley.log (at least 1). */
  readonly keep?: number;
  readonly now?: () => Date;
  /** Where a line goes too (the terminal a host runs in); nowhere when absent. */
  readonly echo?: (line: string) => void;
}

export const LOG_FILE_NAME = 'parley.log';

/** Where a host's log is: `<dataDir>/logs/parley.log`. */
export function logDirIn(dataDir: string): string {
  return path.join(dataDir, 'logs');
}

/** The file a host's log is written to now: `<dataDir>/logs/parley.log`. */
export function logFileIn(dataDir: string): string {
  return path.join(logDirIn(dataDir), LOG_FILE_NAME);
}

/**
 * A log file with rotation: one line per message (an error's stack follows,
 * indented), appended synchronously so the line is on disk even if the
 * process dies next. Writing the log never throws: a log that cannot be
 * written must not take the app down with it.
 */
export function createFileLogger(options: FileLoggerOptions): Logger {
  const { dir, maxBytes = 1024 * 1024, keep = 2, now = () => new Date(), echo } = options;
  const file = path.join(dir, LOG_FILE_NAME);
  const rotated = (n: number) => path.join(dir, `parley.${n}.log`);

  function rotateIfFull(): void {
    if (sizeOf(file) < maxBytes) return;
    rmSync(rotated(keep), { force: true });
    for (let n = keep - 1; n >= 1; n--) {
      if (sizeOf(rotated(n)) >= 0) renameSync(rotated(n), rotated(n + 1));
    }
    renameSync(file, rotated(1));
  }

  function write(level: string, message: string, error?: unknown): void {
    const detail = error === undefined ? '' : `\n  ${describeError(error).replace(/\n/g, '\n  ')}`;
    const line = `${now().toISOString()} ${level} ${message}${detail}\n`;
    echo?.(line);
    try {
      mkdirSync(dir, { recursive: true });
      rotateIfFull();
      appendFileSync(file, line);
    } catch {
      // Nowhere left to report it: the echo, when there is one, still showed the line.
    }
  }

  return {
    info: (message) => write('INFO', message),
    warn: (message, error) => write('WARN', message, error),
    error: (message, error) => write('ERROR', message, error),
  };
}

/** The file's size, or -1 when there is no such file. */
function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return -1;
  }
}
