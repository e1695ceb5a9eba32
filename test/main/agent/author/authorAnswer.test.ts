import { describe, expect, it } from 'vitest';
import { authorReport } from '../../../../main/agent/author/authorAnswer';
import { trackAuthorAnswers } from '../../../../main/core/review/findings/authorFindings';
import { pendingReview } from '../../../support/pendingReview';

/*
 * parley-agent answers each finding of the feedback by its id, as the
 * feedback prompt asks, and Parley reads those answers back.
 */
const todo = { file: 'src/cart.js', line: 8, severity: 'warning' as const, comment: 'TODO left.' };

describe("parley-agent's report to the feedback", () => {
  it('answers each finding by id: fixed, or declined with why; a comment without an id plainly', () => {
    const report = authorReport([
      { comment: { ...todo, findingId: 'F1' }, fixed: true, detail: 'removed the TODO' },
      { comment: { ...todo, line: 9, findingId: 'F2' }, fixed: false, detail: 'needs a person' },
      { comment: { ...todo, line: 10 }, fixed: true, detail: 'removed it' },
    ]);
    expect(report).toContain('- FINDING F1: FIXED — src/cart.js:8: removed the TODO');
    expect(report).toContain('- FINDING F2: DECLINED — src/cart.js:9: needs a person');
    expect(report).toContain('- src/cart.js:10: removed it');
  });

  it('is read back by Parley finding by finding', () => {
    const raised = {
      round: 1,
      action: 'raised' as const,
      by: { role: 'reviewer' as const },
      at: 'a',
    };
    const review = pendingReview('now', {
      rounds: [
        {
          roundNumber: 1,
          verdict: 'changes-requested',
          reviewComments: [{ ...todo, findingId: 'F1' }],
          authorResponse: '',
          cost: { author: 0, reviewer: 0, total: 0, estimated: false },
          timestamp: 'now',
        },
      ],
      findings: [
        { id: 'F1', state: 'open', raisedBy: [{ round: 1, sessionId: 'b' }], history: [raised] },
      ],
    });
    const report = authorReport([
      { comment: { ...todo, findingId: 'F1' }, fixed: true, detail: 'removed the TODO' },
    ]);
    const [finding] = trackAuthorAnswers(review, 1, report, 'later')!;
    expect(finding).toMatchObject({ state: 'fixed' });
    expect(finding!.history.at(-1)).toMatchObject({
      action: 'fixed',
      note: 'src/cart.js:8: removed the TODO',
    });
  });
});
