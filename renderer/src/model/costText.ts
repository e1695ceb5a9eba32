import type { RoundCost } from '../../../shared/contract';

/** US dollars for people: cents, or tenths of a cent when it is less than one. */
export function formatUsd(usd: number): string {
  if (usd > 0 && usd < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
}

/** "≈" marks an amount estimated from characters rather than reported by the agent. */
export function costText(usd: number, estimated: boolean): string {
  return `${estimated ? '≈' : ''}${formatUsd(usd)}`;
}

export function roundCostText(cost: RoundCost): {
  author: string;
  reviewer: string;
  total: string;
} {
  return {
    author: costText(cost.author, cost.estimated),
    reviewer: costText(cost.reviewer, cost.estimated),
    total: costText(cost.total, cost.estimated),
  };
}
