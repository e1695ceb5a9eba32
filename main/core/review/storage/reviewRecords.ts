import fs from 'node:fs';
import path from 'node:path';
import { AgentReviewSchema, type AgentReview } from '../../../../shared/contract';
import { assertReviewId, reviewDataDir } from '../journal/reviewFiles';
import { sentReview } from '../sentReview';
import { writeFileAtomic } from '../../store/atomicFile';
import { messageOf } from '../../store/confFile';
import { decodeEnvelope } from '../../store/envelope';
import { Leases, type Claim, type LeaseHolder } from '../../store/leases';
import { setAside } from '../../store/setAside';
import type { StoreProblem } from '../../store/store';
import { STORE_FILE_MODE, inspectStoreFile } from '../../store/storeFile';

/** The schema version review records are written at (migrations as in jsonStore, when it changes). */
export const REVIEW_RECORD_VERSION = 1;

/**
 * The reviews of a data folder, one record each, as the review engine sees
 * them: written one at a time, and run by one process at a time (the lease).
 */
export interface ReviewRecordStore {
  /** The ids of every review kept in the folder, by whichever process wrote it. */
  ids(): string[];
  /** The review as last written; null when it is not there or cannot be read (then reported). */
  read(id: string): AgentReview | null;
  /**
   * The review as it leaves the core (see sentReview), from a copy kept while
   * its file stays as it was: a long history is read and checked once, not at
   * every list.
   */
  readSent(id: string): AgentReview | null;
  write(review: AgentReview): void;
  /**
   * What tells this version of the review's record from others, read now
   * (null: no record): a change by any process gives a new one.
   */
  version(id: string): string | null;
  /**
   * Whether the record stands as this store left it: `version` is the one it
   * wrote last, or null once it removed the review.
   */
  leftAsIs(id: string, version: string | null): boolean;
  /** The live process (or other core in this one) that runs the review; null when none does. */
  heldElsewhere(id: string): LeaseHolder | null;
  claim(id: string): Claim;
  release(id: string): void;
  /**
   * Deletes the review's folder (its record, journal, transcripts and lease):
   * the caller holds its lease, and no release follows.
   */
  remove(id: string): void;
  /** This store's leases no longer stand for a live holder. */
  close(): void;
}

const RECORD_FILE = 'review.json';

/**
 * Review records as files: `<dataDir>/reviews/<id>/review.json`, beside the
 * review's journal and transcripts. Each is written whole (temp file, fsync,
 * rename) when that review changes, and nothing else is rewritten, so two
 * processes on one data folder never erase each other's reviews. A record that
 * cannot be read is kept aside in its folder and reported; one written by a
 * newer Parley is left alone.
 */
export class ReviewRecords implements ReviewRecordStore {
  readonly problems: StoreProblem[] = [];
  private readonly leases: Leases;
  /** Files reported already, so a file read at every list is reported once. */
  private readonly reported = new Set<string>();
  /** What readSent gave, by review id, with the stamp of the file it was read from. */
  private readonly sentCopies = new Map<
    string,
    { readonly stamp: string; readonly review: AgentReview }
  >();
  private writeFailing = false;
  /** What this store last did to each record: the version it wrote, or null once it removed it. */
  private readonly lastDone = new Map<string, string | null>();

  constructor(
    private readonly dataDir: string,
    private readonly onProblem?: (problem: StoreProblem) => void,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.leases = new Leases((id) => reviewDataDir(dataDir, id));
  }

