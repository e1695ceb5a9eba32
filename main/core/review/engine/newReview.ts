import { randomBytes } from 'node:crypto';
import { ROUNDS_BY_EFFORT } from '../../../../shared/contract';
import type { AgentReview, ReviewStartInputSchema } from '../../../../shared/contract';
import type { z } from 'zod';

export function newReviewId(): string {
  return `rev-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

export function newReview(
  input: z.output<typeof ReviewStartInputSchema>,
  workspace: string,
  id: string,
  now: string,
): AgentReview {
  return {
    id,
    diffSource: input.diffSource,
    workspace,
    authorSessionId: input.authorSessionId,
    reviewerSessionId: input.reviewerSessionId,
    status: 'pending',
    rounds: [],
    maxRounds: input.maxRounds ?? ROUNDS_BY_EFFORT[input.effort],
    autoIterate: input.autoIterate,
    effort: input.effort,
    costCeiling: input.costCeiling,
    ...(input.gate ? { gate: input.gate } : {}),
    totalCost: 0,
    createdAt: now,
    updatedAt: now,
  };
}
