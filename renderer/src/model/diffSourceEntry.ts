import type { DiffSource } from '../../../shared/contract';

export type DiffSourceKind = DiffSource['kind'];

/** The source picker's fields as typed: kept whole while the person switches kinds. */
export interface DiffSourceDraft {
  readonly kind: DiffSourceKind;
  readonly base: string;
  readonly pr: string;
}

export const defaultSourceDraft: DiffSourceDraft = { kind: 'working-tree', base: 'main', pr: '' };

export const sourceKindLabels: Readonly<Record<DiffSourceKind, string>> = {
  'working-tree': 'Working tree',
  branch: 'Branch',
  jj: 'Jujutsu',
  pr: 'Pull request',
};

export type SourceResult =
  | { readonly ok: true; readonly source: DiffSource }
  | { readonly ok: false; readonly error: string };

export function toDiffSource(draft: DiffSourceDraft): SourceResult {
  switch (draft.kind) {
    case 'working-tree':
    case 'jj':
      return { ok: true, source: { kind: draft.kind } };
    case 'branch': {
      const base = draft.base.trim();
      return base
        ? { ok: true, source: { kind: 'branch', base } }
        : { ok: false, error: 'Enter the base branch to compare with, e.g. main.' };
    }
    case 'pr': {
      const text = draft.pr.trim().replace(/^#/, '');
      const number = Number(text);
      return /^\d+$/.test(text) && number >= 1
        ? { ok: true, source: { kind: 'pr', number } }
        : { ok: false, error: 'Enter the pull request number, e.g. 42.' };
    }
  }
}

/** The picker's fields for a source a review used. */
export function draftFromSource(source: DiffSource): DiffSourceDraft {
  switch (source.kind) {
    case 'branch':
      return { ...defaultSourceDraft, kind: 'branch', base: source.base };
    case 'pr':
      return { ...defaultSourceDraft, kind: 'pr', pr: String(source.number) };
    default:
      return { ...defaultSourceDraft, kind: source.kind };
  }
}
