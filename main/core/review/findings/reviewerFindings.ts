import type {
  AgentReview,
  Finding,
  FindingEvent,
  FindingRuling,
  ReviewComment,
  Verdict,
} from '../../../../shared/contract';
import { movedComment, rewritesLines, touchesFix, type FixChanges } from './fixChanges';
import { findingComment, isFindingOpen } from './openFindings';

/*
 * A reviewer's answer read against the findings of earlier rounds: which
 * comment states which finding, what became of each finding still open, and
 * which comments are new findings. Pure: the state machine calls it when it
 * records a round.
 */

export interface ReviewerRound {
  readonly round: number;
  /** The answer's comments, placed on the diff. */
  readonly comments: readonly ReviewComment[];
  readonly rulings: readonly FindingRuling[];
  /** The verdict as the reviewer meant it (signed or not). */
  readonly verdict: Verdict | null;
  /** What the author's fix changed since the last round, when known. */
  readonly fix?: FixChanges;
  readonly now: string;
}

export interface TrackedRound {
  readonly findings: Finding[];
  /** The round's comments: one per finding open after it, each with its finding's id. */
  readonly comments: ReviewComment[];
}

/**
 * A comment is taken for an earlier finding it does not cite when it sits
 * this close to it (a fix above moves lines) and shares this much of its words:
 * two findings on neighbouring lines are often different problems.
 */
const NEAR_LINES = 3;
const SAME_WORDS = 0.3;
/**
 * Said again in (nearly) the same words, a comment is the finding wherever in
 * its file it now stands: a reviewer may pin a problem of the whole file
 * ("no test covers mul") to whichever line it sees changed first.
 */
const SAME_WORDS_ANYWHERE = 0.8;

/** The note of a finding verified by an approval that said nothing of it. */
const SILENT_APPROVAL = 'approved without naming it';

export function trackReviewerRound(review: AgentReview, input: ReviewerRound): TrackedRound {
  const findings = new Map((review.findings ?? []).map((f) => [f.id, f]));
  const openBefore = [...findings.values()].filter(
    (f) => isFindingOpen(review, f) && findingComment(review, f.id) !== null,
  );
  const reviewer = {
    role: 'reviewer' as const,
    sessionId: review.reviewerSessionId,
    ...nameOf(review, review.reviewerSessionId),
  };
  const event = (action: FindingEvent['action'], note?: string): FindingEvent => ({
    round: input.round,
    action,
    by: reviewer,
    ...(note ? { note } : {}),
    at: input.now,
  });
  const update = (finding: Finding, state: Finding['state'], e: FindingEvent) =>
    findings.set(finding.id, { ...finding, state, history: [...finding.history, e] });

  const rulings = new Map(input.rulings.map((r) => [r.id, r]));
  const stated = new Map<string, ReviewComment>();
  const fresh: ReviewComment[] = [];
  for (const comment of input.comments) {
    const finding = matchingFinding(review, comment, {
      openBefore,
      stated,
      findings,
      rulings,
      fix: input.fix,
    });
    if (finding === 'withdrawn-again' || finding === 'ruled-closed') continue;
    if (finding) stated.set(finding.id, { ...comment, findingId: finding.id });
    else fresh.push(comment);
  }

  const saidAnything = input.comments.length > 0 || input.rulings.length > 0;
  const stillOpen: ReviewComment[] = [];
  for (const finding of openBefore) {
    const ruling = rulings.get(finding.id);
    const restated = stated.get(finding.id);
    if (restated) {
      const said = ruling?.note ?? newWords(restated, lastStatement(review, finding.id));
      update(finding, 'reopened', event('reopened', said));
    } else if (ruling?.ruling === 'resolved') {
      update(finding, 'verified', event('verified', ruling.note));
    } else if (ruling?.ruling === 'withdrawn') {
      update(finding, 'withdrawn', event('withdrawn', ruling.note));
    } else if (ruling?.ruling === 'open' || !(input.verdict === 'approved' || saidAnything)) {
      // Still open: said so, or nothing was said of it by a reviewer asking for changes.
      update(finding, 'reopened', event('reopened', ruling?.note));
      stillOpen.push(movedComment(input.fix, lastStatement(review, finding.id)));
    } else {
      // The prompt asks to leave out what is fixed: not raised again, with approval or other
      // findings. The trail says the approval did not name it: nobody mistakes silence for a check.
      update(
        finding,
        'verified',
        event('verified', input.verdict === 'approved' ? SILENT_APPROVAL : undefined),
      );
    }
  }

  let next = nextNumber(findings);
  const raised = fresh.map((comment) => {
    const id = `F${next++}`;
    const fromFix = input.fix
      ? touchesFix(input.fix, comment.file, comment.line, comment.endLine)
      : false;
    findings.set(id, {
      id,
      state: 'open',
      raisedBy: [
        {
          round: input.round,
          sessionId: review.reviewerSessionId,
          ...nameOf(review, review.reviewerSessionId),
        },
      ],
      history: [event('raised')],
      ...(fromFix ? { fromFix } : {}),
    });
    return { ...comment, findingId: id };
  });

  return {
    findings: [...findings.values()],
    comments: [...stated.values(), ...stillOpen, ...raised],
  };
}

/** What a comment of the round is matched against. */
interface RoundSoFar {
  readonly openBefore: readonly Finding[];
  /** The findings stated by the round's comments read so far. */
  readonly stated: ReadonlyMap<string, ReviewComment>;
  readonly findings: ReadonlyMap<string, Finding>;
  readonly rulings: ReadonlyMap<string, FindingRuling>;
  /** What the author's fix changed since the reviewer's last look: the lines it moved. */
  readonly fix: FixChanges | undefined;
}

