import type { ApprovalGate } from '../../../shared/contract';
import { approvalGates } from '../../../shared/contract';
import { ChoiceSelect } from '../ui/ChoiceSelect';

/** What holds a review back, as a person reads it: the findings that must be gone for approval. */
const GATE_LABELS: Readonly<Record<ApprovalGate, string>> = {
  error: 'Errors only',
  warning: 'Errors and warnings',
  suggestion: 'Any finding, suggestions too',
};

interface GateSelectProps {
  readonly id: string;
  readonly value: ApprovalGate;
  readonly onChange: (gate: ApprovalGate) => void;
}

/** The approval gate: with no open finding at or above it, the review is approved. */
export function GateSelect(props: GateSelectProps) {
  return <ChoiceSelect {...props} choices={approvalGates} labels={GATE_LABELS} />;
}
