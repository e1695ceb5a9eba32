import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CostFooter } from '../../../renderer/src/reviewPanel/CostFooter';
import { review, round } from '../model/reviewFixture';

/** The footer's words, tags aside. */
function footerText(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the cost footer', () => {
  it('shows amounts spent alike, to hundredths of a cent when one is under a cent, and the ceiling as set', () => {
    const cheap = review({
      costCeiling: 2,
      totalCost: 0.0038,
      rounds: [round(1, { cost: { author: 0, reviewer: 0.0038, total: 0.0038, estimated: true } })],
    });
    const text = footerText(renderToStaticMarkup(<CostFooter review={cheap} />));
    expect(text).toContain('author ≈$0.0000 reviewer ≈$0.0038');
    expect(text).toContain('Total ≈$0.0038');
    expect(text).toContain('Ceiling $2.00');
    expect(text).not.toContain('$2.0000');
  });
});
