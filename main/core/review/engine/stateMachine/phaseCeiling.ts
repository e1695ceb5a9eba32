import type { AgentReview } from '../../../../../shared/contract';
import { checkCeiling, type CeilingVerdict } from '../../cost/ceilingVerdict';
import type { Step } from './events';
import { usdText } from '../../../../../shared/usdText';

/**
 * The ceiling check before a phase, in the state machine. Its cost is guessed
 * from the same role's most recent phase; a role's first phase (nothing known
 * yet) is checked again against an estimate from its prompt just before it
 * is sent (phaseTurn), so no phase starts that would pass the ceiling.
 */
export function ceilingBeforePhase(
  review: AgentReview,
  role: 'author' | 'reviewer',
): { verdict: CeilingVerdict; expected: number } {
  const expected = lastPhaseCost(review, role);
  return { verdict: checkCeiling(review.totalCost, expected, review.costCeiling), expected };
}

function lastPhaseCost(review: AgentReview, role: 'author' | 'reviewer'): number {
  for (let i = review.rounds.length - 1; i >= 0; i--) {
    const cost = review.rounds[i]!.cost[role];
    if (cost > 0) return cost;
  }
  return 0;
}

/**
 * Before a phase: pauses when its expected cost would pass the ceiling;
 * warns once from 80% of it. null means go on with no warning.
 */
export function guardCeiling(r: AgentReview, role: 'author' | 'reviewer'): Step {
  const check = ceilingBeforePhase(r, role);
  return check.verdict === 'stop' ? pauseAtCeiling(r, role, check.expected) : null;
}

export function pauseAtCeiling(
  r: AgentReview,
  role: 'author' | 'reviewer',
  expected: number,
): Step {
  const phase = role === 'author' ? 'fix' : 'review';
  return {
    review: {
      ...r,
      status: 'paused',
      phase: role === 'author' ? 'author-fixing' : 'reviewing',
      promptDelivered: false,
      promptSending: undefined,
      pausedFor: 'cost-ceiling',
      expectedPhaseCost: expected,
      statusReason: `Cost ceiling: ${usdText(r.totalCost)} spent, the next ${phase} (about ${usdText(expected)}) would pass ${usdText(r.costCeiling ?? 0)}. Raise the ceiling to go on.`,
    },
    effects: [{ kind: 'release-reviewer' }],
  };
}

/** The once-per-ceiling warning, given before the phase that reaches 80%. */
export function withCostWarning(
  r: AgentReview,
  role: 'author' | 'reviewer',
  step: NonNullable<Step>,
): Step {
  const check = ceilingBeforePhase(r, role);
  if (check.verdict !== 'warn' || r.costWarning || r.costCeiling === null) return step;
  return {
    review: { ...step.review, costWarning: true },
    effects: [
      { kind: 'cost-warning', total: r.totalCost + check.expected, ceiling: r.costCeiling },
      ...step.effects,
    ],
  };
}
