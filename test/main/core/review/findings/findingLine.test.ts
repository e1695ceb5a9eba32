import { describe, expect, it } from 'vitest';
import type { ReviewComment } from '../../../../../shared/contract';
import { formatCommentBlocks } from '../../../../../main/core/review/prompt/commentBlocks';
import { answerLines, rulingLines } from '../../../../../main/core/review/prompt/findingsSection';
import { answersOfLine, rulingsOfLine } from '../../../../../main/core/review/findings/findingLine';
import { parseReviewAnswer } from '../../../../../main/core/review/parse/reviewAnswerParser';
import { markersFor } from '../../../../../main/core/review/protocol/textProtocol';

/*
 * What an agent says of a finding by id, read in the asked form and in the
 * forms models drift into; a line that only mentions an id is not a ruling.
 */

describe("a reviewer's ruling on a finding", () => {
  it.each([
    ['FINDING F1: RESOLVED', { id: 'F1', ruling: 'resolved' }],
    [
      'F2: still open — the check is missing in bar()',
      { id: 'F2', ruling: 'open', note: 'the check is missing in bar()' },
    ],
    [
      '**F3**: STILL_OPEN: evidence at line 4',
      { id: 'F3', ruling: 'open', note: 'evidence at line 4' },
    ],
    [
      'Finding F4 - withdrawn, the caller validates',
      { id: 'F4', ruling: 'withdrawn', note: 'the caller validates' },
    ],
    ['f5 (fixed)', { id: 'F5', ruling: 'resolved' }],
    ['[F6] verified', { id: 'F6', ruling: 'resolved' }],
    [
      'F7: not fixed, the loop still runs twice',
      { id: 'F7', ruling: 'open', note: 'the loop still runs twice' },
    ],
    [
      '| F8 | STILL_OPEN | line 15 still prints |',
      { id: 'F8', ruling: 'open', note: 'line 15 still prints' },
    ],
    ['│ **F9** │ src/a.ts:4 │ Resolved │', { id: 'F9', ruling: 'resolved' }],
    ['✅ F10: resolved', { id: 'F10', ruling: 'resolved' }],
    [
      '❌ **F11** — still open: the log stays',
      { id: 'F11', ruling: 'open', note: 'the log stays' },
    ],
    ['⚠️ F12 not fixed', { id: 'F12', ruling: 'open' }],
    ['F13 is still not fixed — see line 15', { id: 'F13', ruling: 'open', note: 'see line 15' }],
    ['F14 is now resolved.', { id: 'F14', ruling: 'resolved' }],
    [
      '**F15** remains open: the cache is never cleared',
      { id: 'F15', ruling: 'open', note: 'the cache is never cleared' },
    ],
  ])('%s', (line, ruling) => {
    expect(rulingsOfLine(line)).toEqual([ruling]);
  });

  it.each([
    'F1 is about the parser',
    'FINDING: F1',
    'Fix the loop',
    'F1: see above',
    'F1 is the only problem left',
    'F2 was fixed in round 1, but the new loop brings it back',
    '| Finding | Status | Evidence |',
    '|---|---|---|',
    '| F1 | the parser | see above |',
    // The prompt's own examples, copied with their placeholders.
    ...rulingLines(['F1', 'F2', 'F3']),
    ...rulingLines(['F4']),
  ])('reads nothing in "%s"', (line) => expect(rulingsOfLine(line)).toEqual([]));

  it.each([
    ['F1, F2: STILL_OPEN — both still log', ['F1', 'F2']],
    ['**F3** and **F4** — resolved', ['F3', 'F4']],
    ['Findings F5/F6 & F7: withdrawn', ['F5', 'F6', 'F7']],
  ])('reads each finding of "%s"', (line, ids) => {
    expect(rulingsOfLine(line).map((ruling) => ruling.id)).toEqual(ids);
  });

  it('reads nothing in a line about several findings that says no status', () => {
    expect(rulingsOfLine('F1 and F2 are the same problem: both drop errors')).toEqual([]);
  });
});

