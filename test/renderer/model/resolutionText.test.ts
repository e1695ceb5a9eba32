import { describe, expect, it } from 'vitest';
import { resolutionSaid, settledText } from '../../../renderer/src/model/resolutionText';
import { comment, humanComment } from './reviewFixture';

describe('what the conversation says about a settled comment', () => {
  it('says who resolved or dismissed it, and when', () => {
    const at = '2025-01-01T10:05:00.000Z';
    expect(resolutionSaid(comment('a.ts', 1, { resolution: 'resolved', resolvedAt: at }))).toEqual({
      resolution: 'resolved',
      text: 'Resolved by you',
      at,
    });
    expect(resolutionSaid(humanComment('c-1', 'a.ts', 1, { resolution: 'dismissed' }))).toEqual({
      resolution: 'dismissed',
      text: 'Dismissed by you',
      // Settled before the time was recorded: no time to show.
      at: null,
    });
  });

  it('says a suggestion was applied rather than merely resolved', () => {
    const applied = comment('a.ts', 1, { resolution: 'resolved', suggestionApplied: true });
    expect(resolutionSaid(applied)?.text).toBe('Suggestion applied by you');
  });

  it('says nothing of an open comment, one reopened after its suggestion was applied too', () => {
    expect(resolutionSaid(comment('a.ts', 1))).toBeNull();
    const reopened = comment('a.ts', 1, { suggestionApplied: true });
    expect(resolutionSaid(reopened)).toBeNull();
    expect(settledText(reopened)).toBeNull();
    expect(resolutionSaid(humanComment('c-1', 'a.ts', 1))).toBeNull();
  });
});
