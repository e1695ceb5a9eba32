import { useEffect, useState } from 'react';
import type { StandardsInUse } from '../../../shared/contract';
import { useClient } from '../api/ClientContext';
import { errorMessage } from '../api/parleyError';
import { errorAttributes, FieldError } from '../ui/FieldError';

interface StandardsFieldProps {
  readonly id: string;
  readonly value: string;
  /** The saved setting: what the file in use was found by. */
  readonly saved: string;
  /** What is wrong with it, when the form was refused. */
  readonly error?: string;
  readonly onChange: (value: string) => void;
}

/** The standards file reviews use now, and a path to use another. */
export function StandardsField({ id, value, saved, error, onChange }: StandardsFieldProps) {
  const client = useClient();
  const [inUse, setInUse] = useState<StandardsInUse | string | null>(null);
  useEffect(() => {
    let current = true;
    client.call('settings:standards', {}).then(
      (found) => current && setInUse(found),
      (error: unknown) => current && setInUse(errorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [client, saved]);

  return (
    <div className="field">
      <label htmlFor={id}>Standards file</label>
      <input
        id={id}
        value={value}
        spellCheck={false}
        placeholder=".parley/standards.md, else AGENTS.md, else CLAUDE.md"
        {...errorAttributes(`${id}-error`, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} error={error} />
      <p className="field-help" data-testid="standards-in-use">
        {describe(inUse)}
      </p>
    </div>
  );
}

function describe(inUse: StandardsInUse | string | null): string {
  if (inUse === null) return 'Looking for the standards file…';
  if (typeof inUse === 'string') return `Could not tell which file is in use: ${inUse}`;
  if (inUse.source === null) return 'In use: none found in the workspace.';
  if (inUse.missing) return `${inUse.path} is missing or empty: reviews go without standards.`;
  return `In use: ${inUse.path}`;
}
