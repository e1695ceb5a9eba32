import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What an agent's terminal floods with: numbered lines of text, a third of
 * them coloured (SGR on and off), CRLF line ends as a tty sends them.
 */
export function floodBytes(megabytes: number): Buffer {
  const lines: string[] = [];
  let size = 0;
  for (let n = 0; size < megabytes * 1024 * 1024; n++) {
    const body = `${String(n).padStart(7, '0')} ${'lorem ipsum dolor sit amet '.repeat(3)}`;
    const line = n % 3 === 0 ? `\x1b[1;32m${body}\x1b[0m\r\n` : `${body}\r\n`;
    lines.push(line);
    size += line.length;
  }
  return Buffer.from(lines.join(''), 'utf8');
}

/** Writes floodBytes to a file in dir, for a program (cat) to print. */
export function writeFloodFile(dir: string, megabytes: number): { file: string; bytes: Buffer } {
  const bytes = floodBytes(megabytes);
  const file = path.join(dir, `flood-${megabytes}mb.txt`);
  writeFileSync(file, bytes);
  return { file, bytes };
}

/** The median of some samples: one slow garbage collection must not move a latency figure. */
export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
