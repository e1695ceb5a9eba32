import path from 'node:path';
import type { AgentReview, ReviewRound } from '../../../../shared/contract';
import { VERDICT_RESTATEMENT_NOTES } from '../../../../shared/contract';
import { isTotalEstimated } from '../../../../shared/estimatedCost';
import { findingHistoryLine } from '../../../../shared/findingHistory';
import { roundArtifactFile } from '../../../core/review/artifacts/roundArtifact';
import { formatUsd } from '../../../core/review/cost/formatUsd';
import { journalFile } from '../../../core/review/journal/journal';
import { verdictText } from './reviewProgress';

const RESPONSE_WIDTH = 48;

/** Why a round's verdict may differ from what its answer seemed to say (see ReviewRound.quotedVerdict). */
export const QUOTED_VERDICT_NOTE =
  "the reviewer's answer quoted a verdict that was not its own (from the diff, or without this round's nonce); it did not count.";

/**
 * What a person reads at the end of a run: a table of the rounds (verdict,
 * comments, what the author answered, cost), the comments themselves with
 * their finding ids, each finding's history, and where the review's files are.
 */
export function renderSummary(review: AgentReview, dataDir: string): string {
  const lines = [
    '',
    ...(review.rounds.length === 0 ? ['No round was answered.'] : roundTable(review)),
    '',
  ];
  for (const round of review.rounds) {
    if (round.reviewerChangedFiles) {
      lines.push(
        `Round ${round.roundNumber}: the reviewer changed files while reviewing, which it must not: ${round.reviewerChangedFiles.join(', ')}`,
        '',
      );
    }
    if (round.quotedVerdict) lines.push(`Round ${round.roundNumber}: ${QUOTED_VERDICT_NOTE}`, '');
    if (round.verdictRestatement) {
      const note = VERDICT_RESTATEMENT_NOTES[round.verdictRestatement];
      lines.push(`Round ${round.roundNumber}: ${note}`, '');
    }
    if (round.reviewComments.length === 0) continue;
    lines.push(`Round ${round.roundNumber} comments:`, ...commentLines(round), '');
  }
  if (review.findings?.length) {
    lines.push('Findings:', ...review.findings.map((f) => `  ${findingHistoryLine(f)}`), '');
  }
  lines.push(renderLocations(review, dataDir));
  return lines.join('\n');
}

function roundTable(review: AgentReview): string[] {
  const header = ['Round', 'Verdict', 'Comments', 'Author response', 'Cost'];
  const rows = review.rounds.map((round) => [
    String(round.roundNumber),
    verdictText(round.verdict),
    String(round.reviewComments.length),
    responseSummary(round.authorResponse),
    roundCost(round),
  ]);
  const total = ['Total', '', '', '', totalCost(review)];
  const table = [header, ...rows, total];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const render = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [render(header), ...rows.map(render), render(total)];
}

/** The author's first line, cut to fit the table; a dash when it has not answered. */
function responseSummary(response: string): string {
  const first = response
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '');
  if (first === undefined) return '—';
  return first.length <= RESPONSE_WIDTH ? first : `${first.slice(0, RESPONSE_WIDTH - 1)}…`;
}

function roundCost(round: ReviewRound): string {
  return costText(round.cost.total, round.cost.estimated);
}

function totalCost(review: AgentReview): string {
  return costText(review.totalCost, isTotalEstimated(review));
}

/** "(est.)" marks an amount estimated from characters rather than reported by the agent. */
function costText(usd: number, estimated: boolean): string {
  return `${formatUsd(usd)}${estimated ? ' (est.)' : ''}`;
}

function commentLines(round: ReviewRound): string[] {
  const located = round.reviewComments.map(
    (c) => `${c.findingId ? `${c.findingId} ` : ''}${c.file}:${c.line}`,
  );
  const width = Math.max(...located.map((text) => text.length));
  return round.reviewComments.flatMap((comment, i) => {
    const text = comment.comment.replace(/\s+/g, ' ').trim();
    const line = `  ${located[i]!.padEnd(width)}  ${comment.severity.padEnd(10)}  ${text}`;
    if (comment.suggestion === undefined) return [line];
    return [line, `  ${' '.repeat(width)}  suggestion  ${comment.suggestion.replace(/\s+/g, ' ')}`];
  });
}

/** The review's outcome in a line, and where its round notes, journal and transcripts are. */
export function renderLocations(review: AgentReview, dataDir: string): string {
  const artifacts = path.dirname(roundArtifactFile(review.workspace, review.id, 1));
  const lines = [
    `Review ${review.id}: ${review.status.replaceAll('-', ' ')}, total cost ${totalCost(review)}.`,
    // Round notes are written once a round has an answer.
    ...(review.rounds.length > 0
      ? [`Round notes: ${artifacts}${path.sep} (a markdown file per round)`]
      : []),
    `Journal:     ${journalFile(dataDir, review.id)} (terminal transcripts beside it)`,
  ];
  return `${lines.join('\n')}\n`;
}
