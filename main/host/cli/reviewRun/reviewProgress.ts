import type { AgentReview, ReviewComment, ReviewRound } from '../../../../shared/contract';
import { isRunningStatus, nextReviewRound } from '../../../../shared/contract';
import { formatUsd } from '../../../core/review/cost/formatUsd';
import type { Progress } from './progress';
import { plural } from '../../../../shared/plural';

/** How progress lines name the two sides. */
export interface RoleLabels {
  readonly author: string;
  readonly reviewer: string;
}

/**
 * Turns the review's successive states into progress lines: a step per phase
 * ("Round 1/3 — reviewing…"), a line per round's verdict, and how it ended.
 * Fed every review:did-change; repeats of a state print nothing.
 */
export class ReviewProgress {
  private phaseKey = '';
  private readonly reported = new Set<number>();
  private warnedCost = false;
  private ended = false;

  constructor(
    private readonly progress: Progress,
    private readonly labels: RoleLabels,
  ) {}

  update(review: AgentReview): void {
    if (this.ended) return;
    for (const round of review.rounds) this.reportVerdict(round, roundsOf(review));
    if (!isRunningStatus(review.status)) {
      this.ended = true;
      this.reportEnd(review);
      return;
    }
    this.reportCostWarning(review);
    const key = `${review.status}:${review.phase ?? ''}:${nextReviewRound(review)}:${review.formatRetried === true}`;
    if (key === this.phaseKey) return;
    this.phaseKey = key;
    this.progress.step(this.phaseText(review));
  }

  /** The run is given up from outside (a stuck dialog, a signal): says why, once. */
  abort(text: string): void {
    if (this.ended) return;
    this.ended = true;
    this.progress.fail(text);
    this.progress.stop();
  }

  private phaseText(review: AgentReview): string {
    const of = roundsOf(review);
    if (review.status === 'queued') return 'Waiting for the reviewer to finish another review…';
    if (review.status === 'pending') return 'Starting…';
    if (review.phase === 'author-fixing') {
      const round = review.rounds.at(-1)?.roundNumber ?? 1;
      return `Round ${round}${of} — author addressing feedback… (author: ${this.labels.author})`;
    }
    const round = nextReviewRound(review);
    const doing = review.formatRetried ? 'asking again with a format reminder…' : 'reviewing…';
    return `Round ${round}${of} — ${doing} (reviewer: ${this.labels.reviewer})`;
  }

  private reportVerdict(round: ReviewRound, of: string): void {
    if (round.verdict === null || this.reported.has(round.roundNumber)) return;
    this.reported.add(round.roundNumber);
    const head = `Round ${round.roundNumber}${of}: ${verdictText(round.verdict)}`;
    const comments = round.reviewComments;
    this.progress.note(comments.length === 0 ? head : `${head} — ${countComments(comments)}`);
  }

  /** The engine flags the phase that will bring spending to 80% of the ceiling. */
  private reportCostWarning(review: AgentReview): void {
    if (!review.costWarning || review.costCeiling === null || this.warnedCost) return;
    this.warnedCost = true;
    this.progress.warn(
      `Nearing the cost ceiling: ${formatUsd(review.totalCost)} spent of ${formatUsd(review.costCeiling)}.`,
    );
  }

  private reportEnd(review: AgentReview): void {
    const rounds = review.rounds.filter((r) => r.verdict !== null).length;
    const reason = review.statusReason ? `: ${review.statusReason}` : '';
    switch (review.status) {
      case 'approved':
        // The gate's approval says why, where the reviewer's verdict said otherwise.
        this.progress.note(
          `Approved after ${plural(rounds, 'round')}.${reason ? ` ${review.statusReason}` : ''}`,
        );
        break;
      case 'changes-requested':
        this.progress.note('Changes requested (without --auto-iterate the author is not asked).');
        break;
      // Neither is a dead end: the review stays in the data folder for a person to take on.
      case 'max-rounds':
        this.progress.fail(
          `Max rounds reached (${review.maxRounds}) — needs human review. ${NEXT_STEPS}`,
        );
        break;
      case 'stalled':
        this.progress.fail(`Stalled — needs you${reason || '.'} ${NEXT_STEPS}`);
        break;
      case 'needs-discussion':
        this.progress.fail(
          `Needs discussion: the reviewer asks for a human to decide. ${NEXT_STEPS}`,
        );
        break;
      // Try again, Reassign and Resume are the app's: the review waits in the data folder for them.
      case 'error':
      case 'paused':
        this.progress.fail(`${capitalised(review.status)}${reason} ${IN_THE_APP}`);
        break;
      default:
        this.progress.fail(`${capitalised(review.status)}${reason}`);
    }
    this.progress.stop();
  }
}

/** What a person can do with a review that stopped for them, in the app on the same data folder. */
const NEXT_STEPS = 'Open it in Parley to approve it anyway or ask for one more round.';
/** Where the steps a failed or paused review's reason names are taken. */
const IN_THE_APP = '(Open it in Parley, on the same data folder, to go on.)';

export function verdictText(verdict: ReviewRound['verdict']): string {
  return verdict === null ? 'no verdict' : verdict.replace('-', ' ');
}

/** "3 comments (1 error, 2 warnings)". */
export function countComments(comments: readonly ReviewComment[]): string {
  const bySeverity = (['error', 'warning', 'suggestion'] as const)
    .map((severity) => [severity, comments.filter((c) => c.severity === severity).length] as const)
    .filter(([, count]) => count > 0)
    .map(([severity, count]) => plural(count, severity));
  const total = plural(comments.length, 'comment');
  return bySeverity.length === 0 ? total : `${total} (${bySeverity.join(', ')})`;
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * "/3": of how many rounds, where the run goes on by itself; nothing without
 * auto-iterate, where the run ends after its one review.
 */
function roundsOf(review: AgentReview): string {
  return review.autoIterate ? `/${review.maxRounds}` : '';
}
