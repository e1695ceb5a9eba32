import { describe, expect, it } from 'vitest';
import type { Finding, FindingEvent } from '../../shared/contract';
import { findingHistoryLine, settledWord } from '../../shared/findingHistory';

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
});
