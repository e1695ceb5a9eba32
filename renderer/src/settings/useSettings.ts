import { useCallback, useEffect, useState } from 'react';
import type { Settings } from '../../../shared/contract';
import { useClient, useConnection, useEvent } from '../api/ClientContext';
import { errorMessage } from '../api/parleyError';

export interface SettingsState {
  /** Null until loaded. */
  readonly settings: Settings | null;
  readonly error: string | null;
  /** Saves the settings whole; throws the core's refusal (a bad value) for the form to show. */
  save(next: Settings): Promise<Settings>;
  /** Changes a part and saves; a failure is told through `error`. */
  change(part: Partial<Settings>): void;
}

/** The user's settings as the core keeps them, fetched on every (re)connect and kept current. */
export function useSettings(): SettingsState {
  const client = useClient();
  const { epoch } = useConnection();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (epoch === 0) return;
    let current = true;
    client.call('settings:get', {}).then(
      (loaded) => current && setSettings(loaded),
      (caught: unknown) => current && setError(errorMessage(caught)),
    );
    return () => {
      current = false;
    };
  }, [client, epoch]);
  // Another window (or tab) changed them: every client shows what is in force.
  useEvent('settings:did-change', setSettings);

  const save = useCallback(
    async (next: Settings) => {
      const saved = await client.call('settings:set', next);
      setSettings(saved);
      setError(null);
      return saved;
    },
    [client],
  );
  const change = useCallback(
    (part: Partial<Settings>) => {
      if (!settings) return;
      save({ ...settings, ...part }).catch((caught: unknown) => setError(errorMessage(caught)));
    },
    [settings, save],
  );
  return { settings, error, save, change };
}