  ids(): string[] {
    const root = path.join(this.dataDir, 'reviews');
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(root, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    // Real folders only: a link there could lead a write out of the data folder.
    const ids = entries
      .filter(
        (entry) =>
          entry.isDirectory() &&
          isReviewId(entry.name) &&
          isRecordFolder(path.join(root, entry.name)),
      )
      .map((entry) => entry.name);
    // A review another process deleted keeps no copy here.
    const kept = new Set(ids);
    for (const id of this.sentCopies.keys()) if (!kept.has(id)) this.sentCopies.delete(id);
    return ids;
  }

  read(id: string): AgentReview | null {
    const file = this.fileOf(id);
    const found = inspectStoreFile(file);
    if (found.kind === 'missing') return null;
    if (found.kind === 'foreign') return this.keepAside(file, found.reason);
    let raw: unknown;
    try {
      if (found.kind === 'unreachable') throw new Error(found.message);
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      if (error instanceof SyntaxError) return this.keepAside(file, 'it is not valid JSON');
      this.reportOnce(file, {
        kind: 'unreadable',
        message: `${file} could not be opened (${messageOf(error)}). That review is not shown.`,
      });
      return null;
    }
    const decoded = decodeEnvelope(raw, {
      schema: AgentReviewSchema,
      version: REVIEW_RECORD_VERSION,
      migrations: {},
    });
    switch (decoded.kind) {
      case 'ok':
      case 'salvaged':
        return decoded.data;
      case 'newer':
        this.reportOnce(file, {
          kind: 'newer-version',
          message: `${file} was written by a newer Parley (schema version ${decoded.fileVersion}). It is left untouched and that review is not shown here.`,
        });
        return null;
      case 'invalid':
        return this.keepAside(file, decoded.reason);
    }
  }

  readSent(id: string): AgentReview | null {
    // Stamped before the read: a file replaced in between is read again next time.
    const stamp = fileStamp(this.fileOf(id), Date.now());
    const kept = this.sentCopies.get(id);
    if (stamp !== null && kept?.stamp === stamp) return kept.review;
    const review = this.read(id);
    const sent = review && sentReview(review);
    if (sent && stamp !== null) this.sentCopies.set(id, { stamp, review: sent });
    else this.sentCopies.delete(id);
    return sent;
  }

  write(review: AgentReview): void {
    this.sentCopies.delete(review.id);
    const text = JSON.stringify({ schemaVersion: REVIEW_RECORD_VERSION, data: review });
    try {
      writeFileAtomic(this.fileOf(review.id), text, STORE_FILE_MODE);
      this.lastDone.set(review.id, this.version(review.id));
      this.writeFailing = false;
    } catch (error) {
      // One report per run of failures: a full disk would otherwise report every transition.
      if (!this.writeFailing) {
        this.report({
          file: this.fileOf(review.id),
          kind: 'write-failed',
          message: `Saving review ${review.id} failed (${messageOf(error)}). Its changes are kept in memory only until a save succeeds.`,
        });
      }
      this.writeFailing = true;
    }
  }

  version(id: string): string | null {
    return recordVersion(this.fileOf(id))?.version ?? null;
  }

  leftAsIs(id: string, version: string | null): boolean {
    return this.lastDone.has(id) && this.lastDone.get(id) === version;
  }

  heldElsewhere(id: string): LeaseHolder | null {
    return this.leases.heldElsewhere(id);
  }

  claim(id: string): Claim {
    return this.leases.claim(id);
  }

  release(id: string): void {
    this.leases.release(id);
  }

  remove(id: string): void {
    this.sentCopies.delete(id);
    this.lastDone.set(id, null);
    fs.rmSync(reviewDataDir(this.dataDir, id), { recursive: true, force: true });
  }

  close(): void {
    this.leases.close();
  }

  /** For what goes wrong around the records (the migration of the old single file). */
  report(problem: StoreProblem): void {
    this.problems.push(problem);
    this.onProblem?.(problem);
  }

  private fileOf(id: string): string {
    return path.join(reviewDataDir(this.dataDir, id), RECORD_FILE);
  }

  private keepAside(file: string, reason: string): null {
    try {
      const keptAt = setAside(file, 'move', this.now());
      this.report({
        file,
        kind: 'corrupt',
        keptAt,
        message: `${file} could not be read (${reason}). The review it held is left out; the file was kept as ${keptAt}.`,
      });
    } catch (error) {
      this.reportOnce(file, {
        kind: 'corrupt',
        message: `${file} could not be read (${reason}) nor set aside (${messageOf(error)}). That review is not shown.`,
      });
    }
    return null;
  }

  private reportOnce(file: string, problem: Omit<StoreProblem, 'file'>): void {
    if (this.reported.has(file)) return;
    this.reported.add(file);
    this.report({ file, ...problem });
  }
}

/**
 * A file written this recently is never taken for unchanged: file times move
 * in clock ticks, so two writes within one tick can leave the same time (git's
 * "racily clean" files).
 */
const SETTLED_AFTER_MS = 2000;

/**
 * A stamp that a record file has not changed since a copy of it was read:
 * its version, unless it changed too recently (SETTLED_AFTER_MS) for that to
 * tell. Null then, or when there is no file.
 */
function fileStamp(file: string, now: number): string | null {
  const found = recordVersion(file);
  return found && now - found.modifiedMs >= SETTLED_AFTER_MS ? found.version : null;
}

/**
 * What tells one version of a record file from another: records are replaced
 * whole (a new file renamed over the old), so a rewrite brings a new inode,
 * and its size and modification time say the rest. Null when there is no file.
 */
function recordVersion(file: string): { version: string; modifiedMs: number } | null {
  const stat = fs.lstatSync(file, { bigint: true, throwIfNoEntry: false });
  if (!stat) return null;
  return { version: `${stat.ino}:${stat.size}:${stat.mtimeNs}`, modifiedMs: Number(stat.mtimeMs) };
}

function isReviewId(name: string): boolean {
  try {
    assertReviewId(name);
    return true;
  } catch {
    return false;
  }
}

function isRecordFolder(folder: string): boolean {
  try {
    fs.lstatSync(path.join(folder, RECORD_FILE));
    return true;
  } catch {
    return false;
  }
}
