import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { reviewDataDir } from './reviewFiles';

/** One line of a review's journal: what happened, when. */
export const JournalEntrySchema = z.object({
  /** ISO time. */
  at: z.string(),
  /** What happened, e.g. a state-machine event or effect ('review-answer', 'send-feedback'). */
  kind: z.string().min(1),
  data: z.unknown().optional(),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

export interface JournalRead {
  readonly entries: JournalEntry[];
  /** Lines that were skipped, and why (a line cut short by a crash, most often). */
  readonly problems: string[];
}

export function journalFile(dataDir: string, reviewId: string): string {
  return path.join(reviewDataDir(dataDir, reviewId), 'journal.jsonl');
}

/**
 * The append-only record of one review (`<dataDir>/reviews/<id>/journal.jsonl`),
 * one JSON object per line. Each entry is one small append, so a crash can cut
 * at most the last line short; the reader skips that line.
 */
export class ReviewJournal {
  readonly file: string;
  private checkedEnd = false;

  constructor(
    dataDir: string,
    reviewId: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.file = journalFile(dataDir, reviewId);
  }

  append(kind: string, data?: unknown): JournalEntry {
    const entry: JournalEntry = { at: this.now().toISOString(), kind, data };
    let line = `${JSON.stringify(entry)}\n`;
    if (!this.checkedEnd) {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      // A line cut short by a crash must stay a line of its own, not swallow this one.
      if (!endsWithNewline(this.file)) line = `\n${line}`;
      this.checkedEnd = true;
    }
    fs.appendFileSync(this.file, line);
    return entry;
  }
}

export function readJournal(dataDir: string, reviewId: string): JournalRead {
  let text: string;
  try {
    text = fs.readFileSync(journalFile(dataDir, reviewId), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], problems: [] };
    throw error;
  }
  return parseJournal(text);
}

export function parseJournal(text: string): JournalRead {
  const entries: JournalEntry[] = [];
  const problems: string[] = [];
  const lines = text.split('\n');
  const lastIndex = lines.length - 1;
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const entry = parseLine(line);
    if (entry) entries.push(entry);
    else if (index === lastIndex) {
      // No newline after it: the write was cut short.
      problems.push(`Line ${index + 1} was cut short (probably by a crash) and was skipped.`);
    } else {
      problems.push(`Line ${index + 1} is not a journal entry and was skipped.`);
    }
  });
  return { entries, problems };
}

function parseLine(line: string): JournalEntry | null {
  try {
    const parsed = JournalEntrySchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function endsWithNewline(file: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return true; // no file yet: nothing to end
  }
  try {
    const size = fs.fstatSync(fd).size;
    if (size === 0) return true;
    const last = Buffer.alloc(1);
    fs.readSync(fd, last, 0, 1, size - 1);
    return last[0] === 0x0a;
  } finally {
    fs.closeSync(fd);
  }
}
