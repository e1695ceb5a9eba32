/**
 * The source of the opencode plugin Parley writes for one session (see
 * opencodeSessionIdle.ts). Checked against opencode-ai 1.18.33: a plugin is
 * an ES module whose exported functions get `{ client, directory, … }` (an
 * SDK client of opencode's own server) and return hooks; `event` sees every
 * event of its bus, and `session.idle` ({ sessionID }) is published each time
 * a session's agent loop ends (SessionStatus.set to idle): after the answer,
 * after an error, after an interrupt. `client.session.get({ path: { id } })`
 * gives the session (a subagent's has a `parentID`), and
 * `client.session.messages({ path: { id } })` its messages as
 * `{ info: { role, modelID, tokens: { input, output, reasoning,
 * cache: { read, write } } }, parts: [{ type: 'text', text, synthetic? }, …] }`.
 *
 * The plugin keeps only what Parley reads (the turn's assistant texts and
 * tokens, not the tools' outputs) and drops it as a turn file: a hidden part
 * file renamed into place, as dropFolder.ts expects. It never throws into
 * opencode: a failed read still ends the turn, with no text.
 */

export function opencodePluginSource(dropDir: string): string {
  return `// Parley's turn-end signal for one opencode session (written by Parley).
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = ${JSON.stringify(dropDir)};
let written = 0;

function reply(message) {
  const info = message.info ?? {};
  const texts = (message.parts ?? [])
    .filter((p) => p.type === 'text' && !p.synthetic && !p.ignored && typeof p.text === 'string')
    .map((p) => p.text);
  return { modelID: info.modelID, providerID: info.providerID, tokens: info.tokens, texts };
}

/** The replies since the last prompt; null for a subagent's session. */
async function turnOf(client, id) {
  try {
    const session = await client.session.get({ path: { id } });
    if (session.data?.parentID) return null;
    const messages = (await client.session.messages({ path: { id } })).data ?? [];
    const prompt = messages.findLastIndex((m) => m.info?.role === 'user');
    return messages.slice(prompt + 1).filter((m) => m.info?.role === 'assistant').map(reply);
  } catch {
    return [];
  }
}

export const ParleyTurnEnd = async ({ client }) => ({
  event: async ({ event }) => {
    if (event?.type !== 'session.idle') return;
    const sessionID = event.properties?.sessionID;
    const replies = await turnOf(client, sessionID);
    if (replies === null) return;
    const name = 'turn-' + Date.now() + '-' + process.pid + '-' + String(written++).padStart(6, '0');
    const part = join(DIR, '.' + name + '.part');
    try {
      writeFileSync(part, JSON.stringify({ event: 'session.idle', sessionID, replies }));
      renameSync(part, join(DIR, name + '.json'));
    } catch {
      // The session's folder is gone (Parley closed it): nobody waits for this turn.
    }
  },
});
`;
}
