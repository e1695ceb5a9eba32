import { useState } from 'react';
import type { ProfileSettings, ProfileSnapshot } from '../../../shared/contract';
import { ProfilePriceFields } from './ProfilePriceFields';
import { errorAttributes, FieldError } from '../ui/FieldError';
import {
  profileFieldKey,
  profilesWithErrors,
  type ProfileFieldName,
  type SettingsErrors,
} from './settingsErrors';
import { emptyProfileForm, type ProfileForm, type SettingsForm } from './settingsForm';

interface ProfileSettingsFieldsProps {
  readonly ids: string;
  readonly form: SettingsForm;
  readonly errors: SettingsErrors;
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
  errors,
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
  const errorOf = (field: ProfileFieldName) => errors[profileFieldKey(profileId, field)];
  /** A field's error under it, and the field marked invalid and described by it. */
  const marked = (field: ProfileFieldName, name: string) => ({
    attributes: errorAttributes(id(`${name}-error`), errorOf(field)),
    error: <FieldError id={id(`${name}-error`)} error={errorOf(field)} />,
  });
  // Another profile's wrong fields are not on screen: its name says so.
  const elsewhere = profilesWithErrors(errors)
    .filter((other) => other !== profileId)
    .map((other) => profiles.find((p) => p.id === other)?.name ?? other);
  const command = marked('command', 'command');
  const args = marked('args', 'args');
  const env = marked('env', 'env');
  const allowed = marked('allowedCommands', 'allowed');
  const model = marked('model', 'model');

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
        <FieldError
          id={id('which-error')}
          error={
            elsewhere.length > 0
              ? `Also to fix: the fields marked in ${elsewhere.join(', ')}`
              : undefined
          }
        />
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
              {...command.attributes}
              onChange={(event) => set({ command: event.target.value })}
            />
            {command.error}
          </div>
          <div className="field">
            <label htmlFor={id('args')}>Arguments</label>
            <input
              id={id('args')}
              value={current.args}
              spellCheck={false}
              placeholder={profile.args.join(' ') || 'none'}
              {...args.attributes}
              onChange={(event) => set({ args: event.target.value })}
            />
            {args.error}
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
            {...env.attributes}
            onChange={(event) => set({ env: event.target.value })}
          />
          {env.error}
        </div>
        <div className="field">
          <label htmlFor={id('allowed')}>Allowed commands</label>
          <textarea
            id={id('allowed')}
            rows={2}
            value={current.allowedCommands}
            spellCheck={false}
            placeholder="npm run e2e, one a line"
            {...allowed.attributes}
            onChange={(event) => set({ allowedCommands: event.target.value })}
          />
          {allowed.error}
        </div>
      </div>
      <div className="field">
        <label htmlFor={id('model')}>Model (priced for cost estimates)</label>
        <input
          id={id('model')}
          value={current.model}
          spellCheck={false}
          placeholder="the profile's own"
          {...model.attributes}
          onChange={(event) => set({ model: event.target.value })}
        />
        {model.error}
      </div>
      <ProfilePriceFields
        id={id}
        profileId={profileId}
        entry={current.prices}
        errorOf={(field) => errorOf(`prices.${field}`)}
        saved={saved[profileId]?.prices}
        savedModel={saved[profileId]?.model}
        onChange={(prices) => set({ prices })}
      />
    </fieldset>
  );
}
