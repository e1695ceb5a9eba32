import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ParsedReview, ReviewComment } from '../../../../../shared/contract';
import type { CapturedDiff } from '../../../../../shared/contract/diff';
import { readChangedFiles, type ContentOrigin } from '../../../git/fileContents';
import { runGit } from '../../../git/gitRunner';
import { openRepo } from '../../../git/repo';
import { mergeParsedReviews } from '../../parse/merge';
import { readAnswerFromSources, type SourcedAnswer } from '../../parse/answerSources';
import { withPromptEchoQuoted, type ParsedAnswer } from '../../parse/reviewAnswerParser';
import { placeComments } from '../../parse/placeComments';
import { nodePromptFiles } from '../../prompt/delivery';
import { buildFormatReminder } from '../../protocol/formatReminder';
import type { ReviewPrompt } from '../../prompt/reviewPrompt';
import { buildReviewPrompts } from '../../prompt/splitReview';
import { readStandards } from '../../prompt/standards';
import { projectChecks } from '../../../sessions/permissions/projectChecks';
import { withReplacedLines } from '../../suggestions/replacedLines';
import { prepareAnswerFolder, takeAnswerFile } from '../../protocol/answerFileStore';
import { openReviewerComments } from '../stateMachine/openComments';
import { answerGrace } from './markedAnswerTurn';
import { agentFolder, runAgentTurn, type TurnOutcome } from './phaseTurn';
import { saveRoundDiff } from '../../journal/roundDiffs';
import { fixChangesOf, movedComment, type FixChanges } from '../../findings/fixChanges';
import { idleAuthorReason } from '../../findings/convergence';
import type { PhaseRequest } from '../ports';
import type { EngineEvent, RoleCost } from '../stateMachine/events';

/** File contents shown beside the diff share this budget. */
const CONTENT_BUDGET = { totalBytes: 40_000, maxFileBytes: 20_000 };

export interface ReviewPhaseRequest extends PhaseRequest {
  readonly reminder: boolean;
}

/** Why a diff with no change is not reviewed; `description`: the diff's own line ("Working tree vs …"). */
export function nothingToReview(description: string): string {
  return `Nothing to review: no changes in the diff (${description}).`;
}

/**
 * One review request: captures the diff, snapshots the tree, sends the prompt
 * (file by file when it is over budget) and reads the answer between this
 * round's markers. Answers the engine event that says how it went.
 */
