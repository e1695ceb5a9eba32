import type { DiffSource } from '../../../shared/contract';

export type DiffSourceKind = DiffSource['kind'];

/**
 * The source picker as typed, before toDiffSource reads it (an "entry": typed
 * text not yet parsed); kept whole while the person switches kinds.
 */
export interface DiffSourceEntry {
  readonly kind: DiffSourceKind;
  readonly base: string;
  readonly pr: string;
}

/** No base typed: picking Branch fills in the repository's own (see withKind). */
export const defaultSourceEntry: DiffSourceEntry = { kind: 'working-tree', base: '', pr: '' };

export const sourceKindLabels: Readonly<Record<DiffSourceKind, string>> = {
  'working-tree': 'Working tree',
  branch: 'Branch',
  jj: 'Jujutsu',
  pr: 'Pull request',
};

/**
 * The entry with another kind picked. A branch diff with no base typed yet
 * takes `defaultBase`, the repository's main line (null while not known, or
 * when it has none): a guessed "main" would fail in a repository on master.
 */
export function withKind(
  entry: DiffSourceEntry,
  kind: DiffSourceKind,
  defaultBase: string | null,
): DiffSourceEntry {
  const base = kind === 'branch' && !entry.base.trim() && defaultBase ? defaultBase : entry.base;
  return { ...entry, kind, base };
}

export type SourceResult =
  | { readonly ok: true; readonly source: DiffSource }
  | { readonly ok: false; readonly error: string };

export function toDiffSource(entry: DiffSourceEntry): SourceResult {
  switch (entry.kind) {
    case 'working-tree':
    case 'jj':
      return { ok: true, source: { kind: entry.kind } };
    case 'branch': {
      const base = entry.base.trim();
      return base
        ? { ok: true, source: { kind: 'branch', base } }
        : { ok: false, error: 'Enter the base branch to compare with, e.g. main.' };
    }
    case 'pr': {
      const text = entry.pr.trim().replace(/^#/, '');
      const number = Number(text);
      return /^\d+$/.test(text) && number >= 1
        ? { ok: true, source: { kind: 'pr', number } }
        : { ok: false, error: 'Enter the pull request number, e.g. 42.' };
    }
  }
}

/** The picker's fields for a source a review used. */
export function entryFromSource(source: DiffSource): DiffSourceEntry {
  switch (source.kind) {
    case 'branch':
      return { ...defaultSourceEntry, kind: 'branch', base: source.base };
    case 'pr':
      return { ...defaultSourceEntry, kind: 'pr', pr: String(source.number) };
    default:
      return { ...defaultSourceEntry, kind: source.kind };
  }
}
