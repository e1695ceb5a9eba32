import { describe, expect, it } from 'vitest';
import type { Finding, FindingEvent } from '../../shared/contract';
import { findingHistoryLine, findingsLetGoIn, settledWord } from '../../shared/findingHistory';

const at = '2026-11-29T08:00:00.000Z';
const reviewer = { role: 'reviewer' as const, name: 'codex' };
const author = { role: 'author' as const, name: 'claude' };

function finding(...history: FindingEvent[]): Finding {
  return {
    id: 'F1',
    state: history.at(-1)!.action === 'raised' ? 'open' : 'verified',
    raisedBy: [{ round: 1, sessionId: 's-r', name: 'codex' }],
    history,
  } as Finding;
}

describe("a finding's history in words", () => {
  const raised: FindingEvent = { round: 1, action: 'raised', by: reviewer, at };

  it('says a declined finding the reviewer let go had its decline accepted, not that it was verified', () => {
    const declined = finding(
      raised,
      { round: 1, action: 'declined', by: author, note: 'callers validate', at },
      { round: 2, action: 'verified', by: reviewer, note: 'approved', at },
    );
    expect(findingHistoryLine(declined)).toBe(
      'F1: raised by codex in round 1 → declined by claude in round 1 → decline accepted in round 2',
    );
    expect(settledWord(declined)).toBe('decline accepted');
  });

  it('says a fixed finding the reviewer checked was verified', () => {
    const fixed = finding(
      raised,
      { round: 1, action: 'fixed', by: author, at },
      { round: 2, action: 'verified', by: reviewer, at },
    );
    expect(findingHistoryLine(fixed)).toBe(
      'F1: raised by codex in round 1 → fixed by claude in round 1 → verified in round 2',
    );
    expect(settledWord(fixed)).toBeNull();
    expect(settledWord(finding(raised))).toBeNull();
  });

  it("lists what the reviewer let go in a round, which that round's comments do not show", () => {
    const withId = (id: string, f: Finding): Finding => ({ ...f, id });
    const findings = [
      withId(
        'F1',
        finding(
          raised,
          { round: 1, action: 'fixed', by: author, at },
          {
            ...{ round: 2, action: 'verified', by: reviewer, note: 'the log is gone', at },
          },
        ),
      ),
      withId(
        'F2',
        finding(
          raised,
          { round: 1, action: 'declined', by: author, note: 'callers validate', at },
          { round: 2, action: 'verified', by: reviewer, at },
        ),
      ),
      withId(
        'F3',
        finding(raised, { round: 2, action: 'withdrawn', by: reviewer, note: 'fair', at }),
      ),
      withId('F4', finding(raised, { round: 2, action: 'reopened', by: reviewer, at })),
    ];
    expect(findingsLetGoIn(findings, 2)).toEqual([
      'F1 verified: the log is gone',
      'F2 decline accepted',
      'F3 withdrawn: fair',
    ]);
    expect(findingsLetGoIn(findings, 1)).toEqual([]);
  });
});
