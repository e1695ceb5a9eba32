import path from 'node:path';
import type { ParleyEvent } from '../../shared/contract';
import type { ParleyCore } from './api';
import { createCommandHandlers } from './commands';
import { EventBus } from './events/eventBus';
import { logCoreEvents } from './log/coreEventLog';
import type { Logger } from './log/logger';
import { silentLogger } from './log/logger';
import { ProfileRegistry, builtInProfiles } from './sessions/profiles';
import type { AgentProfile } from './sessions/profiles/profile';
import { NodePtySpawner } from './sessions/pty/nodePtySpawner';
import type { PtySpawner } from './sessions/pty/ptyProcess';
import type { SessionDefinition } from './sessions/sessionDefinition';
import { SessionManager } from './sessions/sessionManager';
import type { TurnSignalFactory } from './sessions/sessionOptions';
import { createTurnSignal } from './sessions/turnSignals';
import { DiffSources } from './git/sources/captureDiff';
import { NodeCommandRunner } from './git/nodeCommandRunner';
import { NodeGitRunner } from './git/gitRunner';
import { Snapshots } from './git/snapshots';
import { sentReview } from './review/sentReview';
import { ReviewEngine } from './review/engine/reviewEngine';
import type { PhaseTimeouts } from './review/engine/ports';
import { sessionAgents } from './review/engine/sessionAgents';
import { openAppStores } from './appStores';
import { SettingsService } from './settings/settingsService';
import { withYourPrices } from './review/cost/profilePrices';
import { DiffStreams } from './git/stream/diffStreams';
import { DiffWatchers } from './git/watch/diffWatchers';
import { openRepo } from './git/repo';
import type { ConfOpener } from './store/confFile';
import type { AppStores } from './appStores';
import type { Store } from './store/store';

export interface ParleyCoreOptions {
  /** Where new sessions start unless the user picks another directory. */
  readonly workspace: string;
  /** The app's data folder: store files, per-session runtime files. */
  readonly dataDir: string;
  readonly isDesktop: boolean;
  readonly version: string;
  /** Defaults to the JSON-file store in dataDir (reviews are always kept there, one file each). */
  readonly stores?: {
    readonly sessions?: Store<SessionDefinition[]>;
  };
  /** How long review phases may take (tests and unattended runs shorten them). */
  readonly reviewTimeouts?: Partial<PhaseTimeouts>;
  /** How the default stores' files are read and written (the app passes electron-store's). */
  readonly storeOpener?: ConfOpener;
  /**
   * Look at the data folder every few seconds for reviews other processes
   * run there (a `parley review` beside the app), to tell the windows as they
   * change: for the hosts with windows.
   */
  readonly followReviewsElsewhere?: boolean;
  /** Defaults to real PTYs (node-pty). */
  readonly spawner?: PtySpawner;
  /** Defaults to the real turn signals; null runs every session on screen rules alone. */
  readonly turnSignals?: TurnSignalFactory | null;
  readonly profiles?: readonly AgentProfile[];
  /** The environment programs inherit; defaults to this process's. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /**
   * Where problems, session starts and exits and review status changes are
   * written, so a failure can be read back (each host's file log). Defaults to none.
   */
  readonly log?: Logger;
}

/** An event and the clients it is for (every client when `to` is absent). */
interface AddressedEvent {
  readonly event: ParleyEvent;
  readonly to?: readonly string[];
}

/** The core as in-process code sees it: the contract's ParleyCore plus the session API. */
export interface LocalParleyCore extends ParleyCore {
  readonly sessions: SessionManager;
  readonly profiles: ProfileRegistry;
  readonly reviews: ReviewEngine;
}

/**
 * The composition root: builds the core's parts from real implementations
 * (or the ones given) and exposes them as the contract's handlers. Every host
 * (Electron, browser-mode server, command line) calls exactly this.
 */
