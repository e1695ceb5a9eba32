import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type {
  AgentReview,
  CommentRef,
  CommentResolution,
  DiffSource,
  HumanComment,
  ReviewPart,
  ReviewStartInputSchema,
} from '../../../../shared/contract';
import type { CapturedDiff } from '../../../../shared/contract/diff';
import { ROUND_LIMIT, isRunningStatus } from '../../../../shared/contract';
import { CoreError } from '../../api';
import type { ReviewRecordStore } from '../storage/reviewRecords';
import { writeRoundArtifact } from '../artifacts/roundArtifact';
import { openRepo } from '../../git/repo';
import { applySuggestion } from '../suggestions/applySuggestion';
import { reviewerComment, withResolution, withSuggestionApplied } from './commentChanges';
import { DraftComments, type CommentDraftInput } from './draftComments';
import { ReviewJournal } from '../journal/journal';
import { tablePrices, type ProfilePrices } from '../cost/profilePrices';
import { runFeedbackPhase } from './feedbackPhase';
import { newReview, newReviewId } from './newReview';
import { phaseFailure } from './phaseFailure';
import { DEFAULT_TIMEOUTS, type PhaseTimeouts, type ReviewAgents, type ReviewGit } from './ports';
import { runReviewPhase } from './reviewPhase';
import { loadRoundDiff } from './roundDiffs';
import { SessionClaims } from './sessionClaims';
import { journalData } from './journalData';
import { transition, type EngineEffect, type EngineEvent } from './transition';

export interface ReviewEngineOptions {
  /** One record per review, shared with other processes on the same data folder. */
  readonly store: ReviewRecordStore;
  readonly agents: ReviewAgents;
  readonly git: ReviewGit;
  /** Journals and transcripts go under `<dataDir>/reviews/<id>/`. */
  readonly dataDir: string;
  readonly emit: (review: AgentReview) => void;
  /** Problems that must not stop a review (an artifact that could not be written). */
  readonly warn?: (message: string) => void;
  readonly timeouts?: Partial<PhaseTimeouts>;
  readonly now?: () => Date;
  /** Settings → standards file, read at each phase; empty (or absent) to look for one. */
  readonly standardsFile?: () => string;
  /** Each profile's prices (Settings over the table); absent: the table for every profile. */
  readonly prices?: ProfilePrices;
}

type StartInput = z.output<typeof ReviewStartInputSchema>;

/**
 * Runs AgentReviews: keeps them (store + journal), feeds engine events to the
 * pure state machine, and carries out the effects it asks for — the review and
 * feedback phases run in the background, one phase per review at a time, and
 * a session serves one review at a time (others queue).
 *
 * Other processes (another `parley review`, the app) may run reviews on the
 * same data folder. A review is driven by the one holding its lease: this
 * engine takes it to start or change a review, keeps it while the review
 * runs, and lets it go when the review comes to rest (finished, paused,
 * waiting for the user). The folder is the truth for every review this engine
 * does not hold; a running review whose holder is gone was cut short, and
 * only such a review is called interrupted.
 */
export class ReviewEngine {
  /** The reviews whose lease this engine holds: it alone writes them while it does. */
  private readonly reviews = new Map<string, AgentReview>();
  private readonly phases = new Map<string, AbortController>();
  private readonly claims = new SessionClaims();
  /** Round artifacts being written: dispose waits for them, so the last round's is never lost. */
  private readonly writes = new Set<Promise<unknown>>();
  private readonly timeouts: PhaseTimeouts;
  private readonly now: () => Date;
  private readonly drafts: DraftComments;

  constructor(private readonly options: ReviewEngineOptions) {
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    this.now = options.now ?? (() => new Date());
    this.drafts = new DraftComments(options.dataDir, this.now);
    // What was running in a process that is gone is recorded as interrupted, to resume from its phase.
    for (const id of options.store.ids()) {
      const stored = options.store.read(id);
      if (stored && this.isCutShort(stored) && options.store.claim(id).ok) {
        this.reviews.set(id, stored);
        this.apply(id, { kind: 'interrupt' });
      }
    }
  }

