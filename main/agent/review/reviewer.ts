import { addedLines, type DiffFile } from './diffModel';
import type { AnswerVerdict } from './answerFormat';
import { RULES } from './rules';
import type { Finding } from './rules/rule';
import { missingTestsRule } from './rules/missingTests';

/** How the request asks for the review to be done. */
export interface ReviewScope {
  /** False when this request shows one part of a larger change (tests may be in another part). */
  readonly wholeChange: boolean;
  /** "A quick pass: only clear defects": suggestions are left out. */
  readonly defectsOnly: boolean;
}

export interface ReviewResult {
  readonly findings: readonly Finding[];
  readonly verdict: AnswerVerdict;
  readonly addedLineCount: number;
}

/** The scope a Parley review prompt asks for (main/core/review/prompt/reviewPrompt.ts, effortSection.ts). */
export function scopeOf(request: string): ReviewScope {
  return {
    wholeChange: !/\breviewed in parts: this is part \d+ of \d+/i.test(request),
    defectsOnly: /^Depth: a quick pass\b/im.test(request),
  };
}

/**
 * Runs every rule over the diff. Findings come in diff order (file, then
 * line, then rule), so the same diff always gives the same answer. Changes
 * are requested when an error or a warning is found; suggestions alone do
 * not hold an approval back.
 */
export function reviewDiff(files: readonly DiffFile[], scope: ReviewScope): ReviewResult {
  const rules = RULES.filter((rule) => scope.wholeChange || rule !== missingTestsRule);
  const fileOrder = new Map(files.map((file, i) => [file.path, i]));
  const findings = rules
    .flatMap((rule, ruleIndex) => rule.check(files).map((finding) => ({ finding, ruleIndex })))
    .filter(({ finding }) => !scope.defectsOnly || finding.severity !== 'suggestion')
    .sort(
      (a, b) =>
        (fileOrder.get(a.finding.file) ?? 0) - (fileOrder.get(b.finding.file) ?? 0) ||
        a.finding.line - b.finding.line ||
        a.ruleIndex - b.ruleIndex,
    )
    .map(({ finding }) => finding);
  const blocking = findings.some((f) => f.severity !== 'suggestion');
  return {
    findings,
    verdict: blocking ? 'CHANGES_REQUESTED' : 'APPROVED',
    addedLineCount: files.reduce((sum, file) => sum + addedLines(file).length, 0),
  };
}
