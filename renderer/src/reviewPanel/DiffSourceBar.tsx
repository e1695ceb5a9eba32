import { useId, type KeyboardEvent } from 'react';
import { Icon } from '../ui/Icon';
import type { RepoBranches } from '../../../shared/contract';
import { BaseBranchInput } from '../ui/BaseBranchInput';
import {
  sourceKindLabels,
  withKind,
  type DiffSourceEntry,
  type DiffSourceKind,
} from '../model/diffSourceEntry';

interface DiffSourceBarProps {
  readonly entry: DiffSourceEntry;
  readonly onEntryChange: (entry: DiffSourceEntry) => void;
  /** Captures the diff of the entry now (Enter, Refresh, or a kind that needs nothing typed). */
  readonly onApply: (entry: DiffSourceEntry) => void;
  readonly loading: boolean;
  /** One line about what is shown, e.g. "Working tree vs HEAD (3f2a1b0)". */
  readonly description: string | null;
  /** The round shown, when it is a stored round rather than the diff as it is now. */
  readonly storedRound?: number | null;
  /** The author's repository's branches, for the base; null while not known. */
  readonly branches: RepoBranches | null;
}

const kinds = Object.keys(sourceKindLabels) as DiffSourceKind[];

/** Which diff of the author's work to look at: working tree, a branch, jj, or a pull request. */
export function DiffSourceBar({
  entry,
  onEntryChange,
  onApply,
  loading,
  description,
  storedRound,
  branches,
}: DiffSourceBarProps) {
  const id = useId();

  function onKind(kind: DiffSourceKind) {
    const next = withKind(entry, kind, branches?.defaultBase ?? null);
    onEntryChange(next);
    if (kind === 'working-tree' || kind === 'jj' || (kind === 'branch' && next.base.trim()))
      onApply(next);
  }

  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onApply(entry);
  };

  return (
    <div className="source-bar">
      <label htmlFor={`${id}-kind`} className="source-label">
        Diff
      </label>
      <select
        id={`${id}-kind`}
        aria-label="Diff source"
        className="source-kind"
        value={entry.kind}
        onChange={(event) => onKind(event.target.value as DiffSourceKind)}
      >
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {sourceKindLabels[kind]}
          </option>
        ))}
      </select>
      {entry.kind === 'branch' && (
        <BaseBranchInput
          className="source-input"
          branches={branches}
          value={entry.base}
          onChange={(base) => onEntryChange({ ...entry, base })}
          onKeyDown={onEnter}
        />
      )}
      {entry.kind === 'pr' && (
        <input
          className="source-input"
          aria-label="Pull request number"
          placeholder="#"
          inputMode="numeric"
          value={entry.pr}
          onChange={(event) => onEntryChange({ ...entry, pr: event.target.value })}
          onKeyDown={onEnter}
        />
      )}
      <button
        type="button"
        className="icon-button"
        aria-label="Refresh diff"
        title="Capture the diff again"
        aria-busy={loading || undefined}
        onClick={() => onApply(entry)}
      >
        {loading ? <span className="spinner" aria-hidden="true" /> : <Icon name="refresh" />}
      </button>
      {storedRound != null && (
        <span className="source-stored" role="status">
          Viewing round {storedRound} as stored
        </span>
      )}
      <span className="source-description" title={description ?? undefined}>
        {description}
      </span>
    </div>
  );
}
