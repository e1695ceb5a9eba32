import { describe, expect, it } from 'vitest';
import { classifyRequest } from '../../../../main/agent/request/classify';
import { buildAuthorFeedbackPrompt } from '../../../../main/core/review/prompt/feedbackPrompt';
import { formatReminderPrompt } from '../../../../main/core/review/protocol/formatReminder';
import { buildReviewPrompt } from '../../../../main/core/review/prompt/reviewPrompt';
import { markersFor } from '../../../../main/core/review/protocol/textProtocol';

const comments = [{ file: 'a.ts', line: 1, severity: 'warning' as const, comment: 'x' }];

describe('classifyRequest', () => {
  it("tells Parley's prompts apart, a round-2 review with open comments included", () => {
    const review = buildReviewPrompt({
      files: [],
      round: 2,
      effort: 'high',
      openComments: comments,
    }).text;
    expect(classifyRequest(review, true)).toBe('review');
    expect(classifyRequest(buildAuthorFeedbackPrompt({ comments, round: 1 }).text, false)).toBe(
      'feedback',
    );
    expect(classifyRequest(formatReminderPrompt(markersFor('n')), false)).toBe('format-reminder');
  });

  it('takes hand-written requests by what they carry', () => {
    expect(classifyRequest('please look at this', true)).toBe('review');
    expect(classifyRequest('Please fix these:\nFILE: a.ts\nLINE: 3\nCOMMENT: x', false)).toBe(
      'feedback',
    );
    expect(classifyRequest('hello', false)).toBe('unknown');
  });
});
