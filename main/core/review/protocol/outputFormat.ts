import { answerFileInstruction } from './answerFile';
import { markerInstruction, verdictInstruction } from './textProtocol';

/**
 * The exact answer format, with this round's markers spelled in two parts (see
 * textProtocol.markerInstruction), the verdict line carrying this round's nonce
 * (textProtocol.verdictInstruction), and the answer file when one is asked for
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
