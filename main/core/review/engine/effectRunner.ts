import type { AgentReview, ReviewPart } from '../../../../shared/contract';
import { writeRoundArtifact } from '../artifacts/roundArtifact';
import { tablePrices, type ProfilePrices } from '../cost/profilePrices';
import type { HeldReviews } from './heldReviews';
import { runFeedbackPhase } from './phases/feedbackPhase';
import { phaseFailure } from './phases/phaseFailure';
import { runReviewPhase } from './phases/reviewPhase';
import type { PhaseTimeouts, ReviewAgents, ReviewGit } from './ports';
import type { EngineEffect, EngineEvent } from './stateMachine/events';

export interface EffectRunnerOptions {
  readonly agents: ReviewAgents;
  readonly git: ReviewGit;
  /** Transcripts and round diffs go under `<dataDir>/reviews/<id>/`. */
  readonly dataDir: string;
  readonly timeouts: PhaseTimeouts;
  /** Settings → standards file, read at each phase; empty (or absent) to look for one. */
  readonly standardsFile?: () => string;
  /** Each profile's prices (Settings over the table); absent: the table for every profile. */
  readonly prices?: ProfilePrices;
  /** Problems that must not stop a review (an artifact that could not be written). */
  readonly warn?: (message: string) => void;
  /** Queued reviews start from here when a reviewer is free; cost warnings go to their journal. */
  readonly reviews: HeldReviews;
  /** The way back to the state machine: a phase's outcome, or a step it reached. */
  readonly feed: (reviewId: string, event: EngineEvent) => void;
}

/**
 * Carries out the effects the state machine (stateMachine/transition.ts) asks
 * for. The review and feedback phases run in the background, one phase per
 * review at a time, and report back through `feed`; a session serves one
 * review at a time, so a freed reviewer starts the queued reviews.
 */
export class EffectRunner {
  private readonly phases = new Map<string, AbortController>();
  /** Round artifacts being written: stop waits for them, so the last round's is never lost. */
  private readonly writes = new Set<Promise<unknown>>();
  /** Each review's phases not ended yet, an aborted one winding down too (see ended). */
  private readonly running = new Map<string, Set<Promise<void>>>();

  constructor(private readonly options: EffectRunnerOptions) {}

  run(review: AgentReview, effect: EngineEffect): void {
    switch (effect.kind) {
      case 'request-review':
      case 'send-feedback':
        this.startPhase(review, effect);
        return;
      case 'stop-waiting':
        this.phases.get(review.id)?.abort();
        this.phases.delete(review.id);
        return;
      case 'release-reviewer':
        this.startQueued();
        return;
      case 'write-artifact': {
        const write = writeRoundArtifact(review, effect.round, this.options.git.runner)
          .catch((error: unknown) =>
            this.options.warn?.(
              `Review ${review.id}: round ${effect.round} artifact not written: ${String(error)}`,
            ),
          )
          .finally(() => this.writes.delete(write));
        this.writes.add(write);
        return;
      }
      case 'cost-warning':
        this.options.reviews.journal(review.id).append('cost-warning', effect);
        return;
    }
  }

  /** Stops every phase and waits for the artifacts being written. */
  async stop(): Promise<void> {
    for (const controller of this.phases.values()) controller.abort();
    this.phases.clear();
    await this.written();
  }

  /** Once the artifacts being written now are written (or failed). */
  async written(): Promise<void> {
    await Promise.all(this.writes);
  }

  /**
   * Once review `id`'s phases have ended (a cancelled one still records its
   * agent's output for a moment), or after `withinMs` at the latest.
   */
  async ended(id: string, withinMs: number): Promise<void> {
    const left = this.running.get(id);
    if (!left || left.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
    await Promise.race([Promise.all(left), late]);
    clearTimeout(timer);
  }

  private startPhase(review: AgentReview, effect: Extract<EngineEffect, { round: number }>): void {
    const { agents, feed } = this.options;
    this.phases.get(review.id)?.abort();
    const controller = new AbortController();
    this.phases.set(review.id, controller);
    const role = effect.kind === 'request-review' ? 'reviewer' : 'author';
    const agent = agents.find(
      role === 'reviewer' ? review.reviewerSessionId : review.authorSessionId,
    );
    const finish = (event: EngineEvent | null) => {
      if (controller.signal.aborted || this.phases.get(review.id) !== controller) return;
      this.phases.delete(review.id);
      if (event) feed(review.id, event);
    };
    if (!agent) return finish({ kind: 'session-gone', role, closed: true });
    const common = {
      review,
      round: effect.round,
      agent,
      git: this.options.git,
      dataDir: this.options.dataDir,
      timeouts: this.options.timeouts,
      signal: controller.signal,
      standardsFile: this.options.standardsFile?.() ?? '',
      prices: (this.options.prices ?? tablePrices)(agent.profile.id),
      delivered: () => {
        if (!controller.signal.aborted) feed(review.id, { kind: 'prompt-delivered' });
      },
      sending: (nonce: string, transcriptBytes: number) => {
        if (!controller.signal.aborted)
          feed(review.id, { kind: 'prompt-sending', nonce, transcriptBytes });
      },
      partStarted: (part: ReviewPart) => {
        if (!controller.signal.aborted) feed(review.id, { kind: 'part-started', ...part });
      },
    };
    const phase = agents
      .ensureRunning(agent.id)
      .then(() =>
        effect.kind === 'request-review'
          ? runReviewPhase({ ...common, reminder: effect.reminder })
          : runFeedbackPhase(common),
      )
      .then(finish, (error: unknown) =>
        finish(
          phaseFailure(error, {
            role,
            agent,
            aborted: controller.signal.aborted,
            closed: agents.find(agent.id) === null,
          }),
        ),
      );
    this.track(review.id, phase);
  }

  private track(id: string, phase: Promise<void>): void {
    const phases = this.running.get(id) ?? new Set<Promise<void>>();
    this.running.set(id, phases);
    phases.add(phase);
    void phase.finally(() => {
      phases.delete(phase);
      if (phases.size === 0 && this.running.get(id) === phases) this.running.delete(id);
    });
  }

  /** Starts, in creation order, the queued reviews whose sessions are free. */
  private startQueued(): void {
    for (const review of this.options.reviews.queued()) {
      if (!this.options.reviews.busyFor(review))
        this.options.feed(review.id, { kind: 'reviewer-free' });
    }
  }
}
