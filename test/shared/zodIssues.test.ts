import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues } from '../../shared/zodIssues';

describe('describeIssues', () => {
  it('says where and what for the first five issues, and how many more there are', () => {
    const field = z.int().max(9, 'at most 9');
    const schema = z.object({ a: field, b: field, c: field, d: field, e: field, f: field });
    const parsed = schema.safeParse({ a: 10, b: 10, c: 10, d: 10, e: 10, f: 10 });
    expect(describeIssues(parsed.error!)).toBe(
      'a: at most 9; b: at most 9; c: at most 9; d: at most 9; e: at most 9 (and 1 more)',
    );
  });
});
