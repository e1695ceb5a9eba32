import { ROUNDS_BY_EFFORT } from '../../../shared/contract';
import type { Effort, ReviewStartInput } from '../../../shared/contract';
import { toDiffSource, type DiffSourceDraft } from './diffSourceDraft';

export const effortLabels: Readonly<Record<Effort, string>> = {
  low: 'Low — a quick pass',
  medium: 'Medium',
  high: 'High — deeper analysis',
  max: 'Max — intent and evidence',
};

export const MAX_ROUNDS_LIMIT = 20;
export const COST_CEILING_LIMIT = 10_000;

/** The Request Agent Review form's fields, as typed. */
export interface RequestDraft {
  readonly authorSessionId: string;
  readonly reviewerSessionId: string;
  readonly source: DiffSourceDraft;
  readonly autoIterate: boolean;
  readonly effort: Effort;
  readonly maxRounds: string;
  /** Once the person types a number, changing the effort no longer overwrites it. */
  readonly maxRoundsEdited: boolean;
  readonly costCeiling: string;
}

export function newRequestDraft(
  fields: Pick<RequestDraft, 'authorSessionId' | 'reviewerSessionId' | 'source'>,
): RequestDraft {
  return {
    ...fields,
    autoIterate: true,
    effort: 'medium',
    maxRounds: String(ROUNDS_BY_EFFORT.medium),
    maxRoundsEdited: false,
    costCeiling: '',
  };
}

export function withEffort(draft: RequestDraft, effort: Effort): RequestDraft {
  return draft.maxRoundsEdited
    ? { ...draft, effort }
    : { ...draft, effort, maxRounds: String(ROUNDS_BY_EFFORT[effort]) };
}

export type RequestField = 'author' | 'reviewer' | 'source' | 'maxRounds' | 'costCeiling';

export type RequestResult =
  | { readonly ok: true; readonly input: ReviewStartInput }
  | { readonly ok: false; readonly errors: Partial<Record<RequestField, string>> };

/** Empty means no ceiling; otherwise US dollars, more than zero. */
export function parseCostCeiling(text: string): number | null | { error: string } {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!trimmed) return null;
  const usd = Number(trimmed);
  if (!Number.isFinite(usd) || usd <= 0)
    return { error: 'A ceiling is an amount in US dollars above zero, or empty for none.' };
  if (usd > COST_CEILING_LIMIT)
    return { error: `The ceiling can be at most $${COST_CEILING_LIMIT.toLocaleString('en-US')}.` };
  return usd;
}

/** Checks what the contract would refuse, so the form can say which field is wrong. */
export function toStartInput(draft: RequestDraft): RequestResult {
  const errors: Partial<Record<RequestField, string>> = {};
  if (!draft.authorSessionId) errors.author = 'Pick the session whose work is reviewed.';
  if (!draft.reviewerSessionId) errors.reviewer = 'Pick a session to review it.';
  const source = toDiffSource(draft.source);
  if (!source.ok) errors.source = source.error;
  const rounds = Number(draft.maxRounds.trim());
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS_LIMIT)
    errors.maxRounds = `A whole number from 1 to ${MAX_ROUNDS_LIMIT}.`;
  const ceiling = parseCostCeiling(draft.costCeiling);
  if (ceiling !== null && typeof ceiling === 'object') errors.costCeiling = ceiling.error;
  if (!source.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      authorSessionId: draft.authorSessionId,
      reviewerSessionId: draft.reviewerSessionId,
      diffSource: source.source,
      autoIterate: draft.autoIterate,
      effort: draft.effort,
      maxRounds: rounds,
      costCeiling: typeof ceiling === 'number' ? ceiling : null,
    },
  };
}
