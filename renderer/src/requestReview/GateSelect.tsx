import type { ApprovalGate } from '../../../shared/contract';
import { approvalGates } from '../../../shared/contract';

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
export function GateSelect({ id, value, onChange }: GateSelectProps) {
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value as ApprovalGate)}
    >
      {approvalGates.map((gate) => (
        <option key={gate} value={gate}>
          {GATE_LABELS[gate]}
        </option>
      ))}
    </select>
  );
}
