import type { z } from 'zod';
import type {
  CommentsNow,
  PersonPlace,
  AgentReview,
  CommentRef,
  CommentResolution,
  DiffSource,
  HumanComment,
  ReviewStartInputSchema,
} from '../../../../shared/contract';
import type { CapturedDiff } from '../../../../shared/contract/diff';
import { promptArrived } from '../journal/promptArrival';
import { authorRefusal, isRunningStatus, ROUND_LIMIT } from '../../../../shared/contract';
import { CoreError } from '../../api';
import { openRepo } from '../../git/repo';
import { removeRoundArtifacts } from '../artifacts/roundArtifact';
import { messageOf } from '../../store/confFile';
import type { ProfilePrices } from '../cost/profilePrices';
import { journalData } from '../journal/journalData';
import { DraftComments, type CommentDraftInput } from '../storage/draftComments';
import type { ReviewRecordStore } from '../storage/reviewRecords';
import { commentsNow, draftsNow, peopleOnRound } from './commentsNow';
import { diffToReview, roundDiff, roundDiffRun } from './diffQueries';
import { EffectRunner } from './effectRunner';
import { nothingToReview } from './phases/reviewPhase';
import { HeldReviews } from './heldReviews';
import { newReview, newReviewId } from './newReview';
import { DEFAULT_TIMEOUTS, type PhaseTimeouts, type ReviewAgents, type ReviewGit } from './ports';
import { ReviewComments, type NewHumanComment } from './reviewComments';
import { ReviewsElsewhere } from './reviewsElsewhere';
import { requireAgent, requireReviewer } from './sessionAgents';
import type { EngineEvent } from './stateMachine/events';
import { transition } from './stateMachine/transition';
import { printsAnything, type DiffRun } from '../../git/sources/diffRun';

export interface ReviewEngineOptions {
  /** One record per review, shared with other processes on the same data folder. */
  readonly store: ReviewRecordStore;
  readonly agents: ReviewAgents;
  readonly git: ReviewGit;
  /** Journals and transcripts go under `<dataDir>/reviews/<id>/`. */
  readonly dataDir: string;
  readonly emit: (review: AgentReview) => void;
  /** A review was deleted. */
  readonly emitDeleted: (id: string) => void;
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

/** How long deleting a just-cancelled review waits for its phase to wind down. */
const PHASE_END_WAIT_MS = 3000;

/**
 * Runs AgentReviews: the commands the rest of the core calls. A command takes
 * the review from the held-review store (heldReviews.ts, which keeps the
 * leases, records and journals), feeds an event to the pure state machine
 * (stateMachine/transition.ts), and hands the effects it asks for to the
 * effect runner (effectRunner.ts), whose phases feed their outcome back.
 */
export class ReviewEngine {
  private readonly now: () => Date;
  private readonly reviews: HeldReviews;
  private readonly effects: EffectRunner;
  private readonly comments: ReviewComments;
  private readonly drafts: DraftComments;
  private readonly elsewhere: ReviewsElsewhere;

  constructor(private readonly options: ReviewEngineOptions) {
    this.now = options.now ?? (() => new Date());
    const { store, dataDir, emit, agents, git } = options;
    this.reviews = new HeldReviews({ store, dataDir, emit, now: this.now });
    this.effects = new EffectRunner({
      agents,
      git,
      dataDir,
      timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
      standardsFile: options.standardsFile,
      prices: options.prices,
      warn: options.warn,
      reviews: this.reviews,
      feed: (id, event) => this.feed(id, event),
    });
    this.comments = new ReviewComments(this.reviews, this.effects, git, this.now);
    this.drafts = new DraftComments(dataDir, this.now);
    this.elsewhere = new ReviewsElsewhere({
      store,
      read: (id) => this.reviews.seenSent(id),
      holds: (id) => this.reviews.held(id) !== undefined,
      changed: emit,
      deleted: options.emitDeleted,
    });
    this.reviews.interruptCutShort();
  }

  /** Tells the reviews other processes made, changed or deleted since the last look. */
  lookElsewhere(): void {
    this.elsewhere.look();
  }

  /** Every review in the data folder, this process's and others', oldest first. */
  list(): AgentReview[] {
    return this.reviews.list();
  }

  /** list() as it leaves the core (see sentReview), kept short to read. */
  listSent(): AgentReview[] {
    return this.reviews.listSent();
  }

  get(id: string): AgentReview {
    return this.reviews.get(id);
  }

