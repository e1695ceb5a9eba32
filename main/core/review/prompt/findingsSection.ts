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
 * How the reviewer rules on a finding, one line each (see findings/findingLine.ts),
 * with the ids of the findings it is asked about (`ids`, at least one): an
 * example naming an id no finding has yet would name the next new one.
 * Each example ends in a `<…>` placeholder, so a reviewer that copies them
 * back rules on nothing.
 */
export function rulingLines(ids: readonly string[]): string[] {
  return examples(ids, [
    'RESOLVED — <what in the diff settles it>',
    'STILL_OPEN — <your evidence, citing lines>',
    'WITHDRAWN — <why it is no problem>',
  ]);
}

/** How the author answers a finding, one line each, with the ids it is asked about (see rulingLines). */
export function answerLines(ids: readonly string[]): string[] {
  return examples(ids, [
    'FIXED — <what you changed>',
    'DECLINED — <why the code is right as it is>',
  ]);
}

/** Each example line led by one of the ids, in turn. */
function examples(ids: readonly string[], lines: readonly string[]): string[] {
  return lines.map((line, i) => `FINDING ${ids[i % ids.length]}: ${line}`);
}

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
    ...rulingLines(findingIdsOf(open)),
    'Write new problems as new blocks. Do not raise a withdrawn finding again.',
    dataNotice('The list of findings'),
    fenced(blocks.join('\n\n')),
  ].join('\n');
}

/** The ids the comments carry, each once ("F1" when none does). */
export function findingIdsOf(comments: readonly ReviewComment[]): string[] {
  const ids = [...new Set(comments.flatMap((c) => (c.findingId ? [c.findingId] : [])))];
  return ids.length > 0 ? ids : ['F1'];
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
