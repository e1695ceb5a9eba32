import type {
  AgentReview,
  DiffSource,
  ReviewComment,
  ReviewRound,
  Verdict,
} from '../../../../shared/contract';
import { formatUsd } from '../cost/formatUsd';
import { plural } from '../../../../shared/plural';
import { findingEventText } from '../../../../shared/findingHistory';

const VERDICT_TITLES: Record<Verdict, string> = {
  approved: 'Approved',
  'changes-requested': 'Changes requested',
  'needs-discussion': 'Needs discussion',
};

/** A round of a review as a markdown page a person can read (or commit, if they choose). */
export function renderRoundMarkdown(review: AgentReview, round: ReviewRound): string {
  const verdict = round.verdict ? VERDICT_TITLES[round.verdict] : 'No verdict';
  return [
    `# Round ${round.roundNumber} of ${review.maxRounds}: ${verdict}`,
    '',
    `Review ${code(review.id)} · reviewer ${sessionNamed(review, round.reviewerSessionId ?? review.reviewerSessionId)} · author ${sessionNamed(review, review.authorSessionId)}`,
    `Diff: ${describeSource(review.diffSource)} · ${round.timestamp}`,
    '',
    '## Verdict',
    '',
    verdictLine(round),
    '',
    ...(round.reviewerChangedFiles
      ? [
          `**The reviewer changed files while reviewing**, which it must not: ${round.reviewerChangedFiles.map(code).join(', ')}`,
          '',
        ]
      : []),
    ...commentsSection('Comments', round.reviewComments),
    ...commentsSection(
      'Comments from people',
      (review.humanComments ?? []).filter((c) => c.sentInRound === round.roundNumber),
    ),
    '## Author response',
    '',
    round.authorResponse.trim() || `_${noAuthorResponse(review, round)}_`,
    '',
    ...findingsSection(review, round.roundNumber),
    '## Cost',
    '',
    ...costTable(review, round),
    '',
  ].join('\n');
}

/**
 * Why a round has no author response: on the review's last round, what the
 * review is doing or why it stopped there ("None yet" only while the author
 * may still answer).
 */
function noAuthorResponse(review: AgentReview, round: ReviewRound): string {
  if (round.roundNumber !== review.rounds.at(-1)?.roundNumber) return 'None.';
  return NO_RESPONSE_YET[review.status] ?? 'None yet.';
}

const NO_RESPONSE_YET: Partial<Record<AgentReview['status'], string>> = {
  approved: 'None: the review was approved at this round.',
  'changes-requested': 'None yet: auto-iterate is off, so the comments reach the author when sent.',
  'max-rounds': 'None: the review stopped at its last round; a person decides.',
  'needs-discussion': 'None: the reviewer asked for a person to decide.',
  stalled: 'None: the review stalled at this round; a person decides.',
  paused: 'None yet: the review is paused at its cost ceiling.',
  error: 'None: the review failed.',
  cancelled: 'None: the review was cancelled.',
};

function verdictLine(round: ReviewRound): string {
  if (!round.verdict) return '**No verdict**: the answer could not be read.';
  const comments = round.reviewComments;
  if (comments.length === 0) return `**${VERDICT_TITLES[round.verdict]}**, no comments.`;
  const counts = (['error', 'warning', 'suggestion'] as const)
    .map((s) => [s, comments.filter((c) => c.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => plural(n, s));
  return `**${VERDICT_TITLES[round.verdict]}**, ${plural(comments.length, 'comment')}: ${counts.join(', ')}.`;
}

function commentsSection(title: string, comments: readonly ReviewComment[]): string[] {
  if (comments.length === 0) return [];
  const byFile = new Map<string, ReviewComment[]>();
  for (const c of comments) byFile.set(c.file, [...(byFile.get(c.file) ?? []), c]);
  const lines = [`## ${title}`, ''];
  for (const file of [...byFile.keys()].sort()) {
    lines.push(`### ${code(file)}`, '');
    const sorted = [...byFile.get(file)!].sort((a, b) => a.line - b.line);
    for (const c of sorted) lines.push(...commentItem(c));
    lines.push('');
  }
  return lines;
}

function commentItem(c: ReviewComment): string[] {
  const where =
    c.endLine && c.endLine !== c.line ? `lines ${c.line}–${c.endLine}` : `line ${c.line}`;
  const [first = '', ...rest] = c.comment.trim().split('\n');
  const id = c.findingId ? `${c.findingId}, ` : '';
  const item = [`- ${id}**${c.severity}**, ${where}${settledNote(c)}: ${first}`];
  item.push(...rest.map((l) => indent(l)));
  if (c.suggestion) {
    const fence = fenceFor(c.suggestion);
    item.push(
      indent('Suggestion:'),
      indent(fence),
      ...c.suggestion.split('\n').map(indent),
      indent(fence),
    );
  }
  return item;
}

/** What happened to each finding in this round, by id. */
function findingsSection(review: AgentReview, round: number): string[] {
  const lines = (review.findings ?? []).flatMap((finding) =>
    finding.history.flatMap((event, i) =>
      event.round === round
        ? [`- ${finding.id}: ${findingEventText(event, finding.history[i - 1])}`]
        : [],
    ),
  );
  return lines.length ? ['## Findings', '', ...lines, ''] : [];
}

/** A comment a person settled is kept in the record, marked as no longer sent to the author. */
function settledNote(c: ReviewComment): string {
  if (c.suggestionApplied && !c.resolution)
    return ' (suggestion applied by a person, then reopened)';
  if (c.suggestionApplied) return ' (suggestion applied by a person)';
  if (c.resolution) return ` (${c.resolution} by a person, not sent to the author again)`;
  return '';
}

function costTable(review: AgentReview, round: ReviewRound): string[] {
  const estimated = round.cost.estimated ? ' (estimated)' : '';
  const ceiling =
    review.costCeiling === null ? '' : ` of a ${formatUsd(review.costCeiling)} ceiling`;
  return [
    '| | Cost |',
    '| --- | --: |',
    `| Author | ${formatUsd(round.cost.author)} |`,
    `| Reviewer | ${formatUsd(round.cost.reviewer)} |`,
    `| This round | ${formatUsd(round.cost.total)}${estimated} |`,
    `| Review so far | ${formatUsd(review.totalCost)}${ceiling} |`,
  ];
}

function describeSource(source: DiffSource): string {
  switch (source.kind) {
    case 'working-tree':
      return 'working tree against HEAD';
    case 'branch':
      return `branch against ${code(source.base)}`;
    case 'jj':
      return 'Jujutsu working copy';
    case 'pr':
      return `pull request #${source.number}`;
  }
}

/** Inline code that survives backticks in the text. */
function code(text: string): string {
  const longest = longestBacktickRun(text);
  const ticks = '`'.repeat(longest + 1);
  const pad = longest > 0 ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** A code fence longer than any backtick run inside, so the suggestion cannot close it. */
function fenceFor(text: string): string {
  return '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
}

function longestBacktickRun(text: string): number {
  return Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
}

function indent(line: string): string {
  return line === '' ? '' : `  ${line}`;
}

/** A session by the name the review recorded, with its id: '"codex" (session `s-2`)'. */
function sessionNamed(review: AgentReview, id: string): string {
  const name = review.sessionNames?.[id];
  return name ? `“${name}” (session ${code(id)})` : `session ${code(id)}`;
}
