import type { AgentReview } from '../../../../shared/contract';
import { isRunningStatus } from '../../../../shared/contract';
import { CoreError } from '../../api';
import { ReviewJournal } from '../journal/journal';
import { journalData } from '../journal/journalData';
import type { ReviewRecordStore } from '../storage/reviewRecords';
import { sentReview } from '../sentReview';
import { BusySessions } from './busySessions';
import type { EngineEvent } from './stateMachine/events';
import { transition } from './stateMachine/transition';

export interface HeldReviewsOptions {
  /** One record per review, shared with other processes on the same data folder. */
  readonly store: ReviewRecordStore;
  /** Journals go under `<dataDir>/reviews/<id>/`. */
  readonly dataDir: string;
  readonly emit: (review: AgentReview) => void;
  readonly now: () => Date;
}

/**
 * The reviews of a data folder as one engine sees them, and the one way to
 * change a review it holds: `record` (its file, a journal line, the UI).
 *
 * Other processes (another `parley review`, the app) may run reviews on the
 * same data folder. A review is driven by the one holding its lease: the
 * engine takes it to start or change a review, keeps it while the review
 * runs, and lets it go when the review comes to rest (finished, paused,
 * waiting for the user). The folder is the truth for every review this engine
 * does not hold; a running review whose holder is gone was cut short, and
 * only such a review is called interrupted.
 */
export class HeldReviews {
  /** The reviews whose lease this engine holds: it alone writes them while it does. */
  private readonly reviews = new Map<string, AgentReview>();
  private readonly sessions = new BusySessions();

  constructor(private readonly options: HeldReviewsOptions) {}

  /** What was running in a process that is gone is recorded as interrupted, to resume from its phase. */
  interruptCutShort(): void {
    const { store } = this.options;
    for (const id of store.ids()) {
      // Read as sent, which keeps the copy the first list gives; only one cut short is read whole.
      const seen = store.readSent(id);
      if (!seen || !this.isCutShort(seen) || !store.claim(id).ok) continue;
      const stored = store.read(id);
      if (stored) this.letGoIfAtRest(this.recordInterrupted(stored));
      else store.release(id);
    }
  }

  /** Every review in the data folder, this process's and others', oldest first. */
  list(): AgentReview[] {
    return this.every((id) => this.options.store.read(id));
  }

  /**
   * list() as it leaves the core (see sentReview): the records of other
   * reviews read again only when their files changed.
   */
  listSent(): AgentReview[] {
    return this.every((id) => this.options.store.readSent(id)).map(sentReview);
  }

  get(id: string): AgentReview {
    const review = this.reviews.get(id) ?? this.stored(id);
    if (!review) throw new CoreError('not-found', `No review with id ${id}.`);
    return review;
  }

  /** The review if this engine holds it. */
  held(id: string): AgentReview | undefined {
    return this.reviews.get(id);
  }

  /** The ids of the reviews this engine holds. */
  heldIds(): string[] {
    return [...this.reviews.keys()];
  }

  /** The held reviews waiting in the queue for their sessions, oldest first. */
  queued(): AgentReview[] {
    return [...this.reviews.values()].sort(byAge).filter((review) => review.status === 'queued');
  }

  /**
   * The review to change, with its lease taken: read afresh from its record
   * unless this engine holds it already. A review another live process runs
   * is that process's to change; one cut short is first recorded as interrupted.
   */
  hold(id: string): AgentReview {
    const mine = this.reviews.get(id);
    if (mine) return mine;
    const { store } = this.options;
    // Not claimed when not there: a claim would make its folder again (one another process deleted).
    if (store.version(id) === null) throw new CoreError('not-found', `No review with id ${id}.`);
    const claim = store.claim(id);
    if (!claim.ok) {
      throw new CoreError(
        'conflict',
        `Review ${id} is being run by another Parley process (pid ${claim.holder.pid}); change it there, or once it has stopped.`,
      );
    }
    const stored = store.read(id);
    if (!stored) {
      store.release(id);
      throw new CoreError('not-found', `No review with id ${id}.`);
    }
    if (!isRunningStatus(stored.status)) {
      this.reviews.set(id, stored);
      return stored;
    }
    // Recorded as interrupted first, and kept: the caller is about to change it.
    return this.recordInterrupted(stored);
  }

