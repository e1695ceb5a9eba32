import type { Effort } from '../../../shared/contract';
import { effortLevels } from '../../../shared/contract';
import { effortLabels } from '../model/requestForm';

interface EffortSelectProps {
  readonly id: string;
  readonly value: Effort;
  readonly onChange: (effort: Effort) => void;
}

/** How hard the reviewer looks, each level named as the person reads it. */
export function EffortSelect({ id, value, onChange }: EffortSelectProps) {
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value as Effort)}>
      {effortLevels.map((level) => (
        <option key={level} value={level}>
          {effortLabels[level]}
        </option>
      ))}
    </select>
  );
}
