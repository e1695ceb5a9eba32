import { useEffect, useRef, useState } from 'react';
import type { DiffSourceEntry } from '../model/diffSourceEntry';
import type { RepoBranches } from '../../../shared/contract';
import { useClient } from '../api/ClientContext';

/**
 * The branches of a session's repository, asked once per session (null until
 * they come, or when they cannot be had: the base is then typed by hand).
 * `fillBase` is called with the repository's default base when they come
 * while `entry` is a branch diff with no base typed: a person who picked
 * Branch before the answer came gets the base as if it had been there.
 */
export function useRepoBranches(
  sessionId: string | null,
  entry: DiffSourceEntry,
  fillBase: (base: string) => void,
): RepoBranches | null {
  const client = useClient();
  const [answer, setAnswer] = useState<{ sessionId: string; branches: RepoBranches } | null>(null);
  const branches = answer !== null && answer.sessionId === sessionId ? answer.branches : null;

  useEffect(() => {
    if (sessionId === null) return;
    let current = true;
    client.call('diff:branches', { sessionId }).then(
      (listed) => {
        if (current) setAnswer({ sessionId, branches: listed });
      },
      (error: unknown) => {
        // Not a repository, or a session gone: the base is typed by hand, and the diff says why.
        console.warn('Parley: diff:branches failed', error);
      },
    );
    return () => {
      current = false;
    };
  }, [client, sessionId]);

  // Once per answer, as it comes: a base cleared later by the person stays cleared.
  const filledFrom = useRef<RepoBranches | null>(null);
  useEffect(() => {
    if (branches === null || filledFrom.current === branches) return;
    filledFrom.current = branches;
    if (entry.kind === 'branch' && !entry.base.trim() && branches.defaultBase)
      fillBase(branches.defaultBase);
  }, [branches, entry, fillBase]);

  return branches;
}
