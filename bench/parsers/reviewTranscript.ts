/**
 * A reviewer's terminal transcript of a given size, as Parley reads them:
 * many rounds of an agent at work (prose, tool calls and their output, a
 * quoted hunk, code) each ending in a marked answer (FILE/LINE/SEVERITY/COMMENT blocks with
 * markdown bold and wrapped lines, compiler-style annotations, a JSON block,
 * a verdict), every round under its own nonce. Deterministic: the same size
 * gives the same text, so runs compare.
 */
import {
  markersFor,
  verdictLine,
  type AnswerMarkers,
} from '../../main/core/review/protocol/textProtocol';

export interface ReviewTranscript {
  readonly text: string;
  /** The last round's markers: what the engine parses the transcript with. */
  readonly markers: AnswerMarkers;
}

const PROSE = [
  '● I will read the request file first, then look at each changed file in turn.',
  '  The change moves the retry policy out of the HTTP client into its own module and',
  '  threads a clock through so the tests can drive it without sleeping.',
  '● Read(src/net/retryPolicy.ts)',
  '  ⎿  Read 142 lines (ctrl+o to expand)',
  '● Bash(npm test -- --run test/net/retryPolicy.test.ts)',
  '  ⎿   ✓ test/net/retryPolicy.test.ts (12 tests) 41ms',
  '     Test Files  1 passed (1)',
  '> A quoted line from the diff: VERDICT: APPROVED is not my verdict.',
];

/** What a reviewer shows while it checks the change: a hunk it quotes, a test run. */
const TOOL_OUTPUT = [
  '● Bash(git diff -- src/net/httpClient.ts)',
  '  ⎿  @@ -96,12 +96,15 @@ export class HttpClient {',
  '       async send(request: Request, signal: AbortSignal): Promise<Response> {',
  '     -    for (let attempt = 0; attempt < 3; attempt++) {',
  '     +    for (let attempt = 0; ; attempt++) {',
  '     +      const delay = nextDelay(attempt, this.policy);',
  '           try {',
  '             return await this.transport.send(request);',
  '           } catch (error) {',
  '     -      if (attempt === 2) throw error;',
  '     +      if (delay === null) throw error;',
  '     +      await this.clock.sleep(delay);',
  '           }',
  '● Bash(npm test)',
  '  ⎿  > retry@1.4.0 test',
  '     > vitest run',
  '      ✓ test/net/httpClient.test.ts (18 tests) 212ms',
  '      ✓ test/net/clock.test.ts (4 tests) 9ms',
  '      Test Files  3 passed (3)',
  '           Tests  34 passed (34)',
];

const CODE = [
  '```ts',
  'export function nextDelay(attempt: number, policy: RetryPolicy): number {',
  '  const base = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);',
  '  return base / 2 + Math.random() * (base / 2);',
  '}',
  '```',
];

function blocks(round: number): string[] {
  return [
    `**FILE:** src/net/retryPolicy.ts`,
    `**LINE:** ${40 + (round % 50)}`,
    `**SEVERITY:** warning`,
    `**COMMENT:** The jitter is taken from Math.random(), so the tests that pin the delay`,
    `  cannot be deterministic; take the random source from the policy as the clock is.`,
    '',
    `FILE: src/net/httpClient.ts`,
    `LINE: ${100 + (round % 30)}-${104 + (round % 30)}`,
    `SEVERITY: error`,
    `COMMENT: The retry loop no longer checks the abort signal between attempts.`,
    `SUGGESTION: if (signal.aborted) throw signal.reason;`,
    '',
    `src/net/index.ts:${round % 90}: suggestion: export the policy type for callers.`,
    '',
    '```json',
    `{"comments":[{"file":"src/net/clock.ts","line":${round % 20},"severity":"suggestion","comment":"Name the unit."}]}`,
    '```',
  ];
}

/** One round: the agent working, then its marked answer under `nonce`. */
function round(index: number, nonce: string): string {
  const markers = markersFor(nonce);
  const verdict = index % 3 === 0 ? 'APPROVED' : 'CHANGES_REQUESTED';
  return [
    ...PROSE,
    ...TOOL_OUTPUT,
    ...CODE,
    `● ${markers.begin}`,
    ...blocks(index),
    '',
    verdictLine(nonce, verdict),
    `  ${markers.end}`,
    '',
  ].join('\n');
}

export function reviewTranscript(bytes: number): ReviewTranscript {
  const parts: string[] = [];
  let size = 0;
  let index = 0;
  let nonce = nonceOf(0);
  while (size < bytes) {
    nonce = nonceOf(index);
    const part = round(index, nonce);
    parts.push(part);
    size += part.length + 1;
    index++;
  }
  return { text: parts.join('\n'), markers: markersFor(nonce) };
}

function nonceOf(index: number): string {
  return `n${index.toString(16).padStart(15, '0')}`;
}
