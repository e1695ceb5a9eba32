import type { Effort } from '../../../../shared/contract';

const effortGuidance: Readonly<Record<Effort, string>> = {
  low: [
    'Depth: a quick pass. Report only clear defects: bugs, crashes, data loss,',
    'security holes, a broken build. Skip style and naming.',
  ].join('\n'),
  medium: [
    'Depth: a standard review. Check correctness, error handling and the obvious',
    'edge cases of each changed function; mention style only where it hurts readability.',
  ].join('\n'),
  high: [
    'Depth: thorough.',
    '1. Intent: first work out what the change is meant to do, from the diff and the',
    '   file contents, and check the code does exactly that and nothing else.',
    '2. Edge cases: empty and very large input, null/undefined, failures and errors,',
    '   concurrency and ordering, off-by-one, encodings.',
    '3. Evidence: for each finding give the line and the input or sequence of events',
    '   that makes it fail. Leave out what you cannot support.',
    'Write the intent in one or two sentences between the markers before the first block.',
  ].join('\n'),
  max: [
    'Depth: the deepest review you can give.',
    '1. Intent: first work out what the change is meant to do, from the diff and the',
    '   file contents, and check the code does exactly that and nothing else.',
    '2. Trace each changed function to its callers and callees in the file contents;',
    '   check every path through it, including error paths.',
    '3. Edge cases: empty and very large input, null/undefined, failures and errors,',
    '   concurrency and ordering, off-by-one, encodings, resource leaks.',
    '4. Security and robustness: untrusted input, injection, secrets, permissions,',
    '   performance on large input; whether tests cover the change.',
    '5. Evidence: for each finding give the line and the concrete input or sequence of',
    '   events that makes it fail, and what you checked. Leave out what you cannot support.',
    'Write the intent in one or two sentences between the markers before the first block.',
  ].join('\n'),
};

/** The prompt's "How deep to go" section: what a review at this effort looks at, and on what evidence. */
export function effortSection(effort: Effort, checks: readonly string[] = []): string {
  const evidence = effort === 'high' || effort === 'max' ? evidenceGuidance(checks) : '';
  return `## How deep to go\n\n${effortGuidance[effort]}${evidence}`;
}

/**
 * At high and max effort a finding rests on evidence: the output of the
 * project's own checks, run read-only, not a guess.
 */
function evidenceGuidance(checks: readonly string[]): string {
  const commands = checks.length > 0 ? checks.map((c) => `\`${c}\``).join(', ') : null;
  return [
    '',
    '',
    commands
      ? `Run the project's checks before you answer (you may run: ${commands}), and read-only git.`
      : "Run the project's own tests and linters before you answer, and read-only git.",
    'For each finding a check supports, quote the failing test or linter output in its',
    'COMMENT as evidence. Never edit a file to make a point; say what you would change.',
  ].join('\n');
}
