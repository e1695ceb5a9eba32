import type { DiffRow } from './diffRows';
import { EXPAND_STEP, expandRange, type ExpandDirection, type LineRange } from './expansion';

interface ExpandRowProps {
  readonly row: Extract<DiffRow, { kind: 'expand' }>;
  /** Why the file's lines could not be read: said here, where the person asked for them. */
  readonly error: string | null;
  readonly onExpand: (range: LineRange) => void;
}

/** Unchanged lines folded between hunks, with buttons to show some or all of them. */
export function ExpandRow({ row, error, onExpand }: ExpandRowProps) {
  const known = Number.isFinite(row.to);
  const count = row.to - row.from + 1;
  // Up and down only where they show less than all, and have shown lines to grow from.
  const stepped = !known || count > EXPAND_STEP;
  const directions: ExpandDirection[] = [
    ...(stepped && row.below ? (['up'] as const) : []),
    ...(stepped && row.above ? (['down'] as const) : []),
    'all',
  ];
  const label = !known
    ? `Lines from ${row.from} to the end unchanged`
    : count === 1
      ? `Line ${row.from} unchanged`
      : `Lines ${row.from}–${row.to} unchanged`;
  return (
    <div className="diff-expand" role="group" aria-label={label}>
      {directions.map((direction) => (
        <button
          key={direction}
          type="button"
          className="diff-expand-button"
          onClick={() => onExpand(expandRange(row, direction))}
        >
          {direction === 'all'
            ? !known
              ? 'Expand all below'
              : count === 1
                ? 'Expand the line'
                : `Expand all ${count} lines`
            : `Expand ${direction}`}
        </button>
      ))}
      <span className="diff-expand-note">
        {error ? `Could not read the file: ${error}` : label}
      </span>
    </div>
  );
}
