import { describe, expect, it } from 'vitest';
import { ReviewCommentSchema } from '../../../shared/contract';

describe('a stored review comment', () => {
  it('moved off its line by an older Parley is read back onto the line the reviewer cited', () => {
    const stored = {
      file: 'src/app.ts',
      line: 13,
      endLine: 15,
      reviewerLine: 12,
      severity: 'warning',
      comment: 'x',
    };
    expect(ReviewCommentSchema.parse(stored)).toEqual({
      file: 'src/app.ts',
      line: 12,
      endLine: 15,
      severity: 'warning',
      comment: 'x',
    });
  });

  it('on the line the reviewer cited loads as it was stored', () => {
    const stored = { file: 'src/app.ts', line: 30, severity: 'error', comment: 'x' };
    expect(ReviewCommentSchema.parse(stored)).toEqual(stored);
  });
});
