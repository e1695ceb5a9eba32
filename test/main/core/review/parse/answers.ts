/**
 * Reviewer answers shaped like the real ones Parley reads: raw markdown from
 * Claude Code's Stop hook, text off a terminal screen (Claude Code draws "● ",
 * renders **bold** away and re-wraps long lines with an indent), JSON blocks,
 * compiler-style annotations, and mixes. Each comes with what it says.
 */
import type { ParsedReview } from '../../../../../shared/contract';
import {
  verdictLine,
  type VerdictWord,
} from '../../../../../main/core/review/protocol/textProtocol';

export const NONCE = '9c1e5a7f3b2d4e60';
export const BEGIN = `<<<PARLEY:BEGIN:${NONCE}>>>`;
export const END = `<<<PARLEY:END:${NONCE}>>>`;

export interface SampleAnswer {
  readonly name: string;
  /** The answer body, without markers. */
  readonly body: string;
  readonly expected: ParsedReview;
}

export const claudeScreenBody = `
  FILE: src/middleware/cors/index.ts
  LINE: 63-66
  SEVERITY: warning
  COMMENT: When the origin callback returns null the header is skipped, but Vary: Origin
  is still only set in the other branch, so a cache may serve one origin's response to
  another origin.
  SUGGESTION: Set Vary: Origin before the early return.

  FILE: src/middleware/cors/index.ts
  LINE: 70
  SEVERITY: suggestion
  COMMENT: The doc comment says "allow null" but the code also allows undefined.

  VERDICT: CHANGES_REQUESTED
`;

/**
 * A whole Claude Code screen: the pasted pointer, a tool call, the answer (its
 * verdict carrying the round's nonce, as the prompt asks), the input box.
 */
export function claudeScreen(nonce = NONCE): string {
  const body = claudeScreenBody.replace('VERDICT:', `VERDICT ${nonce}:`);
  return `> Read the Parley request in the file .parley/prompts/prompt-3f2a9c1d0b7e4a55.md and follow
  its instructions exactly.

● Read(.parley/prompts/prompt-3f2a9c1d0b7e4a55.md)
  ⎿  Read 184 lines (ctrl+o to expand)

● <<<PARLEY:BEGIN:${nonce}>>>
${body}
  <<<PARLEY:END:${nonce}>>>

────────────────────────────────────────────────────────────────────────────────────────────
> 
────────────────────────────────────────────────────────────────────────────────────────────
  ⏵⏵ accept edits on (shift+tab to cycle)
`;
}

export const claudeScreenExpected: ParsedReview = {
  verdict: 'changes-requested',
  comments: [
    {
      file: 'src/middleware/cors/index.ts',
      line: 63,
      endLine: 66,
      severity: 'warning',
      comment:
        "When the origin callback returns null the header is skipped, but Vary: Origin is still only set in the other branch, so a cache may serve one origin's response to another origin.",
      suggestion: 'Set Vary: Origin before the early return.',
    },
    {
      file: 'src/middleware/cors/index.ts',
      line: 70,
      severity: 'suggestion',
      comment: 'The doc comment says "allow null" but the code also allows undefined.',
    },
  ],
};

