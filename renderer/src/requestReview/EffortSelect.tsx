import type { Effort } from '../../../shared/contract';
import { effortLevels } from '../../../shared/contract';
import { effortLabels } from '../model/requestForm';
import { ChoiceSelect } from '../ui/ChoiceSelect';

interface EffortSelectProps {
  readonly id: string;
  readonly value: Effort;
  readonly onChange: (effort: Effort) => void;
}

/** How hard the reviewer looks, each level named as the person reads it. */
export function EffortSelect(props: EffortSelectProps) {
  return <ChoiceSelect {...props} choices={effortLevels} labels={effortLabels} />;
}
