/**
 * The real Parley core (createParleyCore) in a temp data folder, driven the
 * way a host drives it: commands by name with inputs and outputs checked
 * against the contract, events recorded. Helpers wait for what a user would
 * see: a status, a turn's end, text on the screen.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {
  CommandInput,
  CommandName,
  CommandOutput,
  EventPayload,
  ParleyEvent,
  SessionSnapshot,
  SessionStatus,
} from '../../shared/contract';
import { commands } from '../../shared/contract';
import type { LocalParleyCore, ParleyCoreOptions } from '../../main/core/parleyCore';
import { createParleyCore } from '../../main/core/parleyCore';
import { nextEvent, waitFor } from './poll';

export type TurnEvent = EventPayload<'session:did-finish-turn'>;

export interface CoreHarnessOptions {
  readonly workspace: string;
  /** The environment the agents inherit (e.g. cleanAgentEnv() plus a fake API's home). */
  readonly env: Record<string, string>;
  /** null: no structured turn signals, every turn end comes from the screen. */
  readonly turnSignals?: ParleyCoreOptions['turnSignals'];
}

export interface CoreHarness {
  readonly core: LocalParleyCore;
  readonly events: ParleyEvent[];
  /** A command through the contract: input parsed, output checked. */
  call<K extends CommandName>(name: K, input: CommandInput<K>): Promise<CommandOutput<K>>;
  snapshot(id: string): Promise<SessionSnapshot>;
  /** Every status the session has reported, in order. */
  statusHistory(id: string): SessionStatus[];
  waitForStatus(
    id: string,
    wanted: SessionStatus | readonly SessionStatus[],
    timeoutMs?: number,
  ): Promise<SessionSnapshot>;
  /** The next session:did-finish-turn of this session (subscribe before submitting). */
  nextTurn(id: string, timeoutMs?: number): Promise<TurnEvent>;
  readScreen(id: string): Promise<string>;
  waitForScreen(id: string, pattern: RegExp, timeoutMs?: number): Promise<string>;
  dispose(): Promise<void>;
}

const CLIENT = { clientId: 'test-client' };

export async function startCoreHarness(options: CoreHarnessOptions): Promise<CoreHarness> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
  const core = await createParleyCore({
    workspace: options.workspace,
    dataDir,
    isDesktop: false,
    version: 'test',
    env: options.env,
    ...(options.turnSignals !== undefined ? { turnSignals: options.turnSignals } : {}),
  });
  const events: ParleyEvent[] = [];
  core.onEvent((event) => {
    if (event.name !== 'session:did-output') events.push(event);
  });

  const call = async <K extends CommandName>(name: K, input: CommandInput<K>) => {
    const spec = commands[name];
    const parsed = spec.input.parse(input);
    const handler = core.handlers[name] as (i: unknown, c: typeof CLIENT) => Promise<unknown>;
    return spec.output.parse(await handler(parsed, CLIENT)) as CommandOutput<K>;
  };
  const snapshot = async (id: string) => {
    const found = (await call('session:list', {})).find((s) => s.id === id);
    if (!found) throw new Error(`No session ${id}`);
    return found;
  };
  const readScreen = async (id: string) => (await call('session:read-screen', { id })).text;
  /** What a timed-out wait shows of the session: its snapshot and its screen. */
  const seen = async (id: string) =>
    `${JSON.stringify(await snapshot(id).catch(() => null))}\n${await readScreen(id).catch(() => '')}`;

  return {
    core,
    events,
    call,
    snapshot,
    readScreen,
    statusHistory: (id) =>
      events.flatMap((e) =>
        e.name === 'session:did-change' && e.payload.id === id ? [e.payload.status] : [],
      ),
    async waitForStatus(id, wanted, timeoutMs = 30_000) {
      const statuses: readonly SessionStatus[] = typeof wanted === 'string' ? [wanted] : wanted;
      return waitFor(
        async () => {
          const current = await snapshot(id);
          return statuses.includes(current.status) ? current : null;
        },
        {
          timeoutMs,
          what: `session ${id} to be ${statuses.join(' or ')}`,
          describe: () => seen(id),
        },
      );
    },
    nextTurn: (id, timeoutMs = 60_000) =>
      nextEvent<ParleyEvent>(
        (listener) => core.onEvent(listener),
        (e) => e.name === 'session:did-finish-turn' && e.payload.id === id,
        { timeoutMs, what: `a turn of session ${id} to finish`, describe: () => seen(id) },
      ).then((e) => e.payload as TurnEvent),
    waitForScreen: (id, pattern, timeoutMs = 30_000) =>
      waitFor(
        async () => {
          const text = await readScreen(id);
          return pattern.test(text) ? text : null;
        },
        { timeoutMs, what: `${pattern} on the screen of ${id}`, describe: () => readScreen(id) },
      ),
    async dispose() {
      await core.dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
