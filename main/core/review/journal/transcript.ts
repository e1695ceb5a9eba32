import fs from 'node:fs';
import path from 'node:path';
import type { ReviewPhase } from '../../../../shared/contract';
import { writeFileAtomic } from '../../store/atomicFile';
import { reviewDataDir } from './reviewFiles';

/** Characters a phase transcript keeps at most (plus the cut marker). */
export const DEFAULT_TRANSCRIPT_CAP = 2_000_000;
/** Share of the cap kept from the start; the rest is the end, where the answer is. */
const HEAD_SHARE = 0.25;

export interface TranscriptOptions {
  readonly dataDir: string;
  readonly reviewId: string;
  readonly round: number;
  readonly phase: ReviewPhase;
  readonly capChars?: number;
}

export function transcriptFile(o: Omit<TranscriptOptions, 'capChars'>): string {
  return path.join(reviewDataDir(o.dataDir, o.reviewId), `round-${o.round}-${o.phase}.log`);
}

/**
 * A phase's terminal output, as the PTY gave it, in
 * `<dataDir>/reviews/<id>/round-<n>-<phase>.log`. Output goes to the file as
 * it comes while the total stays under the cap. Past the cap the transcript
 * keeps the head and the tail in memory, and `close()` rewrites the file as
 * head + a marker saying how much was cut + tail. (A crash before `close()`
 * leaves the first `cap` characters.) A phase resumed after a restart
 * continues the same file.
 */
export class PhaseTranscript {
  readonly file: string;
  private readonly cap: number;
  private readonly kept: HeadTail;
  private overflowed = false;

  constructor(options: TranscriptOptions) {
    this.file = transcriptFile(options);
    this.cap = options.capChars ?? DEFAULT_TRANSCRIPT_CAP;
    const headChars = Math.floor(this.cap * HEAD_SHARE);
    this.kept = new HeadTail(headChars, this.cap - headChars);
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const earlier = readIfThere(this.file);
    if (earlier) this.kept.add(earlier);
    this.overflowed = this.kept.total > this.cap;
  }

  append(text: string): void {
    if (text === '') return;
    this.kept.add(text);
    if (this.overflowed) return;
    if (this.kept.total <= this.cap) fs.appendFileSync(this.file, text);
    else this.overflowed = true;
  }

  /** How much of the transcript is on disk now (0 before any output). */
  bytesOnDisk(): number {
    try {
      return fs.statSync(this.file).size;
    } catch {
      return 0;
    }
  }

  /** Writes the cut version when the output passed the cap. */
  close(): void {
    if (!this.overflowed) return;
    writeFileAtomic(this.file, this.kept.render(cutMarker));
  }
}

function cutMarker(cutChars: number, headChars: number, tailChars: number): string {
  return (
    `\n\n[… Parley cut ${cutChars} characters here: a transcript keeps the first ` +
    `${headChars} and the last ${tailChars} characters of a phase …]\n\n`
  );
}

/** The first `headMax` and the last `tailMax` characters of everything added. */
class HeadTail {
  total = 0;
  private head = '';
  private tail: string[] = [];
  private tailLength = 0;

  constructor(
    private readonly headMax: number,
    private readonly tailMax: number,
  ) {}

  add(text: string): void {
    this.total += text.length;
    const room = this.headMax - this.head.length;
    if (room > 0) {
      this.head += text.slice(0, room);
      text = text.slice(room);
    }
    if (text === '') return;
    this.tail.push(text);
    this.tailLength += text.length;
    while (this.tailLength > this.tailMax) {
      const first = this.tail[0]!;
      const excess = this.tailLength - this.tailMax;
      if (first.length <= excess) {
        this.tail.shift();
        this.tailLength -= first.length;
      } else {
        this.tail[0] = first.slice(excess);
        this.tailLength -= excess;
      }
    }
  }

  render(marker: (cut: number, head: number, tail: number) => string): string {
    const cut = this.total - this.head.length - this.tailLength;
    const middle = cut > 0 ? marker(cut, this.headMax, this.tailMax) : '';
    return this.head + middle + this.tail.join('');
  }
}

function readIfThere(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
