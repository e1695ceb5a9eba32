import { useEffect, useRef, useState } from 'react';
import type { DiffSource, DiffTextOrigin, ShownDiff } from '../../../shared/contract';
import { joinPage } from '../../../shared/contract/diffPages';
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
  readonly diff: ShownDiff | null;
  readonly error: string | null;
  /** Until the whole diff is read (its first files may be on screen already). */
  readonly loading: boolean;
}

interface Loaded {
  readonly target: string | null;
  /** The key of the read that is whole; null while its pages are still coming. */
  readonly key: string | null;
  readonly diff: ShownDiff | null;
  readonly error: string | null;
}

/**
 * Reads the diff of `request` page by page (`diff:open`, then `diff:read`
 * until done), handing on the diff read so far after each page. Stops when
 * `wanted` says so, closing the stream.
 */
async function readDiff(
  client: ParleyClient,
  request: DiffRequest,
  onPage: (diff: ShownDiff, done: boolean) => void,
  wanted: () => boolean,
): Promise<void> {
  const first = await client.call('diff:open', request);
  let { files, warnings, done, continued } = first;
  onPage({ description: first.description, files, warnings }, done);
  while (!done) {
    if (!wanted()) {
      // Nobody reads the rest: let the server stop git. A failure here changes nothing shown.
      client.call('diff:close', { stream: first.stream }).catch(() => undefined);
      return;
    }
    const page = await client.call('diff:read', { stream: first.stream });
    // New arrays each page: what is drawn from the files sees them change.
    files = joinPage(files, continued, page.files);
    warnings = page.warnings.length > 0 ? [...warnings, ...page.warnings] : warnings;
    // A page of warnings alone leaves the file before it still to be joined.
    if (page.files.length > 0) continued = page.continued;
    done = page.done;
    onPage({ description: first.description, files, warnings }, done);
  }
}

/**
 * Loads the diff of `request`, again whenever `stamp` changes (a refresh).
 * A diff not shown yet appears as it is read, its first files at once; the
 * diff on screen stays whole while its refresh is read, so nothing jumps.
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
  // What is on screen, read when a read starts: a refresh of it is shown only once whole.
  const shown = useRef(loaded);
  // Before the read below, in the same commit: effects run in order.
  useEffect(() => {
    shown.current = loaded;
  }, [loaded]);

  useEffect(() => {
    if (target === null) return;
    let current = true;
    const refresh = shown.current.target === target && shown.current.diff !== null;
    readDiff(
      client,
      JSON.parse(target) as DiffRequest,
      (diff, done) => {
        if (current && (done || !refresh)) {
          setLoaded({ target, key: done ? key : null, diff, error: null });
        }
      },
      () => current,
    ).catch(
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
