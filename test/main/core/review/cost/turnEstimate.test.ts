import { describe, expect, it } from 'vitest';
import { priceFor } from '../../../../../main/core/review/cost/priceTable';
import { estimateTurnCost } from '../../../../../main/core/review/cost/turnEstimate';
import { claudeProfile } from '../../../../../main/core/sessions/profiles/claude';
import { parleyAgentProfile } from '../../../../../main/core/sessions/profiles/parleyAgent';

describe('estimateTurnCost', () => {
  it('counts the agent’s own context on every request, so even a short prompt costs something', () => {
    // Opus 4.5+ rates: $5 in, $25 out per million. A reviewer: 2 requests of 15k + 1k tokens, 2k out.
    expect(estimateTurnCost({ profile: claudeProfile }, 4000, 'reviewer', priceFor)).toBeCloseTo(
      (2 * 16_000 * 5 + 2 * 1000 * 25) / 1e6,
      9,
    );
    // Once the agent's records name the model it really uses, that model's rates count.
    const onSonnet = { profile: claudeProfile, lastModel: 'claude-sonnet-4-5' };
    expect(estimateTurnCost(onSonnet, 4000, 'reviewer', priceFor)).toBeCloseTo(
      (2 * 16_000 * 3 + 2 * 1000 * 15) / 1e6,
      9,
    );
    // An author's turn takes more requests than a reviewer's.
    expect(estimateTurnCost({ profile: claudeProfile }, 4000, 'author', priceFor)).toBeGreaterThan(
      estimateTurnCost({ profile: claudeProfile }, 4000, 'reviewer', priceFor),
    );
  });

  it('grows with the prompt and is nothing for an agent that calls no model', () => {
    expect(
      estimateTurnCost({ profile: claudeProfile }, 400_000, 'reviewer', priceFor),
    ).toBeGreaterThan(0.6);
    expect(estimateTurnCost({ profile: parleyAgentProfile }, 400_000, 'reviewer', priceFor)).toBe(
      0,
    );
  });
});