export async function runReviewPhase(request: ReviewPhaseRequest): Promise<EngineEvent> {
  const { review, round } = request;
  // Both only read the tree (the snapshot through its own index): they run together.
  const snapshotTaken = takeSnapshot(request);
  const captured = await request.git.diffs.capture(review.workspace, review.diffSource);
  if (round === 1 && captured.files.length === 0) {
    // A review that fails at once keeps no snapshot (none was taken before the diff was known).
    if (await snapshotTaken) {
      await request.git.snapshots.remove(review.workspace, review.id).catch(() => undefined);
    }
    return {
      kind: 'failed',
      message: nothingToReview(captured.description),
    };
  }
  saveRoundDiff(request.dataDir, review.id, round, captured);
  const snapshotRef = await snapshotTaken;
  // What the prompt is built from, read together: each only reads the tree or the snapshots.
  const [sinceLastLook, answerToFile, material] = await Promise.all([
    snapshotRef ? fixSinceLastRound(request) : null,
    asksForAnswerFile(request),
    request.reminder ? null : promptMaterial(request, captured, snapshotRef),
  ]);
  const fix = sinceLastLook ? fixChangesOf(sinceLastLook) : undefined;
  const idle = fix && !request.reminder ? idleAuthorReason(review, fix) : null;
  if (idle) return { kind: 'review-skipped', reason: idle };
  const verdictOnly = review.rounds.at(-1)?.verdictRestatement === 'asked';
  const prompts = material
    ? reviewPrompts(request, captured, material, answerToFile, sinceLastLook, fix)
    : [buildFormatReminder({ answerToFile, verdictOnly })];
  const answers: ParsedAnswer[] = [];
  const raws: string[] = [];
  let cost: RoleCost = { usd: 0, estimated: false };
  for (const [index, prompt] of prompts.entries()) {
    if (prompts.length > 1) request.partStarted?.({ index: index + 1, count: prompts.length });
    const outcome = await runAgentTurn({
      agent: request.agent,
      git: request.git,
      prompt: prompt.text,
      timeoutMs: request.timeouts.reviewMs,
      readyMs: request.timeouts.readyMs,
      signal: request.signal,
      transcript: { dataDir: request.dataDir, reviewId: review.id, round, phase: 'reviewing' },
      // A review split by file spends part by part: each part is checked on its own.
      budget: { spent: review.totalCost + cost.usd, ceiling: review.costCeiling },
      prices: request.prices,
      delivered: request.delivered,
      ...(prompt.answerFile
        ? {
            markedAnswer: {
              relativePath: prompt.answerFile,
              markers: prompt.markers,
              ...answerGrace(request.timeouts),
            },
          }
        : {}),
    });
    const read = await readAnswer(outcome, prompt, agentFolder(request.agent));
    answers.push(withPromptEchoQuoted(read.answer, prompt.text));
    raws.push(read.raw);
    cost = {
      usd: cost.usd + outcome.cost.usd,
      estimated: cost.estimated || outcome.cost.estimated,
    };
  }
  const raw = raws.join('\n\n');
  const readable = answers.filter((answer) => !answer.malformed);
  // A verdict quoted from the diff is flagged on the round, readable answer or not.
  const quoted = answers.some((answer) => answer.quotedVerdict) ? { quotedVerdict: true } : {};
  if (readable.length === 0)
    return { kind: 'review-malformed', raw, reviewerCost: cost, ...quoted };
  const merged = mergeParsedReviews(readable);
  // The tree's check and the suggestions' lines both only read: they run together.
  const [changedFiles, comments] = await Promise.all([
    reviewerChanges(request, snapshotRef),
    withSuggestedLines(request, placeOnDiff(merged.comments, captured), snapshotRef),
  ]);
  const parsed: ParsedReview = {
    verdict: merged.verdict,
    ...(merged.unsignedVerdict ? { unsignedVerdict: merged.unsignedVerdict } : {}),
    ...(merged.rulings ? { rulings: merged.rulings } : {}),
    comments,
    ...quoted,
  };
  return {
    kind: 'review-answer',
    parsed,
    raw,
    reviewerCost: cost,
    snapshotRef,
    ...(changedFiles.length > 0 ? { reviewerChangedFiles: changedFiles } : {}),
    ...(fix ? { fix } : {}),
  };
}

/**
 * From round 2, what the author changed since the reviewer's last look: the
 * diff between the last round's snapshot and this one's (none without both).
 */
async function fixSinceLastRound(request: ReviewPhaseRequest): Promise<CapturedDiff | null> {
  const { review, round } = request;
  const previous = review.rounds.filter((r) => r.roundNumber < round && r.snapshotRef).at(-1);
  if (!previous) return null;
  return request.git.snapshots
    .diff(review.workspace, review.id, previous.roundNumber, round)
    .catch(() => null);
}

/**
 * A reviewer must change nothing: the tree is compared with the round's
 * snapshot once its turns are over (build output in ignored folders does not
 * count). Without a snapshot there is nothing to compare with.
 */
async function reviewerChanges(
  request: ReviewPhaseRequest,
  snapshotRef: string | undefined,
): Promise<string[]> {
  if (!snapshotRef) return [];
  return request.git.snapshots.changedSince(request.review.workspace, snapshotRef).catch(() => []);
}

/**
 * An agent with no structured turn signal is read off its screen, which never
 * shows an answer taller than itself whole: the prompt asks it to write its
 * answer to a file too (see answerFile.ts), in a folder git ignores.
 */
async function asksForAnswerFile(request: ReviewPhaseRequest): Promise<boolean> {
  if (request.agent.hasTurnSignal) return false;
  await prepareAnswerFolder(agentFolder(request.agent), nodePromptFiles(request.git.runner));
  return true;
}

/**
 * The answer from the hook's text, the answer file the prompt named (taken:
 * read and removed), or the screen, in that order (see readAnswerFromSources;
 * the prompt's echo never holds a complete marker, so only the answer can match).
 */
async function readAnswer(
  outcome: TurnOutcome,
  prompt: Pick<ReviewPrompt, 'markers' | 'answerFile'>,
  agentFolder: string,
): Promise<SourcedAnswer> {
  const file = prompt.answerFile ? await takeAnswerFile(agentFolder, prompt.answerFile) : null;
  return readAnswerFromSources(
    { turn: outcome.turn, file, screen: outcome.screen },
    prompt.markers,
  );
}

