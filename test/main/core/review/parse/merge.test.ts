import { describe, expect, it } from 'vitest';
import type { ParsedReview, ReviewComment } from '../../../../../shared/contract';
import { mergeParsedReviews } from '../../../../../main/core/review/parse/merge';

const c = (file: string, line: number, text: string): ReviewComment => ({
  file,
  line,
  severity: 'warning',
  comment: text,
});

describe('mergeParsedReviews', () => {
  it('takes the worst verdict of the parts', () => {
    const merged = mergeParsedReviews([
      { verdict: 'approved', comments: [] },
      { verdict: 'changes-requested', comments: [] },
      { verdict: 'approved', comments: [] },
    ]);
    expect(merged.verdict).toBe('changes-requested');
    expect(
      mergeParsedReviews([
        { verdict: 'changes-requested', comments: [] },
        { verdict: 'needs-discussion', comments: [] },
      ]).verdict,
    ).toBe('needs-discussion');
  });

  it('approves only when every part approves', () => {
    const approved: ParsedReview = { verdict: 'approved', comments: [] };
    expect(mergeParsedReviews([approved, approved]).verdict).toBe('approved');
    expect(mergeParsedReviews([approved, { verdict: null, comments: [] }]).verdict).toBeNull();
    expect(
      mergeParsedReviews([
        { verdict: null, comments: [] },
        { verdict: 'changes-requested', comments: [] },
      ]).verdict,
    ).toBe('changes-requested');
    expect(mergeParsedReviews([]).verdict).toBeNull();
  });

  it('concatenates the comments in part order and drops repeats', () => {
    const merged = mergeParsedReviews([
      {
        verdict: 'changes-requested',
        comments: [c('a.ts', 1, 'Null check missing.'), c('a.ts', 9, 'Leak.')],
      },
      {
        verdict: 'changes-requested',
        comments: [c('a.ts', 1, 'null  check missing.'), c('b.ts', 1, 'Leak.')],
      },
    ]);
    expect(merged.comments).toEqual([
      c('a.ts', 1, 'Null check missing.'),
      c('a.ts', 9, 'Leak.'),
      c('b.ts', 1, 'Leak.'),
    ]);
  });

  it('drops a repeat, case and spacing aside, among many different comments at one place', () => {
    const texts = Array.from({ length: 20 }, (_, i) => `Finding number ${i} on this line.`);
    const merged = mergeParsedReviews([
      { verdict: null, comments: texts.map((text) => c('a.ts', 1, text)) },
      {
        verdict: null,
        comments: [
          c('a.ts', 1, 'FINDING NUMBER 0 ON THIS LINE.'),
          c('a.ts', 1, 'finding  number 19 on this line.'),
          c('a.ts', 2, 'Finding number 19 on this line.'),
          c('a.ts', 1, 'Finding number 20 on this line.'),
        ],
      },
    ]);
    expect(merged.comments.map((comment) => `${comment.line}: ${comment.comment}`)).toEqual([
      ...texts.map((text) => `1: ${text}`),
      '2: Finding number 19 on this line.',
      '1: Finding number 20 on this line.',
    ]);
  });
});