  /**
   * Deletes a review that is not running, with everything kept in its folder;
   * answers it as it was. One that runs, here or in another process, is refused.
   */
  remove(id: string): AgentReview {
    const review = this.hold(id);
    if (isRunningStatus(review.status)) {
      throw new CoreError(
        'conflict',
        `Review ${id} is running: cancel it (or wait for it to finish) before deleting it.`,
      );
    }
    this.reviews.delete(id);
    this.options.store.remove(id);
    return review;
  }

  /** A new review: its lease taken and its record written before anything else happens to it. */
  recordNew(review: AgentReview, data: Record<string, unknown>): void {
    this.options.store.claim(review.id);
    this.record(review, 'created', data);
  }

  /** Keeps a changed review (its record only, and its journal), tells the UI, and lets it go once at rest. */
  record(review: AgentReview, kind: string, data: Record<string, unknown>): void {
    this.write(review, kind, data);
    this.letGoIfAtRest(review);
  }

  /** A review that no phase will move on is nobody's to hold: any process may take it up. */
  letGoIfAtRest(review: AgentReview): void {
    if (isRunningStatus(review.status) || !this.reviews.has(review.id)) return;
    this.reviews.delete(review.id);
    this.options.store.release(review.id);
  }

  /** True when another held review keeps its author or reviewer busy. */
  busyFor(review: AgentReview): boolean {
    return this.sessions.busyFor(review);
  }

  journal(id: string): ReviewJournal {
    return new ReviewJournal(this.options.dataDir, id, this.options.now);
  }

  private write(review: AgentReview, kind: string, data: Record<string, unknown>): void {
    this.reviews.set(review.id, review);
    this.sessions.update(review);
    this.options.store.write(review);
    this.journal(review.id).append(kind, data);
    this.options.emit(review);
  }

  /** Records a cut-short review as interrupted, still held. */
  private recordInterrupted(stored: AgentReview): AgentReview {
    const event: EngineEvent = { kind: 'interrupt' };
    const { review } = transition(stored, event, this.options.now().toISOString());
    this.write(review, event.kind, journalData(event, review));
    return review;
  }

  /** The held reviews and those `read` from the store, oldest first. */
  private every(read: (id: string) => AgentReview | null): AgentReview[] {
    const all = new Map(this.reviews);
    for (const id of this.options.store.ids()) {
      const stored = all.has(id) ? null : read(id);
      if (stored) all.set(id, this.asSeen(stored));
    }
    return [...all.values()].sort(byAge);
  }

  /** A review as its record says, seen as interrupted when the process that ran it is gone. */
  private stored(id: string): AgentReview | undefined {
    const review = this.options.store.read(id);
    return review ? this.asSeen(review) : undefined;
  }

  /**
   * A review not held here as it leaves the core (see listSent), read again
   * only when its file changed; null when it is not there.
   */
  seenSent(id: string): AgentReview | null {
    const review = this.options.store.readSent(id);
    return review && this.asSeen(review);
  }

  /**
   * A stored review as this engine sees it: a running one runs elsewhere, or
   * was cut short and shows as interrupted.
   */
  private asSeen(review: AgentReview): AgentReview {
    if (!isRunningStatus(review.status)) return review;
    return this.isCutShort(review)
      ? { ...review, status: 'interrupted' }
      : { ...review, runElsewhere: true };
  }

  private isCutShort(review: AgentReview): boolean {
    return isRunningStatus(review.status) && this.options.store.heldElsewhere(review.id) === null;
  }
}

function byAge(a: AgentReview, b: AgentReview): number {
  return a.createdAt.localeCompare(b.createdAt);
}
