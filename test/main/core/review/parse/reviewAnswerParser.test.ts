import { describe, expect, it } from 'vitest';
import { markersFor } from '../../../../../main/core/review/protocol/textProtocol';
import { parseReviewAnswer } from '../../../../../main/core/review/parse/reviewAnswerParser';
import {
  BEGIN,
  END,
  NONCE,
  answeredInRound,
  claudeScreen,
  claudeScreenExpected,
  samples,
} from './answers';

const markers = markersFor(NONCE);

describe('parseReviewAnswer', () => {
  for (const sample of samples) {
    it(`reads ${sample.name}, flagging its verdict without the nonce`, () => {
      const marked = `${BEGIN}\n${answeredInRound(sample)}\n${END}\n`;
      const parsed = parseReviewAnswer(marked, markers);
      expect({ verdict: parsed.verdict, comments: parsed.comments }).toEqual(sample.expected);
      expect(parsed).toMatchObject({ malformed: false, quotedVerdict: true });
    });
  }

  it('reads the same body without markers when none are asked for', () => {
    for (const sample of samples) {
      const parsed = parseReviewAnswer(sample.body);
      expect({ verdict: parsed.verdict, comments: parsed.comments }, sample.name).toEqual(
        sample.expected,
      );
    }
  });

  it('reads a whole Claude Code screen, the answer only', () => {
    const parsed = parseReviewAnswer(claudeScreen(), markers);
    expect({ verdict: parsed.verdict, comments: parsed.comments }).toEqual(claudeScreenExpected);
  });

  it('reads CRLF line ends like LF ones', () => {
    const crlf = claudeScreen().replace(/\n/g, '\r\n');
    expect(parseReviewAnswer(crlf, markers).comments).toEqual(claudeScreenExpected.comments);
  });

  it('reads a block as a person sees it: invisible characters before a field or in a path, full-width digits', () => {
    const block = [
      BEGIN,
      '\u200bFILE: math\u200b.js',
      'LINE: \uff12',
      'SEVERITY: \u2060error',
      'COMMENT: Debug output left in add().',
      '',
      `VERDICT ${NONCE}: CHANGES_REQUESTED`,
      END,
    ].join('\n');
    expect(parseReviewAnswer(block, markers).comments).toEqual([
      { file: 'math.js', line: 2, severity: 'error', comment: 'Debug output left in add().' },
    ]);
  });

  it('says malformed when the marked answer has neither verdict nor comments', () => {
    const parsed = parseReviewAnswer(
      `${BEGIN}\nI looked at the code and it seems fine overall.\n${END}`,
      markers,
    );
    expect(parsed).toMatchObject({ verdict: null, comments: [], malformed: true });
    expect(parsed.problem).toMatch(/no verdict and no review comment/);
  });

  it('reads rulings given with no verdict, for the verdict alone to be asked for', () => {
    const rulingsOnly = `${BEGIN}\nFINDING F1: RESOLVED\nFINDING F2: STILL_OPEN — line 9 still logs\n${END}`;
    const parsed = parseReviewAnswer(rulingsOnly, markers);
    expect(parsed).toMatchObject({ verdict: null, comments: [], malformed: false });
    expect(parsed.rulings?.map((r) => [r.id, r.ruling])).toEqual([
      ['F1', 'resolved'],
      ['F2', 'open'],
    ]);
  });

  it('says malformed when there is no complete marked answer, whatever else the text says', () => {
    const unterminated = `${BEGIN}\nVERDICT: APPROVED\n`;
    const parsed = parseReviewAnswer(unterminated, markers);
    expect(parsed).toMatchObject({ verdict: null, comments: [], malformed: true });
    expect(parsed.problem).toMatch(/markers/);
    const otherRound = parseReviewAnswer(
      '<<<PARLEY:BEGIN:0000000000000000>>>\nVERDICT: APPROVED\n<<<PARLEY:END:0000000000000000>>>',
      markers,
    );
    expect(otherRound.malformed).toBe(true);
  });

  it('keeps comments that name no verdict, and a verdict with no comments', () => {
    const onlyComment = parseReviewAnswer('src/a.ts:1: error: Broken import.');
    expect(onlyComment).toMatchObject({ verdict: null, malformed: false });
    expect(onlyComment.comments).toHaveLength(1);
    expect(parseReviewAnswer('VERDICT: APPROVED')).toMatchObject({
      verdict: 'approved',
      comments: [],
    });
  });

  it('takes the worst of several verdicts, and none from an ambiguous or negated line', () => {
    expect(parseReviewAnswer('VERDICT: APPROVED\nVERDICT: CHANGES_REQUESTED').verdict).toBe(
      'changes-requested',
    );
    expect(
      parseReviewAnswer('VERDICT: APPROVED | CHANGES_REQUESTED | NEEDS_DISCUSSION').verdict,
    ).toBe(null);
    expect(parseReviewAnswer('Verdict: not approved yet').verdict).toBe(null);
    expect(parseReviewAnswer('VERDICT: APPROVED (no changes needed)').verdict).toBe('approved');
    expect(parseReviewAnswer('**Final verdict** — approved').verdict).toBe('approved');
    expect(parseReviewAnswer('**VERDICT: CHANGES_REQUESTED**').verdict).toBe('changes-requested');
    expect(parseReviewAnswer("Verdict-wise it's approved, I guess").verdict).toBeNull();
  });

  it('reads the JSON spellings of verdicts', () => {
    for (const [word, verdict] of [
      ['approved', 'approved'],
      ['changes-requested', 'changes-requested'],
      ['CHANGES_REQUESTED', 'changes-requested'],
      ['needs_discussion', 'needs-discussion'],
      ['request changes', 'changes-requested'],
    ] as const) {
      expect(parseReviewAnswer(`{"verdict": "${word}", "comments": []}`).verdict, word).toBe(
        verdict,
      );
    }
  });

  it('does not take the answer format template for a finding', () => {
    const echo = [
      'FILE: <the path exactly as in the diff header after "###">',
      'LINE: <the new-file line number shown left of the diff line, or a range such as 30-34>',
      'SEVERITY: <error | warning | suggestion>',
      'COMMENT: <what is wrong, why it matters, and your evidence>',
    ].join('\n');
    expect(parseReviewAnswer(echo)).toMatchObject({ comments: [], malformed: true });
  });

  it.each([
    ['SEVERITY', 'FILE', 'LINE', 'COMMENT'],
    ['LINE', 'FILE', 'SEVERITY', 'COMMENT'],
    ['FILE', 'COMMENT', 'LINE', 'SEVERITY'],
  ])('reads blocks whose fields come in the order %s, %s, %s, %s', (...order) => {
    const comments = [
      { file: 'a.ts', line: 3, severity: 'error', comment: 'First.' },
      { file: 'a.ts', line: 9, severity: 'warning', comment: 'Second.' },
      { file: 'b.ts', line: 4, severity: 'suggestion', comment: 'Third.' },
    ] as const;
    const field = (comment: (typeof comments)[number], key: string) =>
      `${key}: ${{ FILE: comment.file, LINE: comment.line, SEVERITY: comment.severity, COMMENT: comment.comment }[key]}`;
    const text = comments.map((c) => order.map((key) => field(c, key)).join('\n')).join('\n\n');
    expect(parseReviewAnswer(text).comments).toEqual(comments);
  });

  it('reads a JSON-looking line that is not JSON as text', () => {
    const parsed = parseReviewAnswer(
      '{ this is not json\nsrc/a.ts:4: warning: Leaks a handle.\nVERDICT: CHANGES_REQUESTED',
    );
    expect(parsed.comments).toEqual([
      { file: 'src/a.ts', line: 4, severity: 'warning', comment: 'Leaks a handle.' },
    ]);
  });

  it("keeps a fenced suggestion's own indentation, taking off only its fence's (a screen's margin)", () => {
    const block = (margin: string, fenceOnLabel: boolean) =>
      [
        'FILE: src/app.js',
        'LINE: 10-11',
        'COMMENT: Return the product directly.',
        ...(fenceOnLabel ? ['SUGGESTION: ```js'] : ['SUGGESTION:', '```js']),
        '  return a * b;',
        '  }',
        '```',
        '',
        'VERDICT: CHANGES_REQUESTED',
      ]
        .map((line) => margin + line)
        .join('\n');
    for (const margin of ['', '  ', '\t'])
      for (const fenceOnLabel of [false, true]) {
        const [comment] = parseReviewAnswer(block(margin, fenceOnLabel)).comments;
        expect(comment?.suggestion, JSON.stringify({ margin, fenceOnLabel })).toBe(
          '  return a * b;\n  }',
        );
      }
    // Unfenced lines lose all the indentation they share, as a screen gave it them.
    const unfenced = ['FILE: a.js', 'LINE: 2', 'COMMENT: Call it.', 'SUGGESTION:', '    go();'];
    expect(parseReviewAnswer(unfenced.join('\n')).comments[0]?.suggestion).toBe('go();');
  });

  it('keeps a block shown again once, and each block that differs from it at the same place', () => {
    const block = (ending: string) =>
      [
        'FILE: src/a.ts',
        'LINE: 7',
        'SEVERITY: warning',
        'COMMENT: The handle leaks',
        `  when the ${ending} fails.`,
        'SUGGESTION: close it',
      ].join('\n');
    const shownAgain = [block('read'), block('read'), block('write'), block('read')];
    const parsed = parseReviewAnswer(`${shownAgain.join('\n\n')}\nVERDICT: CHANGES_REQUESTED`);
    expect(parsed.comments).toEqual(
      ['read', 'write'].map((ending) => ({
        file: 'src/a.ts',
        line: 7,
        severity: 'warning',
        comment: `The handle leaks when the ${ending} fails.`,
        suggestion: 'close it',
      })),
    );
  });
});
