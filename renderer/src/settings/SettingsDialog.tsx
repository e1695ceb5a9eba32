import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Settings, ThemeChoice } from '../../../shared/contract';
import { themeChoices } from '../../../shared/contract';
import { errorMessage } from '../api/parleyError';
import { DialogFooter } from '../ui/DialogFooter';
import { errorAttributes, FieldError } from '../ui/FieldError';
import { Modal } from '../ui/Modal';
import { mergeEdits } from './mergeEdits';
import { ProfileSettingsFields } from './ProfileSettingsFields';
import { ReviewDefaultsFields } from './ReviewDefaultsFields';
import { fromSettingsForm, toSettingsForm, type SettingsForm } from './settingsForm';
import { StandardsField } from './StandardsField';
import { TerminalSettingsFields } from './TerminalSettingsFields';
import { useAppState, useDispatcher } from '../store/StoreContext';

interface SettingsDialogProps {
  readonly settings: Settings;
  readonly onClose: () => void;
}

const themeLabels: Readonly<Record<ThemeChoice, string>> = {
  system: 'Follow the system',
  light: 'Light',
  dark: 'Dark',
};

/**
 * Every setting in one form, saved whole with Save (Cancel keeps what was
 * saved); once a save was tried every wrong field is marked where it is, and
 * the marks follow the typing.
 */
export function SettingsDialog({ settings, onClose }: SettingsDialogProps) {
  const dispatcher = useDispatcher();
  const profiles = useAppState((state) => state.profiles);
  const ids = useId();
  // The person's edits, over the values the dialog opened on; what it shows and saves is those
  // edits over the settings as they are now (another window may have saved since).
  const [base] = useState<SettingsForm>(() => toSettingsForm(settings));
  const [edits, setEdits] = useState<SettingsForm>(base);
  const form = useMemo(
    () => mergeEdits(base, edits, toSettingsForm(settings)),
    [base, edits, settings],
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const [warned, setWarned] = useState(false);
  // Each refused save takes the keyboard to the first field marked wrong, scrolled into view.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  // The warning stands by the buttons, at the end of a long dialog: brought into view, or the
  // first Esc would seem to do nothing.
  useEffect(() => {
    if (warned) formRef.current?.querySelector('.form-error')?.scrollIntoView({ block: 'nearest' });
  }, [warned]);
  const checked = fromSettingsForm(form, settings);
  const errors = tried && !checked.ok ? checked.errors : {};
  const update = (change: Partial<SettingsForm>) => {
    setEdits((previous) => ({ ...previous, ...change }));
    setError(null);
    setWarned(false);
  };
  // Esc is easily pressed by mistake: with changes made, the first one only says what a second does.
  function onEscape() {
    if (warned || JSON.stringify(edits) === JSON.stringify(base)) return onClose();
    setWarned(true);
    setError('Your changes are not saved: Save keeps them, Esc again or Cancel drops them.');
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!checked.ok) {
      setRefusals((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      await dispatcher.saveSettings(checked.settings);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
      setSaving(false);
    }
  }

  return (
    <Modal title="Settings" onClose={onEscape}>
      <form className="form settings-form" ref={formRef} onSubmit={onSubmit} noValidate>
        <ReviewDefaultsFields
          ids={ids}
          form={form}
          errors={errors}
          profiles={profiles}
          onChange={update}
        />
        <ProfileSettingsFields
          ids={ids}
          form={form}
          errors={errors}
          profiles={profiles}
          saved={settings.profiles}
          onChange={update}
        />
        <fieldset className="settings-section">
          <legend>Workspace and app</legend>
          <StandardsField
            id={`${ids}-standards`}
            value={form.standardsFile}
            saved={settings.standardsFile}
            error={errors.standardsFile}
            onChange={(standardsFile) => update({ standardsFile })}
          />
          <div className="field">
            <label htmlFor={`${ids}-editor`}>Editor command</label>
            <input
              id={`${ids}-editor`}
              value={form.editorCommand}
              spellCheck={false}
              placeholder="e.g. code, or my-editor --goto {file}:{line}"
              {...errorAttributes(`${ids}-editor-error`, errors['editor.command'])}
              onChange={(event) => update({ editorCommand: event.target.value })}
            />
            <FieldError id={`${ids}-editor-error`} error={errors['editor.command']} />
            <p className="field-help">
              For Open in editor. Empty: $VISUAL or $EDITOR in a new session, else the system’s
              default app.
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${ids}-theme`}>Theme</label>
            <select
              id={`${ids}-theme`}
              value={form.theme}
              onChange={(event) => update({ theme: event.target.value as ThemeChoice })}
            >
              {themeChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {themeLabels[choice]}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <TerminalSettingsFields ids={ids} form={form} errors={errors} onChange={update} />
        <DialogFooter
          error={error}
          onCancel={onClose}
          submitLabel="Save"
          busyLabel="Saving…"
          busy={saving}
        />
      </form>
    </Modal>
  );
}
