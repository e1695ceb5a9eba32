import { useId, useState, type FormEvent } from 'react';
import { SHELL_PROFILE_ID, type ProfileSnapshot } from '../../../shared/contract';
import { errorMessage } from '../api/parleyError';
import { shellWords } from '../../../shared/shellWords';
import { useAppState, useDispatcher } from '../store/StoreContext';
import { Modal } from '../ui/Modal';
import { DialogFooter } from '../ui/DialogFooter';
import { initialProfileId, saveLastProfile } from './profileChoice';
import { ATTENDED, UnattendedFields, allowedCommands } from './UnattendedFields';

/**
 * Profile, its arguments, working directory, name and permissions for a new
 * session; the core's errors show here.
 */
export function NewSessionDialog({ onClose }: { onClose: () => void }) {
  const dispatcher = useDispatcher();
  const profiles = useAppState((state) => state.profiles);
  // Why the profiles could not be loaded, if they could not.
  const profilesError = useAppState((state) => state.basicsError);
  const workspace = useAppState((state) => state.info?.workspace ?? '');
  const ids = useId();
  const [profileId, setProfileId] = useState(() => initialProfileId(profiles));
  const [command, setCommand] = useState('');
  const [cwd, setCwd] = useState(workspace);
  const [name, setName] = useState('');
  const [extraArgs, setExtraArgs] = useState('');
  const [unattended, setUnattended] = useState(ATTENDED);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const profile = profiles.find((p) => p.id === profileId);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // Blank but for spaces passes the field's own check (required), not the contract's.
    if (profile?.needsCommand && command.trim() === '') {
      setError('Write the command to run.');
      document.getElementById(`${ids}-command`)?.focus();
      return;
    }
    let args: string[];
    try {
      args = shellWords(extraArgs);
    } catch (caught) {
      setError(`The arguments: ${errorMessage(caught)}.`);
      return;
    }
    const role = profile?.canRunUnattended ? unattended.role : '';
    setCreating(true);
    try {
      // Shows the new session.
      await dispatcher.createSession({
        profileId,
        cwd: cwd.trim() || undefined,
        name: name.trim() || undefined,
        command: profile?.needsCommand ? command.trim() : undefined,
        // The profile's own arguments first: given args replace them.
        args: args.length > 0 && profile ? [...profile.args, ...args] : undefined,
        ...(role ? { role, allowedCommands: allowedCommands(unattended) } : {}),
      });
      saveLastProfile(profileId);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
      setCreating(false);
    }
  }

  return (
    <Modal title="New session" onClose={onClose}>
      <form className="form" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${ids}-profile`}>Profile</label>
          <select
            id={`${ids}-profile`}
            value={profileId}
            required
            onChange={(event) => setProfileId(event.target.value)}
          >
            {profiles.map((p) => (
              <option key={p.id} value={p.id}>
                {p.installed ? p.name : `${p.name} (not installed)`}
              </option>
            ))}
          </select>
          <p className="field-help">
            {profile?.description ?? profilesError ?? 'Loading profiles…'}
          </p>
          {profile && !profile.installed && (
            <p className="field-help profile-missing" role="status">
              {notInstalledText(profile)}
            </p>
          )}
        </div>
        {profile?.needsCommand ? (
          <div className="field">
            <label htmlFor={`${ids}-command`}>Command</label>
            <input
              id={`${ids}-command`}
              value={command}
              required
              spellCheck={false}
              placeholder="e.g. npx my-agent --flag"
              onChange={(event) => setCommand(event.target.value)}
            />
          </div>
        ) : (
          <div className="field">
            <label htmlFor={`${ids}-args`}>Arguments</label>
            <input
              id={`${ids}-args`}
              value={extraArgs}
              spellCheck={false}
              // A shell takes no model: an example for it would mislead.
              placeholder={profileId === SHELL_PROFILE_ID ? undefined : 'e.g. --model opus'}
              onChange={(event) => setExtraArgs(event.target.value)}
            />
            <p className="field-help">
              Added to {profile?.command || 'the program'}
              {profile?.args.length ? ` ${profile.args.join(' ')}` : ''}, quoted as in a shell.
            </p>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${ids}-cwd`}>Working directory</label>
          <input
            id={`${ids}-cwd`}
            value={cwd}
            spellCheck={false}
            placeholder={workspace}
            onChange={(event) => setCwd(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-name`}>Name</label>
          <input
            id={`${ids}-name`}
            value={name}
            maxLength={100}
            placeholder={profile?.name ?? 'Session name'}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <UnattendedFields
          ids={ids}
          entry={unattended}
          supported={profile?.canRunUnattended ?? false}
          onChange={setUnattended}
        />
        <DialogFooter
          error={error}
          onCancel={onClose}
          submitLabel="Create"
          busyLabel="Creating…"
          busy={creating}
          disabled={!profile}
        />
      </form>
    </Modal>
  );
}

/** "claude is not on your PATH — install it with npm i -g @anthropic-ai/claude-code". */
function notInstalledText(profile: ProfileSnapshot): string {
  const missing = `${profile.command} is not on your PATH`;
  return profile.installHint
    ? `${missing} — install it with ${profile.installHint}`
    : `${missing} — install it, or set its command in Settings.`;
}
