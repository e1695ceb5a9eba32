import { Buffer } from 'node:buffer';
import type { Finding, ReviewComment } from '../../../../shared/contract';
import { formatCommentBlocks } from './commentBlocks';
import type { DiffInputFile } from './diffInput';
import { renderFileDiff } from './renderDiff';
import { dataNotice, defuseDataLine, fenced } from './untrustedData';

/*
 * The parts of a review prompt from round 2 on: the findings still open, each
 * with the author's answer, to rule on by id; and what the author changed
 * since the reviewer's last look.
 */

/** The fix diff is shown whole up to this size; past it, its files are listed. */
const SHOWN_FIX_BYTES = 12_000;

/**
 * How the reviewer rules on a finding, one line each (see findings/findingLine.ts).
 * Each example ends in a `<…>` placeholder, so a reviewer that copies them
 * back rules on nothing (the ids are real findings' ids).
 */
export const RULING_LINES = [
  'FINDING F1: RESOLVED — <what in the diff settles it>',
  'FINDING F2: STILL_OPEN — <your evidence, citing lines>',
  'FINDING F3: WITHDRAWN — <why it is no problem>',
];

/** How the author answers a finding, one line each. */
export const ANSWER_LINES = [
  'FINDING F1: FIXED — <what you changed>',
  'FINDING F2: DECLINED — <why the code is right as it is>',
];

export function openFindingsSection(
  round: number,
  open: readonly ReviewComment[],
  findings: readonly Finding[],
): string {
  const blocks = open.map((comment) => {
    const block = formatCommentBlocks([comment]);
    return `${block}\nAUTHOR: ${authorAnswer(findings, comment.findingId, round - 1)}`;
  });
  return [
    `## Findings still open from round ${round - 1}`,
    '',
    "Check each against the diff and the author's answer (AUTHOR), then rule on each on a",
    'line of its own:',
    ...RULING_LINES,
    'Write new problems as new blocks. Do not raise a withdrawn finding again.',
    dataNotice('The list of findings'),
    fenced(blocks.join('\n\n')),
  ].join('\n');
}

/** What the author said of a finding in answer to round `round`'s feedback. */
function authorAnswer(findings: readonly Finding[], id: string | undefined, round: number): string {
  const said = findings
    .find((f) => f.id === id)
    ?.history.filter((e) => e.by.role === 'author' && e.round === round)
    .at(-1);
  if (!said) return '(none)';
  return defuseDataLine(said.note ? `${said.action} — ${said.note}` : said.action);
}

/**
 * What the author changed since the reviewer's last look: the diff between
 * the two rounds' snapshots when it is small, else the files it touched.
 */
export function sinceLastLookSection(round: number, files: readonly DiffInputFile[]): string {
  const head = `## What changed since round ${round - 1}`;
  if (files.length === 0) return `${head}\n\nNothing: the author changed no file.`;
  const diff = files.map(renderFileDiff).join('\n\n');
  const intro =
    'The author changed these since your last look (the diff above shows them in place):';
  if (Buffer.byteLength(diff, 'utf8') > SHOWN_FIX_BYTES) {
    return [head, '', intro, ...files.map((file) => `- ${defuseDataLine(file.path)}`)].join('\n');
  }
  return [head, '', intro, dataNotice('This diff'), fenced(diff)].join('\n');
}
