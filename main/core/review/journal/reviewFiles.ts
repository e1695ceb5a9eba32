import path from 'node:path';
import { CoreError } from '../../api';

/** Review ids become folder names: only these characters, so no id can point elsewhere. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export function assertReviewId(reviewId: string): void {
  if (!SAFE_ID.test(reviewId)) {
    throw new CoreError('bad-input', `Not a review id: ${JSON.stringify(reviewId.slice(0, 140))}`);
  }
}

/** `<dataDir>/reviews/<id>`: the review's journal and terminal transcripts. */
export function reviewDataDir(dataDir: string, reviewId: string): string {
  assertReviewId(reviewId);
  return path.join(dataDir, 'reviews', reviewId);
}
