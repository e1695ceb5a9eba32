import { useEffect, useState } from 'react';
import type { CapturedDiff, DiffSource, DiffTextOrigin } from '../../../shared/contract';
import { useClient } from '../api/ClientContext';
import type { ParleyClient } from '../api/client';
import { errorMessage } from '../api/parleyError';
import { useTreeChanges } from './useTreeChanges';

/** A diff to show: captured from a session's work now, or one kept for a review round. */
export type DiffRequest =
  | { readonly kind: 'capture'; readonly sessionId: string; readonly diffSource: DiffSource }
  | {
      readonly kind: 'round';
      readonly reviewId: string;
      readonly round: number;
      readonly view: 'reviewed' | 'since-previous';
    };

export interface DiffState {
  /** The diff of the current request; while a refresh runs, the previous one of it. */
  readonly diff: CapturedDiff | null;
  readonly error: string | null;
  readonly loading: boolean;
}

function fetchDiff(client: ParleyClient, request: DiffRequest): Promise<CapturedDiff> {
  return request.kind === 'capture'
    ? client.call('diff:capture', { sessionId: request.sessionId, diffSource: request.diffSource })
    : client.call('review:diff', {
        id: request.reviewId,
        round: request.round,
        view: request.view,
      });
}

interface Loaded {
  readonly target: string | null;
  readonly key: string | null;
  readonly diff: CapturedDiff | null;
  readonly error: string | null;
}

/**
 * Loads the diff of `request`, again whenever `stamp` changes (a refresh).
 * The diff on screen stays while its refresh runs, so nothing jumps; a
 * different request shows nothing until its own diff is there.
 */
export function useDiff(request: DiffRequest | null, stamp: string): DiffState {
  const client = useClient();
  const target = request ? JSON.stringify(request) : null;
  // A captured diff follows the working tree: each change on disk is a refresh.
  const treeChanges = useTreeChanges(request?.kind === 'capture' ? request.sessionId : null);
  const key = target === null ? null : `${target}#${stamp}#${treeChanges}`;
  const [loaded, setLoaded] = useState<Loaded>({
    target: null,
    key: null,
    diff: null,
    error: null,
  });

  useEffect(() => {
    if (target === null) return;
    let current = true;
    fetchDiff(client, JSON.parse(target) as DiffRequest).then(
      (diff) => current && setLoaded({ target, key, diff, error: null }),
      (error: unknown) =>
        current &&
        setLoaded((previous) => ({
          target,
          key,
          diff: previous.target === target ? previous.diff : null,
          error: errorMessage(error),
        })),
    );
    return () => {
      current = false;
    };
  }, [client, target, key]);

  const same = loaded.target === target;
  return {
    diff: same ? loaded.diff : null,
    error: same ? loaded.error : null,
    loading: target !== null && loaded.key !== key,
  };
}

/** Where the new side of the diff `request` shows is read from, for lines around its hunks. */
export function textOriginOf(request: DiffRequest): DiffTextOrigin {
  return request.kind === 'capture'
    ? { kind: 'capture', sessionId: request.sessionId, sourceKind: request.diffSource.kind }
    : { kind: 'round', reviewId: request.reviewId, round: request.round };
}