interface PromptMaterial {
  readonly standards: Awaited<ReturnType<typeof readStandards>>;
  readonly fileContents: Map<string, string>;
}

/** The project's standards and the changed files' contents, which the review prompt shows. */
async function promptMaterial(
  request: ReviewPhaseRequest,
  captured: CapturedDiff,
  snapshotRef: string | undefined,
): Promise<PromptMaterial> {
  const workspace = request.review.workspace;
  const [standards, fileContents] = await Promise.all([
    readStandards(
      (file) => readFile(path.resolve(workspace, file), 'utf8').catch(() => null),
      request.standardsFile,
    ),
    changedFileContents(request, captured, snapshotRef),
  ]);
  return { standards, fileContents };
}

function reviewPrompts(
  request: ReviewPhaseRequest,
  captured: CapturedDiff,
  { standards, fileContents }: PromptMaterial,
  answerToFile: boolean,
  sinceLastLook: CapturedDiff | null,
  fix: FixChanges | undefined,
) {
  const { review, round } = request;
  const workspace = review.workspace;
  const previous = review.rounds.filter((r) => r.roundNumber < round).at(-1);
  return buildReviewPrompts({
    files: captured.files,
    round,
    effort: review.effort,
    standards,
    fileContents,
    // Settled comments are not asked about again.
    // Cited where the fix has moved their lines since: the diff beside them numbers them so.
    openComments: previous
      ? openReviewerComments(review, previous.roundNumber).map((c) => movedComment(fix, c))
      : [],
    findings: review.findings ?? [],
    sinceLastLook: sinceLastLook?.files ?? null,
    answerToFile,
    // What the reviewer's policy lets it run: the project's checks and what the user allowed.
    checks: [...projectChecks(workspace), ...(request.agent.snapshot().allowedCommands ?? [])],
  });
}

async function changedFileContents(
  request: ReviewPhaseRequest,
  captured: CapturedDiff,
  snapshotRef: string | undefined,
): Promise<Map<string, string>> {
  const { runner } = request.git;
  try {
    const repo = await openRepo(runner, request.review.workspace);
    const origin: ContentOrigin = snapshotRef
      ? { kind: 'commit', commit: snapshotRef }
      : { kind: 'working-tree' };
    const read = await readChangedFiles(runner, repo.root, captured.files, origin, CONTENT_BUDGET);
    return new Map(read.files.map((file) => [file.path, file.content]));
  } catch {
    // Not a git work tree (a jj-only repo, a PR diff): the diff alone is reviewed.
    return new Map();
  }
}

async function takeSnapshot(request: ReviewPhaseRequest): Promise<string | undefined> {
  try {
    const snapshot = await request.git.snapshots.take(
      request.review.workspace,
      request.review.id,
      request.round,
    );
    return snapshot.ref;
  } catch {
    // Snapshots need a git work tree; without one "changes since last round" is not offered.
    return undefined;
  }
}

/**
 * Each suggestion keeps the lines it replaces, read from the tree the reviewer
 * saw (the round's snapshot, else the working tree as it is now).
 */
async function withSuggestedLines(
  request: ReviewPhaseRequest,
  comments: ReviewComment[],
  snapshotRef: string | undefined,
): Promise<ReviewComment[]> {
  if (!comments.some((c) => c.suggestion !== undefined)) return comments;
  const { runner } = request.git;
  const root = await openRepo(runner, request.review.workspace).then(
    (repo) => repo.root,
    // Not a git work tree: suggestions are shown, but cannot be applied.
    () => null,
  );
  if (root === null) return comments;
  return withReplacedLines(comments, (file) =>
    snapshotRef
      ? runGit(runner, ['show', `${snapshotRef}:${file}`], { cwd: root })
      : readFile(path.join(root, file), 'utf8'),
  );
}

/** Comments name the diff's paths and keep the lines the reviewer cited. */
function placeOnDiff(comments: readonly ReviewComment[], captured: CapturedDiff): ReviewComment[] {
  return placeComments(comments, captured.files).map(
    ({ fileInDiff: _inDiff, ...comment }) => comment,
  );
}
