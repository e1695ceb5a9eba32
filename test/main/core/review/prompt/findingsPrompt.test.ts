import { describe, expect, it } from 'vitest';
import type { Finding, ReviewComment } from '../../../../../shared/contract';
import { buildAuthorFeedbackPrompt } from '../../../../../main/core/review/prompt/feedbackPrompt';
import { buildReviewPrompt } from '../../../../../main/core/review/prompt/reviewPrompt';
import { diffShapeFiles } from '../parse/diffShapeFiles';

/*
 * From round 2 the reviewer rules on each open finding by id, seeing what the
 * author answered on it and what the author changed since its last look; the
 * author answers each finding by id.
 */
const cors = diffShapeFiles('small-fix');
const open: ReviewComment[] = [
  {
    file: 'src/middleware/cors/index.ts',
    line: 13,
    severity: 'error',
    comment: 'Widening the type breaks callers.',
    findingId: 'F1',
  },
  {
    file: 'src/middleware/cors/index.ts',
    line: 20,
    severity: 'warning',
    comment: 'No test.',
    findingId: 'F2',
  },
];
const by = { role: 'author' as const, sessionId: 'a' };
const findings: Finding[] = [
  {
    id: 'F1',
    state: 'declined',
    raisedBy: [{ round: 1, sessionId: 'b' }],
    history: [{ round: 1, action: 'declined', by, note: 'callers pass strings only', at: 'now' }],
  },
  { id: 'F2', state: 'open', raisedBy: [{ round: 1, sessionId: 'b' }], history: [] },
];

describe('the review prompt from round 2', () => {
  const text = buildReviewPrompt({
    files: cors,
    round: 2,
    effort: 'medium',
    openComments: open,
    findings,
    sinceLastLook: cors,
  }).text;

  it("lists each open finding by id with the author's answer, and asks for a ruling on each", () => {
    expect(text).toContain('## Findings still open from round 1');
    expect(text).toContain(
      'FINDING: F1\nFILE: src/middleware/cors/index.ts\nLINE: 13\nSEVERITY: error\nCOMMENT: Widening the type breaks callers.\nAUTHOR: declined — callers pass strings only',
    );
    expect(text).toContain('FINDING: F2\n');
    expect(text).toContain('AUTHOR: (none)');
    expect(text).toContain('FINDING F2: STILL_OPEN — <your evidence, citing lines>');
  });

  it('gives its examples the ids of the findings it asks about, never one a new finding would get', () => {
    const one = buildReviewPrompt({
      files: cors,
      round: 2,
      effort: 'medium',
      openComments: [open[0]!],
      findings,
      sinceLastLook: cors,
    }).text;
    expect(one).toContain('FINDING F1: STILL_OPEN — <your evidence, citing lines>');
    expect(one).toContain('FINDING F1: WITHDRAWN — <why it is no problem>');
    expect(one).not.toMatch(/FINDING F[23]:/);
    const feedback = buildAuthorFeedbackPrompt({ comments: [open[1]!], round: 1 }).text;
    expect(feedback).toContain('FINDING F2: FIXED — <what you changed>');
    expect(feedback).not.toMatch(/FINDING F1:/);
  });

  it('shows what changed since the last look, or that nothing did', () => {
    expect(text).toContain('## What changed since round 1');
    expect(text).toMatch(/### src\/middleware\/cors\/index\.ts/);
    const unchanged = buildReviewPrompt({
      files: cors,
      round: 2,
      effort: 'medium',
      sinceLastLook: [],
    });
    expect(unchanged.text).toContain('Nothing: the author changed no file.');
  });
});

describe('the feedback prompt', () => {
  it('asks the author to answer each finding by id', () => {
    const text = buildAuthorFeedbackPrompt({ comments: open, round: 1 }).text;
    expect(text).toContain('FINDING: F1\nFILE:');
    expect(text).toContain('FINDING F2: DECLINED — <why the code is right as it is>');
  });

  it('asks nothing by id for comments without one (a person’s)', () => {
    const text = buildAuthorFeedbackPrompt({
      comments: [{ file: 'a.ts', line: 1, severity: 'warning', comment: 'Hm.' }],
      round: 1,
    }).text;
    expect(text).not.toContain('FINDING');
  });
});
