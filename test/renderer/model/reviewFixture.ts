import type {
  AgentReview,
  HumanComment,
  ReviewComment,
  ReviewRound,
} from '../../../shared/contract';
import { pendingReview } from '../../support/pendingReview';

export function comment(file: string, line: number, extra: Partial<ReviewComment> = {}) {
  return { file, line, severity: 'warning', comment: `about ${file}:${line}`, ...extra } as const;
}

export function humanComment(
  id: string,
  file: string,
  line: number,
  extra: Partial<HumanComment> = {},
): HumanComment {
  return {
    id,
    file,
    line,
    severity: 'suggestion',
    comment: `a person on ${file}:${line}`,
    createdAt: '2025-01-01T00:00:30.000Z',
    ...extra,
  };
}

export function round(roundNumber: number, extra: Partial<ReviewRound> = {}): ReviewRound {
  return {
    roundNumber,
    verdict: 'changes-requested',
    reviewComments: [],
    authorResponse: '',
    cost: { author: 0, reviewer: 0, total: 0, estimated: false },
    timestamp: `2025-01-01T00:0${roundNumber}:00.000Z`,
    ...extra,
  };
}

/** A review under way, its reviewer reading the work. */
export function review(extra: Partial<AgentReview> = {}): AgentReview {
  return pendingReview('2025-01-01T00:00:00.000Z', {
    id: 'rev-1',
    workspace: '/work',
    authorSessionId: 'author',
    reviewerSessionId: 'reviewer',
    status: 'in-progress',
    phase: 'reviewing',
    ...extra,
  });
}