describe("the author's answer on a finding", () => {
  it.each([
    [
      'FINDING F1: FIXED — added the null check',
      { id: 'F1', answer: 'fixed', note: 'added the null check' },
    ],
    [
      'F2: declined - the input is validated by the caller',
      { id: 'F2', answer: 'declined', note: 'the input is validated by the caller' },
    ],
    ["F3: won't fix: out of scope", { id: 'F3', answer: 'declined', note: 'out of scope' }],
    ['F4 — done', { id: 'F4', answer: 'fixed' }],
    [
      '| F5 | Fixed | removed the log line |',
      { id: 'F5', answer: 'fixed', note: 'removed the log line' },
    ],
  ])('%s', (line, answer) => {
    expect(answersOfLine(line)).toEqual([answer]);
  });

  it('reads a ruling for each sentence of a line that opens with a finding and says where it stands', () => {
    expect(
      rulingsOfLine(
        'F1 is fixed: the console.log is gone. F2 is still open — the rounding is still inline — but it can be done later.',
      ),
    ).toEqual([
      { id: 'F1', ruling: 'resolved', note: 'the console.log is gone.' },
      {
        id: 'F2',
        ruling: 'open',
        note: 'the rounding is still inline — but it can be done later.',
      },
    ]);
    expect(answersOfLine('F1: FIXED — removed the log.  F2: DECLINED — later.')).toEqual([
      { id: 'F1', answer: 'fixed', note: 'removed the log.' },
      { id: 'F2', answer: 'declined', note: 'later.' },
    ]);
  });

  it('keeps a sentence that names a finding but says no status in the note before it', () => {
    expect(rulingsOfLine('F1: resolved. F2 depends on it, so look again.')).toEqual([
      { id: 'F1', ruling: 'resolved', note: 'F2 depends on it, so look again.' },
    ]);
  });

  it('reads a ruling in a clause that opens with a finding, inside a sentence', () => {
    expect(
      rulingsOfLine(
        'Thanks for the quick turnaround, so F1 is resolved, while F2 is still open: the rounding is inline.',
      ),
    ).toEqual([
      { id: 'F1', ruling: 'resolved' },
      { id: 'F2', ruling: 'open', note: 'the rounding is inline.' },
    ]);
    expect(
      answersOfLine(
        'I removed the log, so F1 is fixed; F2 is declined because callers need the old name.',
      ),
    ).toEqual([
      { id: 'F1', answer: 'fixed' },
      { id: 'F2', answer: 'declined', note: 'because callers need the old name.' },
    ]);
  });

  it.each([
    'Once F2 is fixed this can go in.',
    'The fix for F2 is done in the other branch.',
    'I am not sure F2 is fixed.',
    'If F1 is resolved by the retry, say so.',
  ])('reads no ruling where a finding is only mentioned: "%s"', (line) => {
    expect(rulingsOfLine(line)).toEqual([]);
    expect(answersOfLine(line)).toEqual([]);
  });

  it('reads one answer for each finding a line names', () => {
    expect(answersOfLine('F1 and F2: fixed — removed both logs')).toEqual([
      { id: 'F1', answer: 'fixed', note: 'removed both logs' },
      { id: 'F2', answer: 'fixed', note: 'removed both logs' },
    ]);
    expect(answersOfLine('F1, F2 and F3: fixed — removed the logs')).toEqual(
      ['F1', 'F2', 'F3'].map((id) => ({ id, answer: 'fixed', note: 'removed the logs' })),
    );
  });

  it.each([...answerLines(['F1', 'F2']), ...answerLines(['F3'])])(
    'reads nothing in the example "%s"',
    (line) => expect(answersOfLine(line)).toEqual([]),
  );
});

