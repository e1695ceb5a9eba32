import type { AgentProfile } from '../../sessions/profiles/profile';
import { CHARS_PER_TOKEN } from './meter';
import { priceTokens, type PriceLookup } from './priceTable';

/**
 * Model requests a turn is expected to take: a reviewer reads its prompt
 * file and answers; an author edits, runs a check and answers.
 */
const REQUESTS_PER_TURN = { reviewer: 2, author: 4 } as const;
/** Tokens a model writes per request in such a turn (a review, an edit, a summary). */
const OUTPUT_TOKENS_PER_REQUEST = 1000;

/**
 * What a turn will cost before it starts, so the ceiling is a hard cap: every
 * request resends the agent's own context (its system prompt and tools, the
 * profile's contextTokens) and the prompt. Priced at fresh-input rates, so
 * the guess errs high: a phase that might pass the ceiling does not start.
 * `prices` are the agent's profile's, so the user's own prices count here too.
 */
export function estimateTurnCost(
  agent: {
    readonly profile: Pick<AgentProfile, 'cost' | 'contextTokens'>;
    readonly lastModel?: string;
  },
  promptChars: number,
  role: 'author' | 'reviewer',
  prices: PriceLookup,
): number {
  const requests = REQUESTS_PER_TURN[role];
  const promptTokens = Math.ceil(promptChars / CHARS_PER_TOKEN);
  const { profile } = agent;
  // The model the agent last recorded using, else the one its profile expects.
  return priceTokens(prices(agent.lastModel ?? profile.cost.model), {
    input: requests * ((profile.contextTokens ?? 0) + promptTokens),
    output: requests * OUTPUT_TOKENS_PER_REQUEST,
  });
}

/** A phase was not started: it would have passed the cost ceiling. */
export class OverCeilingError extends Error {
  override readonly name = 'OverCeilingError';
  constructor(readonly expected: number) {
    super(`The next phase, about $${expected.toFixed(2)}, would pass the cost ceiling.`);
  }
}
