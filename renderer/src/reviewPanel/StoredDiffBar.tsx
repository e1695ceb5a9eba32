interface StoredDiffBarProps {
  /** The round whose stored diff is shown; null when there is none to show. */
  readonly round: number | null;
  /** One line about the diff, e.g. "Working tree vs HEAD (3f2a1b0)". */
  readonly description: string | null;
}

/**
 * Where a stored review's diff comes from, in place of the diff source
 * picker: without the author session nothing can be captured afresh, so the
 * diffs are the ones kept with each round.
 */
export function StoredDiffBar({ round, description }: StoredDiffBarProps) {
  return (
    <div className="source-bar">
      <span className="source-label">Diff</span>
      {round !== null && (
        <span className="source-stored" role="status">
          Viewing round {round} as stored
        </span>
      )}
      <span className="source-description" title={description ?? undefined}>
        {description}
      </span>
    </div>
  );
}
