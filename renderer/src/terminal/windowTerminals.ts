import type { ParleyClient } from '../api/client';
import { KEPT_HIDDEN, KeptTerminals } from './keptTerminals';
import type { SessionTerminal } from './sessionTerminal';

const byClient = new WeakMap<ParleyClient, KeptTerminals<SessionTerminal>>();

/** The window's kept terminals, let go when their session closes or the connection is made anew. */
export function keptTerminalsFor(client: ParleyClient): KeptTerminals<SessionTerminal> {
  let kept = byClient.get(client);
  if (!kept) {
    const terminals = new KeptTerminals<SessionTerminal>(
      KEPT_HIDDEN,
      () => client.connection.epoch,
    );
    client.on('session:did-close', ({ id }) => terminals.forget(id));
    client.onConnectionChange(() => terminals.forgetStale());
    byClient.set(client, terminals);
    kept = terminals;
  }
  return kept;
}
