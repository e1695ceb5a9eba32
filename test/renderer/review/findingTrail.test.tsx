import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AgentReview, Finding, ReviewComment } from '../../../shared/contract';
import { RoundConversation } from '../../../renderer/src/reviewPanel/RoundConversation';
import { comment, review, round } from '../model/reviewFixture';

/*
 * The conversation shows each reviewer comment's finding: its id, where it
 * stands, and what each side said of it, round by round.
 */
const finding: Finding = {
  id: 'F1',
  state: 'reopened',
  raisedBy: [{ round: 1, sessionId: 'reviewer', name: 'codex' }],
  history: [
    { round: 1, action: 'raised', by: { role: 'reviewer', name: 'codex' }, at: 'a' },
    {
      round: 1,
      action: 'declined',
      by: { role: 'author', name: 'claude' },
      note: 'callers validate',
      at: 'b',
    },
    {
      round: 2,
      action: 'reopened',
      by: { role: 'reviewer', name: 'codex' },
      note: 'they do not',
      at: 'c',
    },
  ],
};

/** The conversation of a review, as markup. */
function conversation(review: AgentReview): string {
  return renderToStaticMarkup(
    <RoundConversation
      review={review}
      reviewerNameOf={() => 'codex'}
      authorName="claude"
      onShowDiff={() => {}}
      onRemoveComment={async () => null}
      sessions={[]}
    />,
  );
}

function text(markup: string): string {
  return markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the finding trail in the round conversation', () => {
  it("shows the finding's id, state and history under its comment", () => {
    const markup = conversation(
      review({
        status: 'stalled',
        rounds: [round(1, { reviewComments: [comment('src/a.ts', 3, { findingId: 'F1' })] })],
        findings: [finding],
      }),
    );
    expect(markup).toContain('aria-label="Finding F1"');
    expect(text(markup)).toContain(
      'F1 still open raised by codex in round 1 declined by claude in round 1: callers validate still open in round 2: they do not',
    );
  });

  it("shows a person's settling of its comment as where it stands, unless the reviewer verified it", () => {
    const stated = (extra: Partial<ReviewComment>) =>
      review({
        status: 'stalled',
        rounds: [
          round(1, { reviewComments: [comment('src/a.ts', 3, { findingId: 'F1', ...extra })] }),
        ],
        findings: [{ ...finding, state: 'open' }],
      });
    expect(text(conversation(stated({ resolution: 'resolved' })))).toContain('F1 resolved by you');
    expect(text(conversation(stated({ resolution: 'dismissed' })))).toContain(
      'F1 dismissed by you',
    );
    const applied = stated({ resolution: 'resolved', suggestionApplied: true });
    expect(text(conversation(applied))).toContain('F1 suggestion applied by you');
    expect(text(conversation(stated({})))).toContain('F1 open');
    const verified = {
      ...applied,
      findings: [{ ...finding, state: 'verified' as const }],
    };
    expect(text(conversation(verified))).toContain('F1 verified');
  });

  it('shows nothing for a comment with no finding (a review from before findings)', () => {
    const markup = conversation(
      review({ rounds: [round(1, { reviewComments: [comment('src/a.ts', 3)] })] }),
    );
    expect(markup).not.toContain('finding-trail');
  });
});

describe('the round conversation', () => {
  it('lists the attempts that failed, whose they were and why', () => {
    const markup = conversation(
      review({
        status: 'approved',
        rounds: [round(1, { verdict: 'approved' })],
        failures: [
          {
            round: 1,
            phase: 'reviewing',
            sessionId: 'reviewer',
            reason: 'The reviewer did not finish within 600 s.',
            at: 'a',
          },
          {
            round: 1,
            phase: 'author-fixing',
            sessionId: 'author',
            reason: 'The author did not finish within 1800 s.',
            at: 'b',
          },
        ],
      }),
    );
    expect(markup).toContain('aria-label="Failed attempts"');
    expect(text(markup)).toContain(
      'Round 1, review by codex : The reviewer did not finish within 600 s. Round 1, fix by claude : The author did not finish within 1800 s.',
    );
  });

  it('names each round by the reviewer that reviewed it, one reassigned since included', () => {
    const names: Record<string, string> = { first: 'slow reviewer', second: 'new reviewer' };
    const markup = renderToStaticMarkup(
      <RoundConversation
        review={review({
          status: 'approved',
          reviewerSessionId: 'second',
          rounds: [
            round(1, { reviewerSessionId: 'first' }),
            round(2, { reviewerSessionId: 'second' }),
          ],
        })}
        reviewerNameOf={(id) => names[id] ?? id}
        authorName="claude"
        onShowDiff={() => {}}
        onRemoveComment={async () => null}
        sessions={[]}
      />,
    );
    expect(text(markup)).toMatch(/Round 1 .*slow reviewer \(reviewer\).*Round 2 .*new reviewer/);
  });

  it('shows code in a comment as code, as the diff does, not its backticks', () => {
    const markup = conversation(
      review({
        rounds: [
          round(1, {
            reviewComments: [comment('src/a.ts', 3, { comment: 'Drop `console.log()`.' })],
          }),
        ],
      }),
    );
    expect(markup).toContain('<code>console.log()</code>');
    expect(text(markup)).not.toContain('`');
  });
});
