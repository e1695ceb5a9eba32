import type { AgentReview } from '../../../../shared/contract';
import type { ReviewRecordStore } from '../storage/reviewRecords';

export interface ReviewsElsewhereOptions {
  readonly store: ReviewRecordStore;
  /** A review not held here, as the windows are to see it (see HeldReviews.seenSent). */
  readonly read: (id: string) => AgentReview | null;
  /** Whether this engine holds the review: it tells its own changes as it makes them. */
  readonly holds: (id: string) => boolean;
  /** A review another process made or changed, as it leaves the core. */
  readonly changed: (review: AgentReview) => void;
  readonly deleted: (id: string) => void;
}

/**
 * The reviews other processes on the same data folder make, run and delete (a
 * `parley review` beside the app): each look at the folder tells what changed
 * since the last one, so the windows show such a review as it goes, not only
 * after a reload, and one whose process died as interrupted. The first look
 * only learns what is there.
 */
export class ReviewsElsewhere {
  /** Each review's record version at the last look; null before the first. */
  private seen: ReadonlyMap<string, string | null> | null = null;
  /**
   * The reviews last told as running elsewhere: one whose process died
   * changes no file, yet is interrupted now, and is told so.
   */
  private running = new Set<string>();

  constructor(private readonly options: ReviewsElsewhereOptions) {}

  look(): void {
    const { store, holds } = this.options;
    const before = this.seen;
    const now = new Map(store.ids().map((id) => [id, store.version(id)]));
    this.seen = now;
    if (!before) return this.learnRunning(now.keys());
    const wasRunning = this.running;
    this.running = new Set();
    for (const [id, version] of now) {
      // This engine's own changes it has told already.
      if (holds(id) || store.leftAsIs(id, version)) continue;
      if (before.get(id) === version && !wasRunning.has(id)) continue;
      const review = this.options.read(id);
      if (review?.runElsewhere) this.running.add(id);
      const stillRunning = before.get(id) === version && review?.runElsewhere;
      if (review && !stillRunning) this.options.changed(review);
    }
    for (const id of before.keys()) {
      if (!now.has(id) && !holds(id) && !store.leftAsIs(id, null)) this.options.deleted(id);
    }
  }

  /** The first look: which reviews already run elsewhere, to tell when they stop. */
  private learnRunning(ids: Iterable<string>): void {
    for (const id of ids) {
      if (!this.options.holds(id) && this.options.read(id)?.runElsewhere) this.running.add(id);
    }
  }
}