export const samples: readonly SampleAnswer[] = [
  {
    name: 'Claude Code screen (● bullets, bold rendered away, wrapped lines)',
    body: claudeScreenBody,
    expected: claudeScreenExpected,
  },
  {
    name: 'raw markdown from a Stop hook (bold keys, code quotes, fenced suggestion)',
    body: [
      '**FILE:** `src/cache.ts`',
      '**LINE:** 42',
      '**SEVERITY:** **Critical**',
      '**COMMENT:** `get()` returns a stale entry after the TTL: the comparison uses `<`',
      'where the expiry check needs `>=`.',
      '**SUGGESTION:**',
      '```ts',
      'if (Date.now() - entry.at >= this.ttl) {',
      '  return undefined;',
      '}',
      '```',
      '',
      '**VERDICT:** CHANGES_REQUESTED',
    ].join('\n'),
    expected: {
      verdict: 'changes-requested',
      comments: [
        {
          file: 'src/cache.ts',
          line: 42,
          severity: 'error',
          comment:
            '`get()` returns a stale entry after the TTL: the comparison uses `<` where the expiry check needs `>=`.',
          suggestion: 'if (Date.now() - entry.at >= this.ttl) {\n  return undefined;\n}',
        },
      ],
    },
  },
  {
    name: 'markdown list items with title-case keys and a heading verdict',
    body: [
      'I checked the intent first: the change adds retry with backoff to the fetcher.',
      '',
      '- **File**: src/net/retry.ts',
      '  **Line**: 18',
      '  **Severity**: major',
      '  **Comment**: The delay doubles without a cap, so the tenth retry waits 8.5 minutes.',
      '- **File**: src/net/retry.ts',
      '  **Line**: L27',
      '  **Severity**: nit',
      '  **Comment**: `attempt` is never read after the loop.',
      '',
      '## Verdict',
      '',
      'CHANGES_REQUESTED',
    ].join('\n'),
    expected: {
      verdict: 'changes-requested',
      comments: [
        {
          file: 'src/net/retry.ts',
          line: 18,
          severity: 'error',
          comment: 'The delay doubles without a cap, so the tenth retry waits 8.5 minutes.',
        },
        {
          file: 'src/net/retry.ts',
          line: 27,
          severity: 'suggestion',
          comment: '`attempt` is never read after the loop.',
        },
      ],
    },
  },
  {
    name: 'fenced JSON block',
    body: [
      'Here is my review.',
      '```json',
      '{',
      '  "verdict": "changes_requested",',
      '  "comments": [',
      '    {"file": "src/a.ts", "line": "30-34", "severity": "high", "comment": "Unbounded recursion on cyclic input.", "suggestion": "Track visited nodes."},',
      '    {"file": "src/b.ts", "line": 3, "severity": "info", "comment": "Typo in the log message."}',
      '  ]',
      '}',
      '```',
    ].join('\n'),
    expected: {
      verdict: 'changes-requested',
      comments: [
        {
          file: 'src/a.ts',
          line: 30,
          endLine: 34,
          severity: 'error',
          comment: 'Unbounded recursion on cyclic input.',
          suggestion: 'Track visited nodes.',
        },
        { file: 'src/b.ts', line: 3, severity: 'suggestion', comment: 'Typo in the log message.' },
      ],
    },
  },
  {
    name: 'bare JSON as a screen shows it (fence rendered away, a string wrapped)',
    body: [
      '  {',
      '    "verdict": "changes-requested",',
      '    "comments": [',
      '      {',
      '        "file": "src/queue.ts",',
      '        "line": 12,',
      '        "severity": "error",',
      '        "comment": "The loop never ends when the queue is empty because the',
      '  condition is inverted."',
      '      }',
      '    ]',
      '  }',
    ].join('\n'),
    expected: {
      verdict: 'changes-requested',
      comments: [
        {
          file: 'src/queue.ts',
          line: 12,
          severity: 'error',
          comment: 'The loop never ends when the queue is empty because the condition is inverted.',
        },
      ],
    },
  },
  {
    name: 'annotations with a range, a column and a wrapped message',
    body: [
      'src/app.ts:12: error: save() is not awaited, so a failed write is reported as',
      '  success.',
      'src/app.ts:30-34: warning: The retry loop swallows every error.',
      '`src/util/date.ts:7:14`: nit: Prefer Date.now() over new Date().getTime().',
      'See README.md:3 for the conventions.',
      '',
      'VERDICT: CHANGES_REQUESTED',
    ].join('\n'),
    expected: {
      verdict: 'changes-requested',
      comments: [
        {
          file: 'src/app.ts',
          line: 12,
          severity: 'error',
          comment: 'save() is not awaited, so a failed write is reported as success.',
        },
        {
          file: 'src/app.ts',
          line: 30,
          endLine: 34,
          severity: 'warning',
          comment: 'The retry loop swallows every error.',
        },
        {
          file: 'src/util/date.ts',
          line: 7,
          severity: 'suggestion',
          comment: 'Prefer Date.now() over new Date().getTime().',
        },
      ],
    },
  },
  {
    name: 'mixed: blocks, an annotation, and a JSON block repeating a block',
    body: [
      '● FILE: lib/parse.js',
      '  LINE: 5',
      '  SEVERITY: blocker',
      '  COMMENT: JSON.parse on user input without try/catch crashes the server.',
      '',
      'lib/parse.js:9: minor: Unused import of fs.',
      '',
      '```json',
      '{"verdict": "CHANGES_REQUESTED", "comments": [{"file": "lib/parse.js", "line": 5, "severity": "error", "comment": "JSON.parse on user input without try/catch crashes the server."}]}',
      '```',
      'VERDICT: CHANGES_REQUESTED',
    ].join('\n'),
    expected: {
      verdict: 'changes-requested',
      comments: [
        {
          file: 'lib/parse.js',
          line: 5,
          severity: 'error',
          comment: 'JSON.parse on user input without try/catch crashes the server.',
        },
        { file: 'lib/parse.js', line: 9, severity: 'suggestion', comment: 'Unused import of fs.' },
      ],
    },
  },
  {
    name: 'several comments on one file without repeating FILE',
    body: [
      'FILE: src/store.ts',
      'LINE: 10',
      'SEVERITY: warning',
      'COMMENT: The write is not atomic.',
      'LINE: 22',
      'SEVERITY: error',
      'COMMENT: The lock is never released on error.',
      'VERDICT: CHANGES_REQUESTED',
    ].join('\n'),
    expected: {
      verdict: 'changes-requested',
      comments: [
        {
          file: 'src/store.ts',
          line: 10,
          severity: 'warning',
          comment: 'The write is not atomic.',
        },
        {
          file: 'src/store.ts',
          line: 22,
          severity: 'error',
          comment: 'The lock is never released on error.',
        },
      ],
    },
  },
  {
    name: 'blocks that open with their comment and name their file after it',
    body: [
      'COMMENT: Read without the lock.',
      'FILE: src/cache.ts',
      'LINE: 31',
      'SEVERITY: warning',
      '',
      'COMMENT: A failed fetch is retried for ever.',
      'FILE: src/fetch.ts',
      'LINE: 7',
      'SEVERITY: error',
      '',
      'VERDICT: CHANGES_REQUESTED',
    ].join('\n'),
    expected: {
      verdict: 'changes-requested',
      comments: [
        { file: 'src/cache.ts', line: 31, severity: 'warning', comment: 'Read without the lock.' },
        {
          file: 'src/fetch.ts',
          line: 7,
          severity: 'error',
          comment: 'A failed fetch is retried for ever.',
        },
      ],
    },
  },
  {
    name: 'approval with no findings',
    body: '  No problems found.\n\n  VERDICT: APPROVED',
    expected: { verdict: 'approved', comments: [] },
  },
  {
    name: 'needs discussion, verdict in bold with a reason',
    body: [
      'FILE: docs/api.md',
      'LINE: 1',
      'SEVERITY: warning',
      'COMMENT: The change removes the v1 endpoints; whether clients still use them is a product decision.',
      '**Verdict:** needs discussion (breaking change)',
    ].join('\n'),
    expected: {
      verdict: 'needs-discussion',
      comments: [
        {
          file: 'docs/api.md',
          line: 1,
          severity: 'warning',
          comment:
            'The change removes the v1 endpoints; whether clients still use them is a product decision.',
        },
      ],
    },
  },
  {
    name: 'path with the line in FILE, unknown severity word, Line: in prose',
    body: [
      'FILE: src/x.ts:88',
      'SEVERITY: spicy',
      'COMMENT: The loop index shadows the outer one.',
      'Line: see also the caller, which relies on it.',
      'VERDICT: changes requested',
    ].join('\n'),
    expected: {
      verdict: 'changes-requested',
      comments: [
        {
          file: 'src/x.ts',
          line: 88,
          severity: 'warning',
          comment:
            'The loop index shadows the outer one. Line: see also the caller, which relies on it.',
        },
      ],
    },
  },
];

/**
 * A sample as a reviewer answers in a round: its body, then the verdict line
 * carrying the round's nonce. The body's own verdict, without the nonce, no
 * longer counts: the answer is flagged as quoting one.
 */
export function answeredInRound(sample: SampleAnswer, nonce = NONCE): string {
  const word = sample.expected.verdict!.toUpperCase().replace('-', '_') as VerdictWord;
  return `${sample.body}\n${verdictLine(nonce, word)}`;
}