  /**
   * Makes a review and starts it. Refused, with no review made, when the
   * reviewer cannot review or the author cannot take its feedback (the
   * contract's rules), when the author's folder is not in a git repository
   * (every round diffs and snapshots one), or when its diff cannot be read or
   * holds no change.
   */
  async start(input: StartInput): Promise<AgentReview> {
    const author = this.requireAgent(input.authorSessionId, 'author').snapshot();
    const authorRefused = authorRefusal(author, input.autoIterate);
    if (authorRefused !== null) throw new CoreError('bad-input', authorRefused);
    const reviewer = requireReviewer(this.options.agents, input.reviewerSessionId).snapshot();
    await openRepo(this.options.git.runner, author.cwd);
    // A source that cannot be read (a base branch that is not there, no gh, no jj workspace), or
    // has nothing in it, is refused now, saying why, rather than failing the review it would start.
    const diff = await this.options.git.diffs.open(author.cwd, input.diffSource);
    if (!(await printsAnything(diff))) {
      throw new CoreError('bad-input', nothingToReview(diff.description));
    }
    const created = {
      ...newReview(input, author.cwd, newReviewId(), this.now().toISOString()),
      sessionNames: { [reviewer.id]: reviewer.name, [author.id]: author.name },
      sessionProfiles: { [reviewer.id]: reviewer.profileId, [author.id]: author.profileId },
    };
    // Comments a person made on this work before it was reviewed, or on an earlier review that
    // stopped before sending them, go with its first feedback.
    const drafts = this.drafts.list(input.authorSessionId);
    const leftBehind = this.comments.leftBehind(input.authorSessionId);
    const carried = [...drafts, ...leftBehind.flatMap((left) => left.comments)];
    const review = carried.length > 0 ? { ...created, humanComments: carried } : created;
    // Written before anything else happens to it: a crash from here on cannot lose it.
    this.reviews.recordNew(review, {
      input,
      draftComments: drafts.length,
      carriedComments: carried.length - drafts.length,
    });
    this.drafts.clear(input.authorSessionId);
    for (const { reviewId, comments } of leftBehind) {
      try {
        this.comments.carried(
          reviewId,
          comments.map((c) => c.id),
          review.id,
        );
      } catch (error) {
        // Held elsewhere (another Parley on this data folder): shown on both, never lost.
        this.options.warn?.(
          `Review ${reviewId} keeps comments ${review.id} carries: ${String(error)}`,
        );
      }
    }
    return this.command(review.id, { kind: 'start', reviewerBusy: this.reviews.busyFor(review) });
  }

  cancel(id: string): AgentReview {
    return this.command(id, { kind: 'cancel' });
  }

  /**
   * Deletes a review that is not running, and all it kept: its record,
   * journal and transcripts, its snapshots in the project's git and its round
   * notes in `.parley/reviews/`. What cannot be taken out of the project (its
   * folder or repository gone) stays there and is reported.
   */
  async delete(id: string): Promise<void> {
    // A phase just cancelled still records its agent's output in the review's folder for a moment
    // (a running review is refused below, at once).
    if (!isRunningStatus(this.reviews.get(id).status)) {
      await this.effects.ended(id, PHASE_END_WAIT_MS);
    }
    const review = this.reviews.remove(id);
    this.options.emitDeleted(id);
    // A round note still being written would come back after its folder went.
    await this.effects.written();
    const project = await Promise.allSettled([
      this.options.git.snapshots.remove(review.workspace, id),
      removeRoundArtifacts(review.workspace, id),
    ]);
    for (const step of project) {
      if (step.status === 'rejected') {
        this.options.warn?.(
          `Review ${id} is deleted, but not all it kept in ${review.workspace}: ${messageOf(step.reason)}`,
        );
      }
    }
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
    const reviewerBusy = this.reviews.busyFor(review);
    return this.command(id, { kind: 'one-more-round', reviewerBusy });
  }

  sendFeedback(id: string): AgentReview {
    return this.command(id, { kind: 'send-feedback' });
  }

  requestAgain(id: string): AgentReview {
    return this.command(id, { kind: 'request-review' });
  }

  reassign(id: string, reviewerSessionId: string): AgentReview {
    const reviewer = requireReviewer(this.options.agents, reviewerSessionId).snapshot();
    const busy = this.reviews.busyFor({ ...this.get(id), reviewerSessionId });
    return this.command(id, {
      kind: 'reassign',
      reviewerSessionId,
      reviewerName: reviewer.name,
      reviewerProfileId: reviewer.profileId,
      reviewerBusy: busy,
    });
  }

  raiseCeiling(id: string, costCeiling: number | null): AgentReview {
    return this.command(id, { kind: 'raise-ceiling', costCeiling });
  }

  resume(id: string): AgentReview {
    const review = this.get(id);
    this.requireAgent(review.authorSessionId, 'author');
    this.requireAgent(review.reviewerSessionId, 'reviewer');
    return this.command(id, {
      kind: 'resume',
      reviewerBusy: this.reviews.busyFor(review),
      promptArrived: promptArrived(this.options.dataDir, review),
    });
  }