export async function createParleyCore(options: ParleyCoreOptions): Promise<LocalParleyCore> {
  const workspace = path.resolve(options.workspace);
  const log = options.log ?? silentLogger;
  const bus = new EventBus<AddressedEvent>((error) =>
    log.error('An event listener failed:', error),
  );
  const logEvent = logCoreEvents(log);
  bus.on(({ event }) => logEvent(event));
  // Profiles are read with the user's settings applied, as they are when a session starts.
  const profiles: ProfileRegistry = new ProfileRegistry(
    options.profiles ?? builtInProfiles,
    () => settings.read().profiles,
  );
  // Opened once, and only when a store was not given: two handles on one file would disagree.
  const problems: string[] = [];
  const reportProblem = (message: string) => {
    log.warn(message);
    problems.push(message);
    bus.emit({ event: { name: 'app:did-report-problem', payload: { message } } });
  };
  const dismissedProblems: string[] = [];
  const dismissProblems = (messages: readonly string[]) => {
    dismissedProblems.splice(0, Infinity, ...messages);
    bus.emit({ event: { name: 'app:did-dismiss-problems', payload: { messages: [...messages] } } });
  };
  let appStores: AppStores | undefined;
  const defaultStores = () =>
    (appStores ??= openAppStores(
      options.dataDir,
      (problem) => reportProblem(problem.message),
      options.storeOpener,
    ));
  const settings: SettingsService = new SettingsService({
    store: defaultStores().settings,
    profileIds: () => profiles.list().map((p) => p.id),
    onChange: (payload) => bus.emit({ event: { name: 'settings:did-change', payload } }),
  });
  const sessionStore = options.stores?.sessions ?? defaultStores().sessions;
  const turnSignals =
    options.turnSignals === null ? undefined : (options.turnSignals ?? createTurnSignal);
  const sessions = new SessionManager({
    profiles,
    store: sessionStore,
    workspace,
    runtimeRoot: path.join(options.dataDir, 'run'),
    deps: {
      spawner: options.spawner ?? new NodePtySpawner(),
      baseEnv: options.env ?? process.env,
      ...(turnSignals ? { turnSignals } : {}),
      scrollback: () => settings.read().terminal.scrollback,
    },
    emit: (event, to) => bus.emit({ event, to }),
    log,
  });
  const commandRunner = new NodeCommandRunner();
  const git = new NodeGitRunner(commandRunner);
  const reviews = new ReviewEngine({
    store: defaultStores().reviews,
    agents: sessionAgents(sessions),
    git: {
      runner: git,
      diffs: new DiffSources(git, commandRunner),
      snapshots: new Snapshots(git),
    },
    dataDir: options.dataDir,
    emit: (review) =>
      bus.emit({ event: { name: 'review:did-change', payload: sentReview(review) } }),
    emitDeleted: (id) => bus.emit({ event: { name: 'review:did-delete', payload: { id } } }),
    warn: reportProblem,
    timeouts: options.reviewTimeouts,
    standardsFile: () => settings.read().standardsFile,
    // Read at each price asked for: a price saved mid-review counts from the next turn on.
    prices: (profileId) => (model) =>
      withYourPrices(settings.read().profiles[profileId]?.prices)(model),
  });
  const diffWatchers = new DiffWatchers({
    // Only a repository is followed: a session in a plain folder (a home) has no diff to refresh.
    rootOf: async (sessionId) => (await openRepo(git, sessions.get(sessionId).snapshot().cwd)).root,
    announce: (sessionId, to) =>
      bus.emit({ event: { name: 'diff:did-change', payload: { sessionId } }, to }),
    warn: (message) => log.warn(message),
  });
  const diffStreams = new DiffStreams();
  const lookingElsewhere = options.followReviewsElsewhere
    ? followReviewsElsewhere(reviews, log)
    : undefined;
  const env = options.env ?? process.env;
  const handlers = createCommandHandlers({
    appInfo: {
      isDesktop: options.isDesktop,
      version: options.version,
      platform: process.platform,
      workspace,
      // The same array problems are added to: app:info always tells the latest.
      problems,
      dismissedProblems,
    },
    dismissProblems,
    profiles,
    sessions,
    reviews,
    settings,
    diffWatchers,
    diffStreams,
    git,
    editor: { setting: () => settings.read().editor.command, env, git },
    env,
  });
  let disposed: Promise<void> | undefined;
  return {
    handlers,
    sessions,
    profiles,
    reviews,
    onEvent: (listener) => bus.on(({ event, to }) => listener(event, to)),
    clientGone: (clientId) => {
      sessions.clientGone(clientId);
      diffWatchers.clientGone(clientId);
      diffStreams.clientGone(clientId);
    },
    dispose: () => {
      clearInterval(lookingElsewhere);
      diffWatchers.dispose();
      diffStreams.dispose();
      disposed ??= reviews
        .dispose()
        .then(() => sessions.dispose())
        .then(() => appStores?.reviews.close())
        // An earlier version's reviews moved to their own files whole, and any problem told.
        .then(() => appStores?.migrated)
        .finally(() => bus.clear());
      return disposed;
    },
  };
}

/** How often a host's core looks for reviews other processes changed. */
const LOOK_ELSEWHERE_MS = 2000;

/**
 * Looks now (learning what is there) and then every LOOK_ELSEWHERE_MS; the
 * first of a run of failed looks is logged.
 */
function followReviewsElsewhere(reviews: ReviewEngine, log: Logger): NodeJS.Timeout {
  let failing = false;
  const look = () => {
    try {
      reviews.lookElsewhere();
      failing = false;
    } catch (error) {
      if (!failing) log.warn('Looking for reviews run by other processes failed:', error);
      failing = true;
    }
  };
  look();
  return setInterval(look, LOOK_ELSEWHERE_MS);
}