/**
 * The finding a comment states: the one it cites by id, else one of its file
 * it names in its text, else the open one at the same place it is most like.
 * A comment citing or naming a finding the round rules resolved or withdrawn
 * in so many words says what became of it ('ruled-closed'); one only at the
 * place of a resolved finding is another problem. A comment at the place of a
 * finding the reviewer withdrew, on lines the fix did not touch, is that
 * finding raised again: it does not come back.
 */
function matchingFinding(
  review: AgentReview,
  comment: ReviewComment,
  { openBefore, stated, findings, rulings, fix }: RoundSoFar,
): Finding | 'withdrawn-again' | 'ruled-closed' | null {
  const ruling = (f: Finding) => rulings.get(f.id)?.ruling;
  const free = openBefore.filter((f) => !stated.has(f.id));
  const cited = comment.findingId ? findings.get(comment.findingId) : undefined;
  // Named in a comment on another file, it is what that comment likens a new problem to.
  const named = free.find(
    (f) =>
      new RegExp(`\\b${f.id}\\b`).test(comment.comment) &&
      findingComment(review, f.id)?.comment.file === comment.file,
  );
  const meant = cited && free.includes(cited) ? cited : named;
  if (meant) return (ruling(meant) ?? 'open') === 'open' ? meant : 'ruled-closed';
  const atPlace = mostAlike(
    review,
    free.filter((f) => (ruling(f) ?? 'open') === 'open'),
    comment,
    fix,
  );
  if (atPlace) return atPlace;
  const withdrawn = mostAlike(
    review,
    [...findings.values()].filter((f) => f.state === 'withdrawn' || ruling(f) === 'withdrawn'),
    comment,
    fix,
  );
  return withdrawn ? 'withdrawn-again' : null;
}

/**
 * Of the findings at a comment's place (see likeness), the one it is most
 * like: most words in common, then nearest. Two findings a few lines apart
 * are often alike ("the error from readFile is dropped", "… from writeFile
 * …"), and lines move with a fix, so the words count first.
 */
function mostAlike(
  review: AgentReview,
  candidates: readonly Finding[],
  comment: ReviewComment,
  fix: FixChanges | undefined,
): Finding | null {
  let best: { finding: Finding; words: number; distance: number } | null = null;
  for (const finding of candidates) {
    const like = likeness(review, finding.id, comment, fix);
    if (!like) continue;
    const better =
      !best ||
      like.words > best.words ||
      (like.words === best.words && like.distance < best.distance);
    if (better) best = { finding, ...like };
  }
  return best?.finding ?? null;
}

/**
 * How much a comment is like a finding's last statement: the share of words
 * they have in common and how many lines apart they are, the statement's
 * lines where the author's fix moved them. Null unless it is on the same
 * file, within NEAR_LINES with SAME_WORDS in common, or anywhere in it with
 * SAME_WORDS_ANYWHERE.
 */
function likeness(
  review: AgentReview,
  id: string,
  comment: ReviewComment,
  fix: FixChanges | undefined,
): { words: number; distance: number } | null {
  const stated = findingComment(review, id)?.comment;
  const earlier = stated && movedComment(fix, stated);
  if (!earlier || earlier.file !== comment.file) return null;
  const [from, to] = [earlier.line, earlier.endLine ?? earlier.line];
  const [first, last] = [comment.line, comment.endLine ?? comment.line];
  const distance = Math.max(0, first - to, from - last);
  const words = wordOverlap(earlier.comment, comment.comment);
  const alike = distance > NEAR_LINES ? words >= SAME_WORDS_ANYWHERE : words >= SAME_WORDS;
  return alike || restatedInPlace(stated, earlier, comment, fix) ? { words, distance } : null;
}

/**
 * Whether a comment stands on exactly the lines of a finding's last statement
 * (`earlier`, where the fix moved them) that the fix left as they were: on
 * unchanged code, the reviewer says again what it said there, in whatever
 * words (one that insists on a finding the author declined rarely repeats
 * itself). With the fix unknown, the words decide.
 */
function restatedInPlace(
  stated: ReviewComment,
  earlier: ReviewComment,
  comment: ReviewComment,
  fix: FixChanges | undefined,
): boolean {
  if (!fix || comment.line !== earlier.line || comment.endLine !== earlier.endLine) return false;
  return !rewritesLines(fix, stated.file, stated.line, stated.endLine);
}

/**
 * What a restated comment says, when it says it in other words than the
 * finding's last statement: the same words again (case and spacing aside)
 * are no news in its history, whose comment shows them already.
 */
function newWords(restated: ReviewComment, before: ReviewComment): string | undefined {
  const words = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return words(restated.comment) === words(before.comment) ? undefined : restated.comment;
}

/** The share of words (three letters or more) two texts have in common. */
function wordOverlap(a: string, b: string): number {
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9_]{3,}/g) ?? []);
  const [x, y] = [words(a), words(b)];
  const shared = [...x].filter((word) => y.has(word)).length;
  const all = new Set([...x, ...y]).size;
  return all === 0 ? 0 : shared / all;
}

/** A finding's last comment, stated again for this round (a person's settling stays behind). */
function lastStatement(review: AgentReview, id: string): ReviewComment {
  const {
    resolution: _r,
    resolvedAt: _at,
    suggestionApplied: _s,
    ...comment
  } = findingComment(review, id)!.comment;
  return comment;
}

function nextNumber(findings: ReadonlyMap<string, Finding>): number {
  let max = 0;
  for (const id of findings.keys()) max = Math.max(max, Number(id.slice(1)) || 0);
  return max + 1;
}

function nameOf(review: AgentReview, sessionId: string): { name?: string } {
  const name = review.sessionNames?.[sessionId];
  return name ? { name } : {};
}
