import { ROUND_LIMIT } from '../../../shared/contract';

interface LimitInputProps {
  readonly id: string;
  /** As typed: the form that holds it checks it on submit. */
  readonly value: string;
  /** The form refused the value: shown as invalid beside its error. */
  readonly invalid?: boolean;
  readonly className?: string;
  readonly onChange: (text: string) => void;
}

/** How many rounds a review may run before it stops for the person. */
export function MaxRoundsInput({ id, value, invalid, onChange }: LimitInputProps) {
  return (
    <input
      id={id}
      type="number"
      min={1}
      max={ROUND_LIMIT}
      value={value}
      aria-invalid={invalid ? true : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** What a review may spend, in USD; empty for no ceiling. */
export function CostCeilingInput({ id, value, invalid, className, onChange }: LimitInputProps) {
  return (
    <input
      id={id}
      className={className}
      inputMode="decimal"
      placeholder="none"
      value={value}
      aria-invalid={invalid ? true : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