describe('rulings in a whole answer', () => {
  const markers = markersFor('n0nce');
  const answer = (body: string) =>
    parseReviewAnswer(`${markers.begin}\n${body}\n${markers.end}`, markers);

  it('reads rulings beside new blocks and the verdict, in any bullet form', () => {
    const parsed = answer(
      [
        '- FINDING F1: RESOLVED',
        '* **F2**: still open — `parse()` still drops the error',
        '',
        'FILE: src/a.ts',
        'LINE: 9',
        'SEVERITY: warning',
        'COMMENT: A new problem.',
        '',
        'VERDICT n0nce: CHANGES_REQUESTED',
      ].join('\n'),
    );
    expect(parsed.rulings).toEqual([
      { id: 'F1', ruling: 'resolved' },
      { id: 'F2', ruling: 'open', note: '`parse()` still drops the error' },
    ]);
    expect(parsed.comments).toHaveLength(1);
    expect(parsed.verdict).toBe('changes-requested');
  });

  it('reads a finding the reviewer keeps open in the sentence after another one it rules on', () => {
    const parsed = answer(
      [
        'F1 is fixed: the console.log is gone. F2 is still open — the rounding is still inline — but it is minor.',
        '',
        'VERDICT n0nce: APPROVED',
      ].join('\n'),
    );
    expect(parsed.rulings?.map(({ id, ruling }) => ({ id, ruling }))).toEqual([
      { id: 'F1', ruling: 'resolved' },
      { id: 'F2', ruling: 'open' },
    ]);
    expect(parsed.verdict).toBe('approved');
  });

  it('reads a ruling inside a sentence of prose, and none inside a comment or an annotation', () => {
    const parsed = answer(
      [
        'Thanks for the quick turnaround, so F1 is resolved, while F2 is still open: the rounding is inline.',
        '',
        'FILE: src/cart.ts',
        'LINE: 12',
        'SEVERITY: warning',
        'COMMENT: The total is rounded twice,',
        'so F3 is still open in spirit.',
        '',
        'src/cart.ts:30: error: F4 is fixed but the guard is gone.',
        '',
        'VERDICT n0nce: CHANGES_REQUESTED',
      ].join('\n'),
    );
    expect(parsed.rulings).toEqual([
      { id: 'F1', ruling: 'resolved' },
      { id: 'F2', ruling: 'open', note: 'the rounding is inline.' },
    ]);
    expect(parsed.comments.map((c) => [c.line, c.comment])).toEqual([
      [12, 'The total is rounded twice, so F3 is still open in spirit.'],
      [30, 'F4 is fixed but the guard is gone.'],
    ]);
  });

  it('reads rulings given as a table, or led by a status symbol', () => {
    const parsed = answer(
      [
        'Findings:',
        '',
        '| Finding | Status | Evidence |',
        '| --- | --- | --- |',
        '| F1 | RESOLVED | the log line is gone |',
        '| F2 | STILL_OPEN | line 15 still prints |',
        '',
        '✅ F3: resolved',
        '- ❌ F4 — still open',
        // Symbols with a variation selector, a no-break space.
        '✔️\u00a0**F5** fixed',
        '🔴 ⚠️ [F6] still open',
        // Symbols before anything else: a test run's lines, not rulings.
        '✓ test/f8.test.ts (3 tests) 12ms',
        '✓ 4 files: F9 passes',
        '',
        'VERDICT n0nce: CHANGES_REQUESTED',
      ].join('\n'),
    );
    expect(parsed.rulings).toEqual([
      { id: 'F1', ruling: 'resolved', note: 'the log line is gone' },
      { id: 'F2', ruling: 'open', note: 'line 15 still prints' },
      { id: 'F3', ruling: 'resolved' },
      { id: 'F4', ruling: 'open' },
      { id: 'F5', ruling: 'resolved' },
      { id: 'F6', ruling: 'open' },
    ]);
  });

  it('reads the finding a block restates by its FINDING line', () => {
    const parsed = answer(
      [
        'FINDING: F2',
        'FILE: src/a.ts',
        'LINE: 4',
        'SEVERITY: error',
        'COMMENT: Still broken.',
      ].join('\n'),
    );
    expect(parsed.comments).toEqual([
      { file: 'src/a.ts', line: 4, severity: 'error', comment: 'Still broken.', findingId: 'F2' },
    ]);
    expect(parsed.rulings).toBeUndefined();
  });

  it('gives each of several blocks that open with their FINDING line its own id', () => {
    // As Parley lists open findings and feedback (commentBlocks.ts), and as reviewers echo them.
    const comments: ReviewComment[] = [
      { file: 'src/cart.js', line: 8, severity: 'warning', comment: 'TODO.', findingId: 'F1' },
      { file: 'src/cart.js', line: 9, severity: 'warning', comment: 'Log.', findingId: 'F2' },
      { file: 'src/cart.js', line: 11, severity: 'error', comment: 'Debugger.', findingId: 'F3' },
      { file: 'src/tax.js', line: 2, severity: 'error', comment: 'Rounding.', findingId: 'F4' },
    ];
    expect(answer(formatCommentBlocks(comments)).comments).toEqual(comments);
  });

  it("leaves out of a restated block the author's answer it copied from the prompt", () => {
    const parsed = answer(
      [
        'FINDING: F1',
        'FILE: src/a.ts',
        'LINE: 4',
        'SEVERITY: error',
        'COMMENT: The null check is still missing.',
        'AUTHOR: declined — callers validate',
        '',
        'FINDING: F2',
        'FILE: src/b.ts',
        'LINE: 9',
        'SEVERITY: warning',
        'COMMENT: Log the path.',
        'AUTHOR: (none)',
      ].join('\n'),
    );
    expect(parsed.comments.map(({ findingId, comment }) => [findingId, comment])).toEqual([
      ['F1', 'The null check is still missing.'],
      ['F2', 'Log the path.'],
    ]);
  });

  it('reads the finding a JSON comment states by its id, and no id of another kind', () => {
    const json = JSON.stringify({
      verdict: 'changes-requested',
      comments: [
        { id: 'F2', file: 'src/a.ts', line: 4, severity: 'error', comment: 'Still broken.' },
        { id: 7, file: 'src/b.ts', line: 1, severity: 'warning', comment: 'New.' },
        { finding: 'issue-3', file: 'src/c.ts', line: 2, comment: 'Also new.' },
        { finding: 'The loop', id: 'f4', file: 'src/d.ts', line: 3, comment: 'Again.' },
      ],
    });
    expect(answer(json).comments.map((c) => [c.file, c.findingId])).toEqual([
      ['src/a.ts', 'F2'],
      ['src/b.ts', undefined],
      ['src/c.ts', undefined],
      ['src/d.ts', 'F4'],
    ]);
  });

  it('still reads a block that names no file as about the file of the block before', () => {
    const parsed = answer(
      [
        'FILE: src/a.ts',
        'LINE: 3',
        'COMMENT: First.',
        '',
        'LINE: 9',
        'COMMENT: Second, in the same file.',
        '',
        'FILE: src/b.ts',
        'LINE: 4',
        'COMMENT: Third.',
      ].join('\n'),
    );
    expect(parsed.comments.map(({ file, line }) => `${file}:${line}`)).toEqual([
      'src/a.ts:3',
      'src/a.ts:9',
      'src/b.ts:4',
    ]);
  });

  it('counts only the rulings inside the last marked section', () => {
    const text = [
      'FINDING F1: RESOLVED',
      markers.begin,
      'FINDING F1: STILL_OPEN — no',
      'VERDICT n0nce: CHANGES_REQUESTED',
      markers.end,
    ].join('\n');
    expect(parseReviewAnswer(text, markers).rulings).toEqual([
      { id: 'F1', ruling: 'open', note: 'no' },
    ]);
  });
});
