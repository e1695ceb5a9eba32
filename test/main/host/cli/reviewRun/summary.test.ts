import { describe, expect, it } from 'vitest';
import { renderSummary } from '../../../../../main/host/cli/reviewRun/summary';
import { review, round } from '../../../../renderer/model/reviewFixture';

const estimated = { author: 0.01, reviewer: 0.02, total: 0.03, estimated: true };
const reported = { author: 0.1, reviewer: 0.2, total: 0.3, estimated: false };

describe('the summary a review run ends with', () => {
  it('marks the total estimated when a round it adds up is', () => {
    const summary = renderSummary(
      review({
        status: 'approved',
        rounds: [round(1, { cost: reported }), round(2, { cost: estimated, verdict: 'approved' })],
        totalCost: 0.33,
      }),
      '/data',
    );
    expect(summary).toMatch(/^Total\s+\$0\.3300 \(est\.\)$/m);
    expect(summary).toMatch(/^2\s+approved\s+0\s+—\s+\$0\.0300 \(est\.\)$/m);
    expect(summary).toContain('approved, total cost $0.3300 (est.).');
  });

  it('gives a total every agent reported as it is', () => {
    const summary = renderSummary(
      review({ status: 'approved', rounds: [round(1, { cost: reported })], totalCost: 0.3 }),
      '/data',
    );
    expect(summary).toMatch(/^Total\s+\$0\.3000$/m);
    expect(summary).toContain('approved, total cost $0.3000.');
  });
});

describe("the summary's closing line", () => {
  it('names the status in words, not by its id', () => {
    const summary = renderSummary(
      review({ status: 'max-rounds', rounds: [round(1, { cost: reported })], totalCost: 0.3 }),
      '/data',
    );
    expect(summary).toMatch(/: max rounds, total cost \$0\.3000\.$/m);
  });
});