  /** Every review in the data folder, this process's and others', oldest first. */
  list(): AgentReview[] {
    const all = new Map(this.reviews);
    for (const id of this.options.store.ids()) {
      const stored = all.has(id) ? undefined : this.stored(id);
      if (stored) all.set(id, stored);
    }
    return [...all.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  get(id: string): AgentReview {
    const review = this.reviews.get(id) ?? this.stored(id);
    if (!review) throw new CoreError('not-found', `No review with id ${id}.`);
    return review;
  }

  start(input: StartInput): AgentReview {
    const author = this.requireAgent(input.authorSessionId, 'author').snapshot();
    const reviewer = this.requireAgent(input.reviewerSessionId, 'reviewer').snapshot();
    const created = {
      ...newReview(input, author.cwd, newReviewId(), this.now().toISOString()),
      sessionNames: { [reviewer.id]: reviewer.name, [author.id]: author.name },
    };
    // Comments a person made on this work before it was reviewed go with its first feedback.
    const drafts = this.drafts.list(input.authorSessionId);
    const review = drafts.length > 0 ? { ...created, humanComments: drafts } : created;
    this.options.store.claim(review.id);
    // Written before anything else happens to it: a crash from here on cannot lose it.
    this.save(review, 'created', { input, draftComments: drafts.length });
    this.drafts.clear(input.authorSessionId);
    return this.command(review.id, { kind: 'start', reviewerBusy: this.claims.busyFor(review) });
  }

  cancel(id: string): AgentReview {
    return this.command(id, { kind: 'cancel' });
  }

  forceApprove(id: string): AgentReview {
    return this.command(id, { kind: 'force-approve' });
  }

  approveAnyway(id: string): AgentReview {
    return this.command(id, { kind: 'approve-anyway' });
  }

  oneMoreRound(id: string): AgentReview {
    const review = this.get(id);
    if (review.rounds.length >= ROUND_LIMIT)
      throw new CoreError('bad-input', `A review has at most ${ROUND_LIMIT} rounds.`);
    this.requireAgent(review.authorSessionId, 'author');
    this.requireAgent(review.reviewerSessionId, 'reviewer');
    return this.command(id, { kind: 'one-more-round', reviewerBusy: this.claims.busyFor(review) });
  }

  sendFeedback(id: string): AgentReview {
    return this.command(id, { kind: 'send-feedback' });
  }

  requestAgain(id: string): AgentReview {
    return this.command(id, { kind: 'request-review' });
  }

  reassign(id: string, reviewerSessionId: string): AgentReview {
    this.requireAgent(reviewerSessionId, 'reviewer');
    const busy = this.claims.busyFor({ ...this.get(id), reviewerSessionId });
    return this.command(id, { kind: 'reassign', reviewerSessionId, reviewerBusy: busy });
  }

  raiseCeiling(id: string, costCeiling: number | null): AgentReview {
    return this.command(id, { kind: 'raise-ceiling', costCeiling });
  }

  resume(id: string): AgentReview {
    const review = this.get(id);
    this.requireAgent(review.authorSessionId, 'author');
    this.requireAgent(review.reviewerSessionId, 'reviewer');
    return this.command(id, { kind: 'resume', reviewerBusy: this.claims.busyFor(review) });
  }

  /** A person's comments on a session's work that no review carries yet. */
  draftComments(sessionId: string): HumanComment[] {
    return this.drafts.list(sessionId);
  }

  /** A comment on a session's work before any review of it: the next review takes it. */
  addDraftComment(sessionId: string, draft: CommentDraftInput): HumanComment[] {
    this.requireAgent(sessionId, 'author');
    return this.drafts.add(sessionId, draft);
  }

  removeDraftComment(sessionId: string, commentId: string): HumanComment[] {
    return this.drafts.remove(sessionId, commentId);
  }

  /** A person's comment on the diff; the next feedback to the author carries it. */
  addComment(
    id: string,
    comment: Omit<HumanComment, 'id' | 'createdAt' | 'sentInRound'>,
  ): AgentReview {
    const added: HumanComment = {
      ...comment,
      id: `c-${randomUUID()}`,
      createdAt: this.now().toISOString(),
    };
    return this.update(id, 'comment-added', { commentId: added.id }, (review) => ({
      ...review,
      humanComments: [...(review.humanComments ?? []), added],
    }));
  }

  removeComment(id: string, commentId: string): AgentReview {
    return this.update(id, 'comment-removed', { commentId }, (review) => {
      const comment = review.humanComments?.find((c) => c.id === commentId);
      if (!comment) throw new CoreError('not-found', `Review ${id} has no comment ${commentId}.`);
      if (comment.sentInRound) {
        throw new CoreError(
          'conflict',
          `That comment went to the author in round ${comment.sentInRound}: it cannot be taken back.`,
        );
      }
      return { ...review, humanComments: review.humanComments?.filter((c) => c.id !== commentId) };
    });
  }

  /** Resolves or dismisses a comment (null reopens it); a settled one is not sent again. */
  resolveComment(id: string, ref: CommentRef, resolution: CommentResolution | null): AgentReview {
    const updated = this.update(id, 'comment-resolved', { comment: ref, resolution }, (review) =>
      withResolution(review, ref, resolution, this.now().toISOString()),
    );
    if (ref.kind === 'reviewer') this.run(updated, { kind: 'write-artifact', round: ref.round });
    return updated;
  }

  /** Writes a reviewer's suggestion into the working tree, if its lines are still as reviewed. */
  async applySuggestion(id: string, round: number, index: number): Promise<AgentReview> {
    const review = this.held(id);
    try {
      const comment = reviewerComment(review, round, index);
      const repo = await openRepo(this.options.git.git, review.workspace);
      applySuggestion(repo.root, comment);
    } catch (error) {
      this.letGoIfAtRest(review);
      throw error;
    }
    const updated = this.update(id, 'suggestion-applied', { round, index }, (current) =>
      withSuggestionApplied(current, round, index, this.now().toISOString()),
    );
    // The round's note says what became of the comment.
    this.run(updated, { kind: 'write-artifact', round });
    return updated;
  }

  /** A round's diff as reviewed, or the author's changes since the round before. */
  async diff(
    id: string,
    round: number,
    view: 'reviewed' | 'since-previous',
  ): Promise<CapturedDiff> {
    const review = this.get(id);
    if (view === 'reviewed') return loadRoundDiff(this.options.dataDir, id, round);
    if (round < 2)
      throw new CoreError('bad-input', 'Round 1 has no previous round to compare with.');
    return this.options.git.snapshots.diff(review.workspace, id, round - 1, round);
  }

  /** What a review of this session's work would look at now. */
  capture(sessionId: string, source: DiffSource): Promise<CapturedDiff> {
    const agent = this.requireAgent(sessionId, 'author');
    return this.options.git.diffs.capture(agent.snapshot().cwd, source);
  }

  /** Stops every phase; running reviews are kept as interrupted, to resume later. */
  async dispose(): Promise<void> {
    for (const id of [...this.reviews.keys()]) this.apply(id, { kind: 'interrupt' });
    for (const controller of this.phases.values()) controller.abort();
    this.phases.clear();
    await Promise.all(this.writes);
  }

  /** A user command: an event that does not apply in the review's state is an error. */
  private command(id: string, event: EngineEvent): AgentReview {
    const review = this.held(id);
    if (!this.apply(id, event)) {
      this.letGoIfAtRest(review);
      throw new CoreError(
        'conflict',
        `Cannot ${event.kind.replaceAll('-', ' ')} a review that is ${review.status}.`,
      );
    }
    return this.get(id);
  }

  /** A change of the review's data that is not a state transition. */
  private update(
    id: string,
    kind: string,
    data: Record<string, unknown>,
    change: (review: AgentReview) => AgentReview,
  ): AgentReview {
    const review = this.held(id);
    let changed: AgentReview;
    try {
      changed = change(review);
    } catch (error) {
      this.letGoIfAtRest(review);
      throw error;
    }
    const updated = { ...changed, updatedAt: this.now().toISOString() };
    this.save(updated, kind, data);
    return updated;
  }

  /** Keeps a changed review (its record only, and its journal), tells the UI, and lets it go once at rest. */
  private save(review: AgentReview, kind: string, data: Record<string, unknown>): void {
    this.record(review, kind, data);
    this.letGoIfAtRest(review);
  }

  private record(review: AgentReview, kind: string, data: Record<string, unknown>): void {
    this.reviews.set(review.id, review);
    this.claims.update(review);
    this.options.store.write(review);
    this.journal(review.id).append(kind, data);
    this.options.emit(review);
  }

  /**
   * The review to change, with its lease taken: read afresh from its record
   * unless this engine holds it already. A review another live process runs
   * is that process's to change; one cut short is first recorded as interrupted.
   */
  private held(id: string): AgentReview {
    const mine = this.reviews.get(id);
    if (mine) return mine;
    const claim = this.options.store.claim(id);
    if (!claim.ok) {
      throw new CoreError(
        'conflict',
        `Review ${id} is being run by another Parley process (pid ${claim.holder.pid}); change it there, or once it has stopped.`,
      );
    }
    const stored = this.options.store.read(id);
    if (!stored) {
      this.options.store.release(id);
      throw new CoreError('not-found', `No review with id ${id}.`);
    }
    if (!isRunningStatus(stored.status)) {
      this.reviews.set(id, stored);
      return stored;
    }
    // Recorded as interrupted first, and kept: the caller is about to change it.
    const event: EngineEvent = { kind: 'interrupt' };
    const { review } = transition(stored, event, this.now().toISOString());
    this.record(review, event.kind, journalData(event, review));
    return review;
  }

  /** A review that no phase will move on is nobody's to hold: any process may take it up. */
  private letGoIfAtRest(review: AgentReview): void {
    if (isRunningStatus(review.status) || !this.reviews.has(review.id)) return;
    this.reviews.delete(review.id);
    this.options.store.release(review.id);
  }

  /** A review as its record says, seen as interrupted when the process that ran it is gone. */
  private stored(id: string): AgentReview | undefined {
    const review = this.options.store.read(id);
    if (!review) return undefined;
    return this.isCutShort(review) ? { ...review, status: 'interrupted' } : review;
  }

  private isCutShort(review: AgentReview): boolean {
    return isRunningStatus(review.status) && this.options.store.heldElsewhere(review.id) === null;
  }

  /** Feeds one event to the state machine; persists, journals, emits, runs effects. */
  private apply(id: string, event: EngineEvent): boolean {
    const current = this.reviews.get(id);
    if (!current) return false;
    const result = transition(current, event, this.now().toISOString());
    if (!result.applied) return false;
    const review = result.review;
    this.save(review, event.kind, journalData(event, review));
    for (const effect of result.effects) this.run(review, effect);
    return true;
  }

  private run(review: AgentReview, effect: EngineEffect): void {
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
        const write = writeRoundArtifact(review, effect.round, this.options.git.git)
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
        this.journal(review.id).append('cost-warning', effect);
        return;
    }
  }

  private startPhase(review: AgentReview, effect: Extract<EngineEffect, { round: number }>): void {
    this.phases.get(review.id)?.abort();
    const controller = new AbortController();
    this.phases.set(review.id, controller);
    const role = effect.kind === 'request-review' ? 'reviewer' : 'author';
    const agent = this.options.agents.find(
      role === 'reviewer' ? review.reviewerSessionId : review.authorSessionId,
    );
    const finish = (event: EngineEvent | null) => {
      if (controller.signal.aborted || this.phases.get(review.id) !== controller) return;
      this.phases.delete(review.id);
      if (event) this.apply(review.id, event);
    };
    if (!agent) return finish({ kind: 'session-gone', role });
    const common = {
      review,
      round: effect.round,
      agent,
      git: this.options.git,
      dataDir: this.options.dataDir,
      timeouts: this.timeouts,
      signal: controller.signal,
      standardsFile: this.options.standardsFile?.() ?? '',
      prices: (this.options.prices ?? tablePrices)(agent.profile.id),
      delivered: () => {
        if (!controller.signal.aborted) this.apply(review.id, { kind: 'prompt-delivered' });
      },
      partStarted: (part: ReviewPart) => {
        if (!controller.signal.aborted) this.apply(review.id, { kind: 'part-started', ...part });
      },
    };
    this.options.agents
      .ensureRunning(agent.id)
      .then(() =>
        effect.kind === 'request-review'
          ? runReviewPhase({ ...common, reminder: effect.reminder })
          : runFeedbackPhase(common),
      )
      .then(finish, (error: unknown) =>
        finish(phaseFailure(error, { role, agent, aborted: controller.signal.aborted })),
      );
  }

  /** Starts, in creation order, this engine's queued reviews whose sessions are free. */
  private startQueued(): void {
    const held = [...this.reviews.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const review of held) {
      if (review.status === 'queued' && !this.claims.busyFor(review)) {
        this.apply(review.id, { kind: 'reviewer-free' });
      }
    }
  }

  private requireAgent(sessionId: string, role: string) {
    const agent = this.options.agents.find(sessionId);
    if (!agent)
      throw new CoreError('not-found', `No session with id ${sessionId} to be the ${role}.`);
    return agent;
  }

  private journal(id: string): ReviewJournal {
    return new ReviewJournal(this.options.dataDir, id, this.now);
  }
}
