import type { AgentReview } from '../../../../shared/contract';
import type { ReviewRecordStore } from '../storage/reviewRecords';

export interface ReviewsElsewhereOptions {
  readonly store: ReviewRecordStore;
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
 * after a reload. The first look only learns what is there.
 */
export class ReviewsElsewhere {
  /** Each review's record version at the last look; null before the first. */
  private seen: ReadonlyMap<string, string | null> | null = null;

  constructor(private readonly options: ReviewsElsewhereOptions) {}

  look(): void {
    const { store, holds } = this.options;
    const before = this.seen;
    const now = new Map(store.ids().map((id) => [id, store.version(id)]));
    this.seen = now;
    if (!before) return;
    for (const [id, version] of now) {
      if (holds(id) || before.get(id) === version) continue;
      const review = store.readSent(id);
      if (review) this.options.changed(review);
    }
    for (const id of before.keys()) if (!now.has(id) && !holds(id)) this.options.deleted(id);
  }
}
