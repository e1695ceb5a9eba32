import { expect } from 'vitest';
import type { AgentReview } from '../../shared/contract';
import type { EngineEffect, EngineEvent } from '../../main/core/review/engine/stateMachine/events';
import { transition } from '../../main/core/review/engine/stateMachine/transition';

/**
 * The review after each event in turn, at time `now`, every one of them
 * taken (the test fails on one the state machine refuses), with the effects
 * they asked for.
 */
export function runEvents(
  review: AgentReview,
  events: readonly EngineEvent[],
  now: string,
): { review: AgentReview; effects: EngineEffect[] } {
  const effects: EngineEffect[] = [];
  for (const e of events) {
    const t = transition(review, e, now);
    expect(t.applied, e.kind).toBe(true);
    review = t.review;
    effects.push(...t.effects);
  }
  return { review, effects };
}