  /** A person's comments on a session's work that no review carries yet. */
  draftComments(sessionId: string): HumanComment[] {
    return this.drafts.list(sessionId);
  }

  /**
   * A comment on a session's work before any review of it: the next review
   * takes it. Made on the working tree now (`on`), it keeps that tree, so the
   * review follows its line as the code changes (see commentsNow).
   */
  async addDraftComment(
    sessionId: string,
    { on, ...draft }: Omit<CommentDraftInput, 'treeRef'> & { on?: 'now' },
  ): Promise<HumanComment[]> {
    const author = this.requireAgent(sessionId, 'author');
    const treeRef =
      on === 'now'
        ? await this.options.git.snapshots.treeNow(author.snapshot().cwd).catch(() => undefined)
        : undefined;
    return this.drafts.add(sessionId, treeRef === undefined ? draft : { ...draft, treeRef });
  }

  removeDraftComment(sessionId: string, commentId: string): HumanComment[] {
    return this.drafts.remove(sessionId, commentId);
  }

  /** A person's comment on the diff; the next feedback to the author carries it. */
  addComment(id: string, comment: NewHumanComment): Promise<AgentReview> {
    return this.comments.add(id, comment);
  }

  removeComment(id: string, commentId: string): AgentReview {
    return this.comments.remove(id, commentId);
  }

  /** Resolves or dismisses a comment (null reopens it); a settled one is not sent again. */
  resolveComment(id: string, ref: CommentRef, resolution: CommentResolution | null): AgentReview {
    return this.comments.resolve(id, ref, resolution);
  }

  /** Writes a reviewer's suggestion into the working tree, if its lines are still as reviewed. */
  applySuggestion(id: string, round: number, index: number): Promise<AgentReview> {
    return this.comments.applySuggestion(id, round, index);
  }

  /** A round's diff as reviewed, or the author's changes since the round before. */
  async diff(
    id: string,
    round: number,
    view: 'reviewed' | 'since-previous',
  ): Promise<CapturedDiff> {
    return roundDiff(this.get(id), round, view, this.options);
  }

  /** The same diff as `diff`, to parse file by file as it is read. */
  openRoundDiff(id: string, round: number, view: 'reviewed' | 'since-previous'): Promise<DiffRun> {
    return roundDiffRun(this.get(id), round, view, this.options);
  }

  /** Where the latest round's comments stand in the working tree now (see commentsNow). */
  commentsNow(id: string): Promise<CommentsNow> {
    return commentsNow(this.get(id), this.options.git.snapshots);
  }

  /** Where people's comments made on other code than round `round` reviewed stand on its diff. */
  peopleOnRound(id: string, round: number): Promise<PersonPlace[]> {
    return peopleOnRound(this.get(id), round, this.options.git.snapshots);
  }

  /** Where the session's comments made before any review stand in its working tree now. */
  draftsNow(sessionId: string): Promise<PersonPlace[]> {
    const author = this.requireAgent(sessionId, 'author');
    return draftsNow(
      author.snapshot().cwd,
      this.drafts.list(sessionId),
      this.options.git.snapshots,
    );
  }

  /** What a review of this session's work would look at now. */
  capture(sessionId: string, source: DiffSource): Promise<CapturedDiff> {
    return diffToReview(this.requireAgent(sessionId, 'author'), source, this.options.git);
  }

  /** The same diff as `capture`, to print file by file. */
  openDiff(sessionId: string, source: DiffSource): Promise<DiffRun> {
    const author = this.requireAgent(sessionId, 'author');
    return this.options.git.diffs.open(author.snapshot().cwd, source);
  }

  /** Stops every phase; running reviews are kept as interrupted, to resume later. */
  async dispose(): Promise<void> {
    for (const id of this.reviews.heldIds()) this.feed(id, { kind: 'interrupt' });
    await this.effects.stop();
  }

  /** A user command: an event that does not apply in the review's state is an error. */
  private command(id: string, event: EngineEvent): AgentReview {
    const review = this.reviews.hold(id);
    if (!this.feed(id, event)) {
      this.reviews.letGoIfAtRest(review);
      throw new CoreError(
        'conflict',
        `Cannot ${event.kind.replaceAll('-', ' ')} a review that is ${review.status}.`,
      );
    }
    return this.get(id);
  }

  /** Feeds one event to the state machine; records the review it gives and runs its effects. */
  private feed(id: string, event: EngineEvent): boolean {
    const current = this.reviews.held(id);
    if (!current) return false;
    const result = transition(current, event, this.now().toISOString());
    if (!result.applied) return false;
    const review = result.review;
    this.reviews.record(review, event.kind, journalData(event, review));
    for (const effect of result.effects) this.effects.run(review, effect);
    return true;
  }

  private requireAgent(sessionId: string, role: string) {
    return requireAgent(this.options.agents, sessionId, role);
  }
}
