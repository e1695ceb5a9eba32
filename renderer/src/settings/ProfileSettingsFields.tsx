import { useState } from 'react';
import type { ProfileSettings, ProfileSnapshot } from '../../../shared/contract';
import { ProfilePriceFields } from './ProfilePriceFields';
import { emptyProfileForm, type ProfileForm, type SettingsForm } from './settingsForm';

interface ProfileSettingsFieldsProps {
  readonly ids: string;
  readonly form: SettingsForm;
  readonly profiles: readonly ProfileSnapshot[];
  /** The profiles' settings as saved: what is in use now. */
  readonly saved: Readonly<Record<string, ProfileSettings>>;
  readonly onChange: (change: Partial<SettingsForm>) => void;
}

/**
 * One agent profile at a time: its command, arguments, environment, model,
 * prices and allowed commands.
 */
export function ProfileSettingsFields({
  ids,
  form,
  profiles,
  saved,
  onChange,
}: ProfileSettingsFieldsProps) {
  const [profileId, setProfileId] = useState(profiles[0]?.id ?? '');
  const profile = profiles.find((p) => p.id === profileId);
  const current = form.profiles[profileId] ?? emptyProfileForm;
  const id = (name: string) => `${ids}-profile-${name}`;
  const set = (change: Partial<ProfileForm>) =>
    onChange({ profiles: { ...form.profiles, [profileId]: { ...current, ...change } } });

  return (
    <fieldset className="settings-section">
      <legend>Agent profiles</legend>
      <div className="field">
        <label htmlFor={id('which')}>Profile to change</label>
        <select
          id={id('which')}
          value={profileId}
          onChange={(event) => setProfileId(event.target.value)}
        >
          {profiles.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <p className="field-help">Used by the sessions started after saving.</p>
      </div>
      {profile && !profile.needsCommand && (
        <div className="field-grid">
          <div className="field">
            <label htmlFor={id('command')}>Command</label>
            <input
              id={id('command')}
              value={current.command}
              spellCheck={false}
              placeholder={profile.command}
              onChange={(event) => set({ command: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={id('args')}>Arguments</label>
            <input
              id={id('args')}
              value={current.args}
              spellCheck={false}
              placeholder={profile.args.join(' ') || 'none'}
              onChange={(event) => set({ args: event.target.value })}
            />
          </div>
        </div>
      )}
      <div className="field-grid">
        <div className="field">
          <label htmlFor={id('env')}>Environment</label>
          <textarea
            id={id('env')}
            rows={2}
            value={current.env}
            spellCheck={false}
            placeholder="NAME=value, one a line"
            onChange={(event) => set({ env: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={id('allowed')}>Allowed commands</label>
          <textarea
            id={id('allowed')}
            rows={2}
            value={current.allowedCommands}
            spellCheck={false}
            placeholder="npm run e2e, one a line"
            onChange={(event) => set({ allowedCommands: event.target.value })}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={id('model')}>Model (priced for cost estimates)</label>
        <input
          id={id('model')}
          value={current.model}
          spellCheck={false}
          placeholder="the profile's own"
          onChange={(event) => set({ model: event.target.value })}
        />
      </div>
      <ProfilePriceFields
        id={id}
        profileId={profileId}
        entry={current.prices}
        saved={saved[profileId]?.prices}
        savedModel={saved[profileId]?.model}
        onChange={(prices) => set({ prices })}
      />
    </fieldset>
  );
}
