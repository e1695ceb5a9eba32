import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ParleyEvent, SessionCreateInput, SessionSnapshot } from '../../../shared/contract';
import { CoreError } from '../api';
import type { Logger } from '../log/logger';
import { silentLogger } from '../log/logger';
import type { Store } from '../store/store';
import type { ProfileRegistry } from './profiles';
import type { AgentProfile } from './profiles/profile';
import { Session } from './session';
import type { TerminalColours } from './screen/terminalColours';
import type { SessionDefinition } from './sessionDefinition';
import { validDefinitions } from './sessionDefinition';
import type { SessionDeps, SessionLaunchOptions } from './sessionOptions';
import { resolveWorkingDirectory } from './workingDirectory';

export interface SessionManagerOptions {
  readonly profiles: ProfileRegistry;
  readonly store: Store<SessionDefinition[]>;
  /** Sessions start here unless told otherwise. */
  readonly workspace: string;
  /** Each session gets its own folder below this for its turn signal's files. */
  readonly runtimeRoot: string;
  readonly deps: Omit<SessionDeps, 'runtimeDir' | 'log'>;
  /** Where problems nobody waits on go (a session list that could not be saved); its sessions' too. */
  readonly log?: Logger;
  /** `to`: only these clients get the event (a session's output); every client when absent. */
  readonly emit: (event: ParleyEvent, to?: readonly string[]) => void;
  readonly newId?: () => string;
}

/** Options for sessions the core starts itself (the review engine, the command line). */
export interface CreateSessionOptions extends SessionCreateInput {
  /** Extra environment for this run only; never persisted. */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * The sessions of one core: creates, finds, persists and closes them, and
 * turns their changes into contract events. Persisted sessions come back
 * 'stopped' and start on restart.
 */
export class SessionManager {
  private readonly sessions = new Map<string, Session>();
  /** Stored sessions whose profile this build does not know: kept, never dropped silently. */
  private readonly unknown: SessionDefinition[] = [];

  private readonly log: Logger;
  /** What a window last said its terminals draw in; null until one does. */
  private terminalColours: TerminalColours | null = null;

  constructor(private readonly options: SessionManagerOptions) {
    this.log = options.log ?? silentLogger;
    for (const definition of validDefinitions(readSafely(options.store, this.log))) {
      const profile = options.profiles.get(definition.profileId);
      if (profile) this.add(definition, profile);
      else this.unknown.push(definition);
    }
  }

  list(): SessionSnapshot[] {
    return [...this.sessions.values()].map((s) => s.snapshot());
  }

  /** The session with this id, or undefined. */
  find(id: string): Session | undefined {
    return this.sessions.get(id);
  }

  /** The session with this id; CoreError('not-found') when there is none. */
  get(id: string): Session {
    const session = this.sessions.get(id);
    if (!session) throw new CoreError('not-found', `No session with id ${id}.`);
    return session;
  }

  /** Creates and starts a session. Nothing is kept when it cannot start. */
  create(input: CreateSessionOptions): Session {
    const profile = this.options.profiles.get(input.profileId);
    if (!profile) throw new CoreError('bad-input', `Unknown profile: ${input.profileId}.`);
    if (profile.needsCommand && !input.command) {
      throw new CoreError('bad-input', `The ${profile.name} profile needs a command to run.`);
    }
    if (input.role && !profile.permissionArgs) {
      throw new CoreError(
        'bad-input',
        `${profile.name} has no permission flags Parley knows: it cannot run unattended as ${input.role}.`,
      );
    }
    const definition: SessionDefinition = {
      id: this.options.newId?.() ?? `s-${randomUUID()}`,
      name: input.name ?? this.uniqueName(profile.name),
      profileId: profile.id,
      cwd: resolveWorkingDirectory(input.cwd, this.options.workspace),
      command: input.command ?? profile.command,
      // A user's command line comes whole; the profile's arguments belong to the profile's program.
      args: [...(input.args ?? (profile.needsCommand ? [] : profile.args))],
      cols: input.cols ?? 80,
      rows: input.rows ?? 24,
      createdAt: new Date().toISOString(),
      ...(input.role ? { role: input.role } : {}),
      ...(input.role && input.allowedCommands?.length
        ? { allowedCommands: [...input.allowedCommands] }
        : {}),
    };
    const launch: SessionLaunchOptions = input.env ? { env: input.env } : {};
    const session = this.add(definition, profile, launch);
    try {
      session.start();
    } catch (error) {
      this.sessions.delete(definition.id);
      void session.dispose();
      throw error;
    }
    this.persist();
    return session;
  }

  rename(id: string, name: string): SessionSnapshot {
    const session = this.get(id);
    session.rename(name);
    this.persist();
    return session.snapshot();
  }

  async restart(id: string): Promise<SessionSnapshot> {
    const session = this.get(id);
    await session.restart();
    return session.snapshot();
  }

  /** Kills the session's whole process tree and forgets it. */
  async close(id: string): Promise<void> {
    const session = this.get(id);
    this.sessions.delete(id);
    this.persist();
    await session.dispose();
    this.options.emit({ name: 'session:did-close', payload: { id } });
  }

  /** A client went away: it views nothing any more, so it holds no session back. */
  clientGone(clientId: string): void {
    for (const session of this.sessions.values()) session.detach(clientId);
  }

  /** What programs asking for the terminal's colours are told from now on, in every session. */
  setTerminalColours(colours: TerminalColours): void {
    this.terminalColours = colours;
  }

  /** Stops every process; definitions stay persisted for the next start. */
  async dispose(): Promise<void> {
    const all = [...this.sessions.values()];
    this.sessions.clear();
    await Promise.all(all.map((session) => session.dispose()));
  }

  private add(definition: SessionDefinition, profile: AgentProfile, launch?: SessionLaunchOptions) {
    const deps = {
      ...this.options.deps,
      runtimeDir: path.join(this.options.runtimeRoot, definition.id),
      log: this.log,
      terminalColours: () => this.terminalColours,
    };
    const session = new Session(definition, profile, deps, launch);
    const { emit } = this.options;
    const id = definition.id;
    session.onDidChange((payload) => emit({ name: 'session:did-change', payload }));
    // Output goes only to the viewers that keep up; transcripts use onDidOutput.
    session.onDidOutput(({ bytes, viewers }) => {
      if (viewers.length > 0) {
        emit({ name: 'session:did-output', payload: { id, data: bytes } }, viewers);
      }
    });
    session.onDidNeedResync((clientId) =>
      emit({ name: 'session:did-resync', payload: { id } }, [clientId]),
    );
    // Usage is for the review's meter; the event tells what was said.
    session.onDidFinishTurn(({ text, source }) =>
      emit({ name: 'session:did-finish-turn', payload: { id, text, source } }),
    );
    this.sessions.set(id, session);
    return session;
  }

  private uniqueName(base: string): string {
    const taken = new Set([...this.sessions.values()].map((s) => s.snapshot().name));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
  }

  private persist(): void {
    const definitions = [
      ...[...this.sessions.values()].map((s) => s.toDefinition()),
      ...this.unknown,
    ];
    try {
      this.options.store.write(definitions);
    } catch (error) {
      // The sessions keep working; only remembering them failed. The store reports its own problems.
      this.log.warn('Could not save the session list:', error);
    }
  }
}

function readSafely(store: Store<SessionDefinition[]>, log: Logger): unknown {
  try {
    return store.read();
  } catch (error) {
    log.warn('Could not read the saved sessions:', error);
    return [];
  }
}
