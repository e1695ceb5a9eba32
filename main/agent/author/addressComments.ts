import type { ReviewComment } from '../../../shared/contract/reviewModel';
import { applyEdits, type PlannedEdits } from './applyEdits';
import { openWorkspaceFile } from './fileAccess';
import type { FileText, Plan } from './fixes/fix';
import { FIXERS } from './fixes';

/** What became of one review comment. */
export interface Outcome {
  readonly comment: ReviewComment;
  readonly fixed: boolean;
  /** What was done, or why nothing was. */
  readonly detail: string;
}

interface Numbered {
  readonly id: number;
  readonly comment: ReviewComment;
}

/**
 * Addresses review comments by editing the files in `cwd`: each comment gets
 * the first fix that wants it and finds its problem at (or near) the cited
 * line; all of a file's fixes are planned against the file as it was
 * reviewed, then written at once. Outcomes come back in the comments' order.
 */
export function addressComments(comments: readonly ReviewComment[], cwd: string): Outcome[] {
  const byFile = new Map<string, Numbered[]>();
  comments.forEach((comment, id) => {
    byFile.set(comment.file, [...(byFile.get(comment.file) ?? []), { id, comment }]);
  });
  const outcomes: Outcome[] = [];
  for (const [file, numbered] of byFile) {
    for (const { id, outcome } of addressInFile(file, numbered, cwd)) outcomes[id] = outcome;
  }
  return outcomes;
}

function addressInFile(
  file: string,
  numbered: readonly Numbered[],
  cwd: string,
): { id: number; outcome: Outcome }[] {
  const opened = openWorkspaceFile(cwd, file);
  if (typeof opened === 'string') {
    return numbered.map(({ id, comment }) => ({
      id,
      outcome: { comment, fixed: false, detail: `cannot edit ${file}: ${opened}` },
    }));
  }
  const text: FileText = { path: file, lines: opened.lines };
  const plans = numbered.map(({ id, comment }) => ({ id, comment, plan: planFor(comment, text) }));
  const planned: PlannedEdits[] = plans.flatMap(({ id, plan }) =>
    plan.kind === 'edit' ? [{ id, edits: plan.edits }] : [],
  );
  const { lines, refused } = applyEdits(opened.lines, planned);
  if (planned.length > refused.size) opened.save(lines);
  return plans.map(({ id, comment, plan }) => ({
    id,
    outcome: outcomeOf(comment, plan, refused.has(id)),
  }));
}

function outcomeOf(comment: ReviewComment, plan: Plan, refused: boolean): Outcome {
  switch (plan.kind) {
    case 'edit':
      return refused
        ? {
            comment,
            fixed: false,
            detail: 'the same lines were already changed for another comment',
          }
        : { comment, fixed: true, detail: plan.summary };
    case 'cannot':
      return { comment, fixed: false, detail: plan.reason };
    case 'not-found':
      return { comment, fixed: false, detail: noFixReason(comment.comment) };
  }
}

/** Comments parley-agent understands but will not fix by rule: they need judgement. */
const NEEDS_JUDGEMENT: readonly [RegExp, string][] = [
  [/characters long|long line/i, 'wrapping a long line well needs a person'],
  [/empty catch|swallow/i, 'how to handle the error is a decision for a person'],
  [/\btests?\b/i, 'writing a meaningful test needs a person or a model'],
];

function noFixReason(comment: string): string {
  const known = NEEDS_JUDGEMENT.find(([pattern]) => pattern.test(comment));
  return (
    known?.[1] ?? 'parley-agent has no automatic fix for this comment; it needs a person or a model'
  );
}

/**
 * The first fix for the comment. The comment's prose decides first (code it
 * quotes in backticks may mention other things: a logged `token` is no
 * secret); only when the prose names no fix is the quoted code read too.
 */
function planFor(comment: ReviewComment, file: FileText): Plan {
  const text = `${comment.comment} ${comment.suggestion ?? ''}`;
  const prose = text.replace(/`[^`]*`/g, ' ');
  for (const words of [prose, text]) {
    let reason: Plan | null = null;
    for (const fixer of FIXERS) {
      if (!fixer.wants(words)) continue;
      const plan = fixer.plan(file, comment.line);
      if (plan.kind === 'edit') return plan;
      if (plan.kind === 'cannot') reason ??= plan;
    }
    if (reason !== null) return reason;
  }
  return { kind: 'not-found' };
}
