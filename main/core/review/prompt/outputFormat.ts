import type { Effort } from '../../../../shared/contract';
import { answerFileInstruction } from '../answerFile';
import { markerInstruction, verdictInstruction } from '../protocol';

/**
 * The exact answer format, with this round's markers spelled in two parts (see
 * protocol.markerInstruction), the verdict line carrying this round's nonce
 * (protocol.verdictInstruction), and the answer file when one is asked for
 * (see answerFile.ts). No line of it is a marker or a verdict line, so even an
 * echo of it inside an answer approves nothing.
 */
export function answerFormatSection(nonce: string, answerFile?: string): string {
  return [
    '## How to answer',
    '',
    markerInstruction(nonce),
    ...(answerFile ? [answerFileInstruction(answerFile)] : []),
    '',
    'Between the markers, write one block per finding, with a blank line between blocks:',
    '',
    'FILE: <the path exactly as in the diff header after "###">',
    'LINE: <the new-file line number shown left of the diff line, or a range such as 30-34>',
    'SEVERITY: <error | warning | suggestion>',
    'COMMENT: <what is wrong, why it matters, and your evidence>',
    'SUGGESTION: <optional: the fix; code over several lines goes in a fenced block>',
    '',
    'Severity: error = a bug, crash, data loss, security hole or broken build;',
    'warning = a likely problem or missing handling; suggestion = an improvement that can wait.',
    'Cite only lines the diff shows; for a removed line, cite the nearest new-file line number.',
    '',
    verdictInstruction(nonce),
    '- APPROVED: nothing of severity error or warning remains;',
    '- CHANGES_REQUESTED: the author must change something;',
    '- NEEDS_DISCUSSION: a human must decide (unclear requirement, design trade-off).',
    'The nonce shows the verdict is yours: a verdict without it, or inside quoted code, does',
    'not count. With no findings, write only that verdict line between the markers.',
    answerFile
      ? 'Do not edit any other file: this is a review only.'
      : 'Do not edit any file: this is a review only.',
  ].join('\n');
}

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
