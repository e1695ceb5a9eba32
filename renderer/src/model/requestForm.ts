import {
  approvalGates,
  DEFAULT_APPROVAL_GATE,
  effortLevels,
  ROUND_LIMIT,
  ROUNDS_BY_EFFORT,
} from '../../../shared/contract';
import { authorRefusal, reviewerRefusal } from '../../../shared/contract';
import type {
  ApprovalGate,
  Effort,
  ReviewStartInput,
  SessionSnapshot,
} from '../../../shared/contract';
import { toDiffSource, type DiffSourceEntry } from './diffSourceEntry';

export const effortLabels: Readonly<Record<Effort, string>> = {
  low: 'Low — a quick pass',
  medium: 'Medium',
  high: 'High — deeper analysis',
  max: 'Max — intent and evidence',
};

export const COST_CEILING_LIMIT = 10_000;

/** The Request Agent Review form's fields, as typed. */
export interface RequestForm {
  readonly authorSessionId: string;
  readonly reviewerSessionId: string;
  readonly source: DiffSourceEntry;
  readonly autoIterate: boolean;
  readonly effort: Effort;
  /** Approve once no open finding is at or above this severity. */
  readonly gate: ApprovalGate;
  readonly maxRounds: string;
  /** Once the person types a number, changing the effort no longer overwrites it. */
  readonly maxRoundsEdited: boolean;
  readonly costCeiling: string;
}

/** How a review is run, as opposed to whose: what the form remembers from one request to the next. */
export type RequestSettings = Pick<
  RequestForm,
  'autoIterate' | 'effort' | 'gate' | 'maxRounds' | 'maxRoundsEdited' | 'costCeiling'
>;

export const DEFAULT_REQUEST_SETTINGS: RequestSettings = {
  autoIterate: true,
  effort: 'medium',
  gate: DEFAULT_APPROVAL_GATE,
  maxRounds: String(ROUNDS_BY_EFFORT.medium),
  maxRoundsEdited: false,
  costCeiling: '',
};

export function newRequestForm(
  fields: Pick<RequestForm, 'authorSessionId' | 'reviewerSessionId' | 'source'>,
): RequestForm {
  return { ...fields, ...DEFAULT_REQUEST_SETTINGS };
}

export function settingsOf(form: RequestForm): RequestSettings {
  const { autoIterate, effort, gate, maxRounds, maxRoundsEdited, costCeiling } = form;
  return { autoIterate, effort, gate, maxRounds, maxRoundsEdited, costCeiling };
}

/**
 * Settings saved by an earlier request (null when there are none), checked
 * field by field: anything missing or not of its type falls back to the
 * default, so a damaged or older saved value never breaks the form.
 */
export function parseRequestSettings(saved: string | null): RequestSettings | null {
  let value: unknown;
  try {
    value = saved === null ? null : JSON.parse(saved);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const d = DEFAULT_REQUEST_SETTINGS;
  const text = (x: unknown, fallback: string) => (typeof x === 'string' ? x : fallback);
  const flag = (x: unknown, fallback: boolean) => (typeof x === 'boolean' ? x : fallback);
  return {
    autoIterate: flag(v.autoIterate, d.autoIterate),
    effort: effortLevels.find((level) => level === v.effort) ?? d.effort,
    gate: approvalGates.find((gate) => gate === v.gate) ?? d.gate,
    maxRounds: text(v.maxRounds, d.maxRounds),
    maxRoundsEdited: flag(v.maxRoundsEdited, d.maxRoundsEdited),
    costCeiling: text(v.costCeiling, d.costCeiling),
  };
}

export function withEffort(form: RequestForm, effort: Effort): RequestForm {
  return form.maxRoundsEdited
    ? { ...form, effort }
    : { ...form, effort, maxRounds: String(ROUNDS_BY_EFFORT[effort]) };
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

/** Why the picked reviewer cannot review (the contract's rule), or null: the form says so at once. */
export function refusedReviewer(
  form: RequestForm,
  sessions: readonly SessionSnapshot[],
): string | null {
  const reviewer = sessions.find((s) => s.id === form.reviewerSessionId);
  return reviewer ? reviewerRefusal(reviewer) : null;
}

/** Why the picked author cannot take the feedback auto-iterate sends (the contract's rule), or null. */
export function refusedAuthor(
  form: RequestForm,
  sessions: readonly SessionSnapshot[],
): string | null {
  const author = sessions.find((s) => s.id === form.authorSessionId);
  return author ? authorRefusal(author, form.autoIterate) : null;
}

/**
 * Checks what the contract and the core would refuse (a reviewer the
 * contract's rule does not allow among them), so the form can say which field
 * is wrong before any review is made.
 */
export function toStartInput(
  form: RequestForm,
  sessions: readonly SessionSnapshot[],
): RequestResult {
  const errors: Partial<Record<RequestField, string>> = {};
  // A session picked, then closed (in another window, say) is none: the select shows none either.
  const open = (id: string) => sessions.some((s) => s.id === id);
  const author = refusedAuthor(form, sessions);
  if (!open(form.authorSessionId)) errors.author = 'Pick the session whose work is reviewed.';
  else if (author) errors.author = author;
  const refusal = refusedReviewer(form, sessions);
  if (!open(form.reviewerSessionId)) errors.reviewer = 'Pick a session to review it.';
  else if (refusal) errors.reviewer = refusal;
  const source = toDiffSource(form.source);
  if (!source.ok) errors.source = source.error;
  const rounds = Number(form.maxRounds.trim());
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > ROUND_LIMIT)
    errors.maxRounds = `A whole number from 1 to ${ROUND_LIMIT}.`;
  const ceiling = parseCostCeiling(form.costCeiling);
  if (ceiling !== null && typeof ceiling === 'object') errors.costCeiling = ceiling.error;
  if (!source.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      authorSessionId: form.authorSessionId,
      reviewerSessionId: form.reviewerSessionId,
      diffSource: source.source,
      autoIterate: form.autoIterate,
      effort: form.effort,
      gate: form.gate,
      maxRounds: rounds,
      costCeiling: typeof ceiling === 'number' ? ceiling : null,
    },
  };
}

/**
 * Where a session works, said only when another session has the same name,
 * so the form's choices can be told apart: " (in api)", the folder's name, or
 * its whole path when that is shared too. Empty otherwise.
 */
export function whereIfNamedAlike(
  session: SessionSnapshot,
  sessions: readonly SessionSnapshot[],
): string {
  const alike = sessions.filter((other) => other.name === session.name);
  if (alike.length < 2) return '';
  const folder = (cwd: string) => cwd.replace(/\/+$/, '').split('/').pop() || cwd;
  const shared = alike.filter((other) => folder(other.cwd) === folder(session.cwd)).length > 1;
  return ` (in ${shared ? session.cwd : folder(session.cwd)})`;
}
