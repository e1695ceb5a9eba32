import type { ReviewRound } from '../../shared/contract';
import { storedReviewFiles } from '../../test/support/storedReviews';

/** What a reviewer read off its screen leaves as a round's raw answer: its whole turn, about 20 KB. */
const SCREEN_TURN = Array.from(
  { length: 160 },
  (_, i) =>
    `● Read(src/module${i % 40}.ts)  ⎿  Read ${i} lines — the retry policy and how its clock is threaded through the client`,
).join('\n');

const AUTHOR_ANSWER =
  'Fixed the retry loop: it checks the abort signal between attempts now, and the jitter takes its random source from the policy. '.repeat(
    6,
  );

function round(roundNumber: number, verdict: ReviewRound['verdict']): ReviewRound {
  return {
    roundNumber,
    verdict,
    authorResponse: AUTHOR_ANSWER,
    cost: { author: 0.12, reviewer: 0.2, total: 0.32, estimated: false },
    timestamp: '2026-01-01T00:00:00.000Z',
    rawAnswer: SCREEN_TURN,
    reviewComments: Array.from({ length: 5 }, (_, i) => ({
      file: `src/net/file${i}.ts`,
      line: 10 + i,
      severity: 'warning' as const,
      comment:
        'The retry loop no longer checks the abort signal between attempts; a cancelled request keeps retrying until the limit.',
    })),
  };
}

/**
 * Months of finished reviews as record files of a data folder, by path: each
 * three rounds, five comments a round, a screen-read reviewer's turn as each
 * round's raw answer.
 */
export function finishedReviewFiles(count: number): Record<string, string> {
  return storedReviewFiles(count, (index) => ({
    status: 'approved',
    rounds: [round(1, 'changes-requested'), round(2, 'changes-requested'), round(3, 'approved')],
    sessionNames: { a: `author ${index}`, b: 'reviewer' },
  }));
}
