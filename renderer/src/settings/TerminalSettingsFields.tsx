import { FieldError } from '../ui/FieldError';
import type { SettingsErrors } from './settingsErrors';
import type { SettingsForm } from './settingsForm';

interface TerminalSettingsFieldsProps {
  readonly ids: string;
  readonly form: SettingsForm;
  readonly errors: SettingsErrors;
  readonly onChange: (change: Partial<SettingsForm>) => void;
}

/** How the terminals look and how much they keep. */
export function TerminalSettingsFields({
  ids,
  form,
  errors,
  onChange,
}: TerminalSettingsFieldsProps) {
  const id = (name: string) => `${ids}-terminal-${name}`;
  return (
    <fieldset className="settings-section">
      <legend>Terminal</legend>
      <div className="field-grid">
        <div className="field">
          <label htmlFor={id('font-size')}>Font size</label>
          <input
            id={id('font-size')}
            type="number"
            min={8}
            max={40}
            value={form.terminalFontSize}
            aria-invalid={errors['terminal.fontSize'] ? true : undefined}
            aria-describedby={describedBy(
              errors['terminal.fontSize'] && id('font-size-error'),
              id('font-size-help'),
            )}
            onChange={(event) => onChange({ terminalFontSize: event.target.value })}
          />
          <FieldError id={id('font-size-error')} error={errors['terminal.fontSize']} />
          <p className="field-help" id={id('font-size-help')}>
            In pixels; open terminals change at once.
          </p>
        </div>
        <div className="field">
          <label htmlFor={id('scrollback')}>Scrollback lines</label>
          <input
            id={id('scrollback')}
            inputMode="numeric"
            value={form.terminalScrollback}
            aria-invalid={errors['terminal.scrollback'] ? true : undefined}
            aria-describedby={describedBy(
              errors['terminal.scrollback'] && id('scrollback-error'),
              id('scrollback-help'),
            )}
            onChange={(event) => onChange({ terminalScrollback: event.target.value })}
          />
          <FieldError id={id('scrollback-error')} error={errors['terminal.scrollback']} />
          <p className="field-help" id={id('scrollback-help')}>
            The lines a terminal keeps above its screen. Sessions started after a change keep as
            many for when you come back to them; each line costs memory in every session.
          </p>
        </div>
      </div>
    </fieldset>
  );
}

/** The ids a field is described by: its error first, when it has one, then its help. */
function describedBy(...ids: (string | false | undefined)[]): string {
  return ids.filter(Boolean).join(' ');
}
