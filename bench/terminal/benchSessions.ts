import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ParleyEvent } from '../../shared/contract';
import type { Session } from '../../main/core/sessions/session';
import type { SessionDefinition } from '../../main/core/sessions/sessionDefinition';
import type { SessionManager } from '../../main/core/sessions/sessionManager';
import { asBuilt } from '../asBuilt';
import type * as CoreSessions from './coreSessions';

/** The client id the benchmarks attach as, so output leaves the core as it does for a tab. */
export const BENCH_CLIENT = 'bench-client';

export interface BenchSessions {
  readonly manager: SessionManager;
  readonly dir: string;
  /** Output events the core emitted to BENCH_CLIENT, as they leave it: the PTY's bytes. */
  onOutput(listener: (sessionId: string, data: Uint8Array) => void): () => void;
  dispose(): Promise<void>;
}

/**
 * A real SessionManager over real PTYs in a temp directory, as the app's core
 * makes it, built as users run it.
 */
export async function benchSessions(): Promise<BenchSessions> {
  const { MemoryStore, NodePtySpawner, ProfileRegistry, SessionManager } = await asBuilt<
    typeof CoreSessions
  >('bench/terminal/coreSessions.ts');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  const listeners = new Set<(sessionId: string, data: Uint8Array) => void>();
  const emit = (event: ParleyEvent, to?: readonly string[]) => {
    if (event.name !== 'session:did-output' || !to?.includes(BENCH_CLIENT)) return;
    for (const listener of listeners) listener(event.payload.id, event.payload.data);
  };
  const manager = new SessionManager({
    profiles: new ProfileRegistry(),
    store: new MemoryStore<SessionDefinition[]>([]),
    workspace: dir,
    runtimeRoot: path.join(dir, '.run'),
    deps: {
      spawner: new NodePtySpawner(),
      baseEnv: { ...process.env, PS1: '$ ' },
      killGraceMs: 500,
    },
    emit,
  });
  return {
    manager,
    dir,
    onOutput(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async dispose() {
      await manager.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts `command args` as a plain session (the shell profile: no readiness rules of an agent). */
export function startProgram(
  sessions: BenchSessions,
  command: string,
  args: readonly string[],
  size = { cols: 120, rows: 40 },
): Session {
  return sessions.manager.create({ profileId: 'shell', command, args: [...args], ...size });
}

/** Resolves once the session's program has exited. */
export function exited(session: Session): Promise<void> {
  return new Promise((resolve) => {
    if (session.currentStatus === 'exited' || session.currentStatus === 'stopped') resolve();
    const stop = session.onDidChange(({ status }) => {
      if (status !== 'exited' && status !== 'stopped') return;
      stop();
      resolve();
    });
  });
}
