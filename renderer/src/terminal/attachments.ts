import type { CommandOutput } from '../../../shared/contract';
import type { ParleyClient } from '../api/client';
import { ParleyError } from '../api/parleyError';

/**
 * The app attaches a *client* (a window, a socket) to a session, not a view.
 * When a view is replaced by another of the same session (a reconnect, React's
 * strict-mode remount), the old view's detach must not cut the new view off:
 * views are counted, and only the last one to go detaches.
 */
class SessionAttachments {
  private readonly views = new Map<string, number>();

  constructor(private readonly client: ParleyClient) {}

  attach(id: string): Promise<CommandOutput<'session:attach'>> {
    this.views.set(id, (this.views.get(id) ?? 0) + 1);
    return this.client.call('session:attach', { id });
  }

  /** Attaches again for a fresh screen (after session:did-resync): the same views, no new one. */
  resync(id: string): Promise<CommandOutput<'session:attach'>> {
    return this.client.call('session:attach', { id });
  }

  release(id: string): void {
    const left = (this.views.get(id) ?? 1) - 1;
    if (left > 0) {
      this.views.set(id, left);
      return;
    }
    this.views.delete(id);
    this.client.call('session:detach', { id }).catch((error: unknown) => {
      // A closed session (its terminal goes as it closes) or a dropped connection streams
      // nothing to us any more: there is nothing to detach from, and nothing to say.
      if (
        error instanceof ParleyError &&
        (error.code === 'not-found' || error.code === 'disconnected')
      )
        return;
      console.warn('Parley: session:detach failed', error);
    });
  }
}

const byClient = new WeakMap<ParleyClient, SessionAttachments>();

export function attachmentsFor(client: ParleyClient): SessionAttachments {
  let attachments = byClient.get(client);
  if (!attachments) {
    attachments = new SessionAttachments(client);
    byClient.set(client, attachments);
  }
  return attachments;
}
