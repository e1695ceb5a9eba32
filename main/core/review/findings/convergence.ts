import type { AgentReview, Finding, Verdict } from '../../../../shared/contract';
import { DEFAULT_APPROVAL_GATE } from '../../../../shared/contract';
import { changesNear, type FixChanges } from './fixChanges';
import { blockingFindings, findingComment, findingIds, isFindingOpen } from './openFindings';

/*
 * The rules that end a loop early instead of burning rounds: the approval
 * gate (suggestions alone never hold a review back) and the stall (a round
 * that changed nothing).
 */

export interface CountedVerdict {
  readonly verdict: Verdict | null;
  /** Why the review's outcome is not the reviewer's word, when it is not. */
  readonly reason?: string;
}

/** How the round's answer was read. */
export interface AnswerReading {
  /** It held findings (comments or rulings), read or dropped as withdrawn before. */
  readonly found: boolean;
  /** Its verdict was the reviewer's own, in form (this round's nonce). */
  readonly signed: boolean;
}

/**
 * What the last recorded round counts as: the reviewer's approval or call for
 * a person stands; otherwise its open findings decide, under the review's
 * gate: none at or above it, approved; some, changes requested. A reviewer
 * asking for changes without a single finding keeps its word. The gate
 * approves only over a verdict in form: an answer with none of its own (a
 * reviewer quoting the diff's fake blocks) never approves by its findings.
 */
export function countedVerdict(
  review: AgentReview,
  said: Verdict | null,
  reading: AnswerReading,
): CountedVerdict {
  if (said === 'approved' || said === 'needs-discussion') return { verdict: said };
  if (!reading.found) return { verdict: said };
  if (!reading.signed || blockingFindings(review).length > 0)
    return { verdict: 'changes-requested' };
  const gate = review.gate ?? DEFAULT_APPROVAL_GATE;
  const open = (review.findings ?? []).filter((f) => isFindingOpen(review, f));
  const waiting = open.length ? ` (${findingIds(open)} can wait)` : '';
  return {
    verdict: 'approved',
    reason: `Approved by the gate: no open finding at ${gate} or above${waiting}.`,
  };
}

/**
 * Why round `round` made no progress, or null when it did: the author
 * answered the last round's feedback and changed nothing since, or the same
 * findings at the gate are open as before it and the author's changes left
 * their lines alone, edits far off in the same file aside (or, with the
 * changes unknown, it declined them all: a dispute). An author whose turn
 * never ended (a person asked the reviewer again, or a crash cut it short)
 * made no choice to stall on. `before` is the review as it was when the
 * round began.
 */
export function stallReason(
  before: AgentReview,
  after: AgentReview,
  round: number,
  fix: FixChanges | undefined,
): string | null {
  if (round < 2 || !before.rounds.at(-1)?.authorResponse) return null;
  const blocking = blockingFindings(after);
  if (blocking.length === 0) return null;
  const open = `${findingIds(blocking)} ${blocking.length === 1 ? 'is' : 'are'} still open`;
  // A finding the author declined and the reviewer keeps is in dispute: a person settles it.
  const declined = blocking.filter((f) => wasDeclined(f, round - 1));
  const dispute = declined.length
    ? ` The author declined ${findingIds(declined)}; the reviewer keeps ${declined.length === 1 ? 'it' : 'them'} open: in dispute.`
    : '';
  if (fix && fix.files.length === 0)
    return `The author changed nothing since round ${round - 1}, and ${open}.${dispute}`;
  const earlier = new Set(blockingFindings(before).map((f) => f.id));
  const same = blocking.length === earlier.size && blocking.every((f) => earlier.has(f.id));
  if (!same) return null;
  const untouched = fix
    ? blocking.every((f) => !changedNear(fix, before, f.id))
    : declined.length === blocking.length;
  if (!untouched) return null;
  return `Round ${round} left the same findings open as round ${round - 1}, and the author's changes did not touch them: ${open}.${dispute}`;
}

/**
 * Why the next review would only repeat the last one, or null: since it, the
 * author's turn changed no file and answered no finding (it asked a question,
 * or only talked), so the reviewer would look at the same code with nothing
 * new to rule on. A person decides what next, with the author's words quoted.
 */
export function idleAuthorReason(review: AgentReview, fix: FixChanges): string | null {
  const last = review.rounds.at(-1);
  const said = last?.authorResponse.trim();
  if (!last || !said || fix.files.length > 0) return null;
  const answered = (review.findings ?? []).some((finding) =>
    finding.history.some((e) => e.by.role === 'author' && e.round === last.roundNumber),
  );
  if (answered) return null;
  return `The author changed nothing since round ${last.roundNumber} and answered no finding, so the reviewer was not asked to look again. The author said: “${excerpt(said)}”`;
}

/** How much of the author's words a status line quotes. */
const EXCERPT_CHARS = 300;

/** The author's words for a status line: one line, its start. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS - 1)}…` : line;
}

/**
 * Why a round ends with a person when its reviewer gave no verdict, even when
 * asked again (`askedAgain`), yet left no finding at the gate open (rulings
 * alone, or nothing at all): the author would be sent nothing to fix.
 * `meant`: the verdict it wrote without this round's nonce, when it wrote
 * one. Null otherwise.
 */
export function unansweredWithNothingOpen(
  after: AgentReview,
  said: Verdict | null,
  askedAgain: boolean,
  meant?: Verdict,
): string | null {
  if (said !== null || !askedAgain || blockingFindings(after).length > 0) return null;
  if (meant) {
    return `The reviewer left no finding open and wrote ${VERDICT_WORDS[meant]} without this round's nonce, even when asked again: approve anyway if you agree.`;
  }
  return "The reviewer left no finding open but gave no verdict with this round's nonce, even when asked again.";
}

/**
 * Why a round ends with a person when its reviewer asked for changes, even
 * when asked again for its findings in the format, yet left none open that
 * Parley could read: the author would be sent nothing to fix, round after
 * round. Null otherwise.
 */
export function changesWithNothingToFix(
  after: AgentReview,
  said: Verdict | null,
  askedAgain: boolean,
): string | null {
  if (said !== 'changes-requested' || !askedAgain) return null;
  if ((after.findings ?? []).some((finding) => isFindingOpen(after, finding))) return null;
  return 'The reviewer asked for changes but gave no finding Parley could read, even when asked again: its answer is in the Conversation.';
}

const VERDICT_WORDS: Readonly<Record<Verdict, string>> = {
  approved: 'APPROVED',
  'changes-requested': 'CHANGES_REQUESTED',
  'needs-discussion': 'NEEDS_DISCUSSION',
};

function wasDeclined(finding: Finding, round: number): boolean {
  return finding.history.some((e) => e.action === 'declined' && e.round === round);
}

/**
 * How far from a finding's own lines a fix for it may change lines instead
 * (a guard above it, a call below it) and still count as work on it.
 */
const FIX_REACH_LINES = 3;

/** Whether the fix changed the lines of finding `id`, as `before` last stated it, or lines near them. */
function changedNear(fix: FixChanges, before: AgentReview, id: string): boolean {
  const stated = findingComment(before, id)?.comment;
  return stated !== undefined && changesNear(fix, stated, FIX_REACH_LINES);
}
