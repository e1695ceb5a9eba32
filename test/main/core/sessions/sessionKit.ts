import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ParleyEvent } from '../../../../shared/contract';
import { MemoryStore } from '../../../../main/core/sessions/memoryStore';
import { ProfileRegistry } from '../../../../main/core/sessions/profiles';
import type { AgentProfile } from '../../../../main/core/sessions/profiles/profile';
import { NodePtySpawner } from '../../../../main/core/sessions/pty/nodePtySpawner';
import type { SessionDefinition } from '../../../../main/core/sessions/sessionDefinition';
import { SessionManager } from '../../../../main/core/sessions/sessionManager';
import type { TurnSignalFactory } from '../../../../main/core/sessions/sessionOptions';
import type { Store } from '../../../../main/core/store/store';
import { outputText } from '../../../support/outputText';

export const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures');

/** A plain bash with a known prompt: no rc files, so the user's setup cannot change the screen. */
export const BASH = { profileId: 'shell', command: '/bin/bash', args: ['--norc', '--noprofile'] };

export interface Kit {
  readonly manager: SessionManager;
  readonly events: ParleyEvent[];
  readonly dir: string;
  cleanup(): Promise<void>;
}

export interface KitOptions {
  readonly store?: Store<SessionDefinition[]>;
  readonly profiles?: readonly AgentProfile[];
  readonly turnSignals?: TurnSignalFactory;
  readonly signalGraceMs?: number;
  /** Keep output events (off for floods: they would fill the test's memory). */
  readonly keepOutput?: boolean;
  /** `to`: the clients the event is addressed to (a session's output), absent for all. */
  readonly onEvent?: (event: ParleyEvent, to?: readonly string[]) => void;
}

/** A SessionManager over real PTYs in a temp directory, recording its events. */
export function makeKit(options: KitOptions = {}): Kit {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-sessions-'));
  const events: ParleyEvent[] = [];
  const manager = new SessionManager({
    profiles: new ProfileRegistry(options.profiles),
    store: options.store ?? new MemoryStore<SessionDefinition[]>([]),
    workspace: dir,
    runtimeRoot: path.join(dir, '.run'),
    deps: {
      spawner: new NodePtySpawner(),
      baseEnv: { ...process.env, PS1: '$ ' },
      ...(options.turnSignals ? { turnSignals: options.turnSignals } : {}),
      ...(options.signalGraceMs !== undefined ? { signalGraceMs: options.signalGraceMs } : {}),
      killGraceMs: 1000,
    },
    emit: (event, to) => {
      options.onEvent?.(event, to);
      if (event.name !== 'session:did-output' || options.keepOutput !== false) events.push(event);
    },
  });
  return {
    manager,
    events,
    dir,
    cleanup: async () => {
      await manager.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** True while the process exists and is not a zombie (checked straight from /proc). */
export function processAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** A session's output events joined, as text. */
export function outputOf(events: readonly ParleyEvent[], id: string): string {
  return outputText(
    Buffer.concat(
      events.flatMap((e) =>
        e.name === 'session:did-output' && e.payload.id === id ? [e.payload.data] : [],
      ),
    ),
  );
}

export const FAKE_AGENT = path.join(FIXTURES, 'fakeAgent.mjs');

/** A profile for fixtures/fakeAgent.mjs; tests pass its arguments when creating a session. */
export const fakeAgentProfile: AgentProfile = {
  id: 'fake-agent',
  name: 'Fake agent',
  description: 'tests',
  command: process.execPath,
  args: [FAKE_AGENT],
  submit: { kind: 'paste', pasteSettleMs: 100, enterRetries: 2 },
  readiness: {
    readyPattern: /^agent> /m,
    busyPattern: /esc to interrupt/,
    quietMs: 300,
    turnTimeoutMs: 20_000,
  },
  cost: { kind: 'estimate', model: 'none' },
  dialogs: [{ label: 'Trust this folder?', pattern: /Do you trust the files in this folder/ }],
};

export interface LogEntry {
  readonly type: 'start' | 'paste' | 'typed' | 'enter' | 'dialog-input';
  readonly text?: string;
  readonly argv?: string[];
  readonly env?: string | null;
  readonly sameReadAsPaste?: boolean;
  readonly msAfterPaste?: number;
}

/** What the fake agent logged it received. */
export function readAgentLog(file: string): LogEntry[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogEntry);
  } catch {
    return [];
  }
}
