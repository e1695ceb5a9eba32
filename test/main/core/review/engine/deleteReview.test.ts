import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParleyEvent } from '../../../../../shared/contract';
import { waitFor } from '../../../../support/poll';
import { callCore, reviewReaching, useSlipsWorkspace } from '../../../../support/slipsWorkspace';

/*
 * Deleting a review, with the real engine, parley-agent sessions and real git:
 * everything Parley kept of it goes (its record, transcripts, snapshots and
 * round notes), the code stays, and a running review is refused.
 */

const workspace = useSlipsWorkspace();
/** A reviewer that takes its prompt and never answers: its review keeps running. */
const NEVER_DONE = `${process.execPath} -e "process.stdout.write('slow> ');process.stdin.once('data',()=>setInterval(()=>process.stdout.write('.'),100))"`;

function snapshotRefs(id: string): string {
  return execFileSync('git', ['for-each-ref', '--format=%(refname)', `refs/parley/${id}/`], {
    cwd: workspace.repo.dir,
    encoding: 'utf8',
  });
}

describe('deleting a review', () => {
  it('takes its record, transcripts, snapshots and round notes away, and leaves the code', async () => {
    const core = await workspace.setUp();
    const events: ParleyEvent[] = [];
    core.onEvent((event) => events.push(event));
    const author = await workspace.session(core, 'author');
    const reviewer = await workspace.session(core, 'reviewer');
    const started = await callCore(core, 'review:start', {
      authorSessionId: author.id,
      reviewerSessionId: reviewer.id,
    });
    const { id } = await reviewReaching(core, started.id, ['approved']);
    const notes = path.join(workspace.repo.dir, '.parley', 'reviews', id);
    const data = path.join(workspace.dataDir, 'reviews', id);
    // (Deleted straight away: a round note may still be on its way.)
    expect(existsSync(path.join(notes, 'round-1.md'))).toBe(true);
    expect(snapshotRefs(id)).toContain(`refs/parley/${id}/round-1`);
    const code = await workspace.repo.read('math.js');

    await expect(callCore(core, 'review:delete', { id })).resolves.toBeNull();

    expect((await callCore(core, 'review:list', {})).map((r) => r.id)).not.toContain(id);
    await expect(callCore(core, 'review:get', { id })).rejects.toThrow(/No review with id/);
    expect(existsSync(data)).toBe(false);
    expect(existsSync(notes)).toBe(false);
    expect(snapshotRefs(id)).toBe('');
    expect(await workspace.repo.read('math.js')).toBe(code);
    expect(events).toContainEqual({ name: 'review:did-delete', payload: { id } });
    // A late call on it (a window that still showed it) is refused, and makes no folder again.
    await expect(
      callCore(core, 'review:resolve-comment', {
        id,
        comment: { kind: 'reviewer', round: 1, index: 0 },
        resolution: 'resolved',
      }),
    ).rejects.toThrow(/No review with id/);
    expect(existsSync(data)).toBe(false);
    // Nothing of it comes back when the app opens again.
    const again = await workspace.restart(core);
    expect((await callCore(again, 'review:list', {})).map((r) => r.id)).not.toContain(id);
  });

  it('refuses a running review, which runs on; once cancelled it can go', async () => {
    const core = await workspace.setUp();
    const author = await workspace.session(core, 'author');
    const reviewer = await workspace.session(core, 'never done', NEVER_DONE);
    const { id } = await callCore(core, 'review:start', {
      authorSessionId: author.id,
      reviewerSessionId: reviewer.id,
    });
    await waitFor(() => core.reviews.get(id).promptDelivered, {
      timeoutMs: 30_000,
      what: 'the prompt to be delivered',
    });

    await expect(callCore(core, 'review:delete', { id })).rejects.toThrow(/is running: cancel it/);
    expect(core.reviews.get(id).status).toBe('in-progress');

    // Deleted straight after its cancel, while the reviewer still prints: nothing of it comes back.
    await callCore(core, 'review:cancel', { id });
    await callCore(core, 'review:delete', { id });
    expect((await callCore(core, 'review:list', {})).map((r) => r.id)).not.toContain(id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(existsSync(path.join(workspace.dataDir, 'reviews', id))).toBe(false);
    await expect(callCore(core, 'review:delete', { id })).rejects.toThrow(/No review with id/);
  });
});
