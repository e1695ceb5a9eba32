import { ROUND_LIMIT } from '../../../shared/contract';

interface LimitInputProps {
  readonly id: string;
  /** As typed: the form that holds it checks it on submit. */
  readonly value: string;
  /** The form refused the value: the id of its error, which marks it invalid and describes it. */
  readonly errorId?: string;
  readonly className?: string;
  readonly onChange: (text: string) => void;
}

/** How many rounds a review may run before it stops for the person. */
export function MaxRoundsInput({ id, value, errorId, onChange }: LimitInputProps) {
  return (
    <input
      id={id}
      type="number"
      min={1}
      max={ROUND_LIMIT}
      value={value}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** What a review may spend, in USD; empty for no ceiling. */
export function CostCeilingInput({ id, value, errorId, className, onChange }: LimitInputProps) {
  return (
    <input
      id={id}
      className={className}
      inputMode="decimal"
      placeholder="none"
      value={value}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
