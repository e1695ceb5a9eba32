import type { AgentRole } from '../../../shared/contract';

/** Permissions for a new session as typed, before its allowed commands are split into lines. */
export interface UnattendedEntry {
  /** '' for a session a person attends (it may show permission dialogs). */
  readonly role: AgentRole | '';
  /** One command line per line. */
  readonly allowed: string;
}

export const ATTENDED: UnattendedEntry = { role: '', allowed: '' };

/** The commands an entry allows, one per non-empty line. */
export function allowedCommands(entry: UnattendedEntry): string[] {
  return entry.allowed
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

interface UnattendedFieldsProps {
  readonly ids: string;
  readonly entry: UnattendedEntry;
  /** The profile has permission flags Parley knows. */
  readonly supported: boolean;
  readonly onChange: (entry: UnattendedEntry) => void;
}

/**
 * Whether a new session runs unattended, in which role, and what else it may
 * run: an unattended agent never stops on a permission dialog, it refuses
 * what its role's policy does not allow and goes on.
 */
export function UnattendedFields({ ids, entry, supported, onChange }: UnattendedFieldsProps) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${ids}-role`}>Permissions</label>
        <select
          id={`${ids}-role`}
          value={supported ? entry.role : ''}
          disabled={!supported}
          onChange={(event) => onChange({ ...entry, role: event.target.value as AgentRole | '' })}
        >
          <option value="">Ask me (I answer its dialogs)</option>
          <option value="author">Unattended author: edits, runs allowed commands</option>
          <option value="reviewer">Unattended reviewer: read-only, runs checks</option>
        </select>
        <p className="field-help">
          {supported
            ? 'Unattended agents never ask: anything else they try is refused and they go on.'
            : 'This program has no permission flags Parley knows: it runs as it is.'}
        </p>
      </div>
      {supported && entry.role !== '' && (
        <div className="field">
          <label htmlFor={`${ids}-allowed`}>Also allowed commands</label>
          <textarea
            id={`${ids}-allowed`}
            value={entry.allowed}
            rows={3}
            spellCheck={false}
            placeholder={'npm run e2e\nmake integration'}
            onChange={(event) => onChange({ ...entry, allowed: event.target.value })}
          />
          <p className="field-help">
            One per line, each a prefix. The project&apos;s own checks (its test, lint and build
            scripts) and read-only git are always allowed.
          </p>
        </div>
      )}
    </>
  );
}
