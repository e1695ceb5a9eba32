/**
 * A git repository whose working tree has the slips parley-agent reviews (a
 * console.log, a TODO, a function without a test) and real Parley cores on
 * it, for the engine tests that run whole reviews: another core on the same
 * repository and data folder stands for the app after a restart.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type {
  AgentReview,
  CommandInput,
  CommandName,
  CommandOutput,
  SessionSnapshot,
} from '../../shared/contract';
import { commands } from '../../shared/contract';
import { createParleyCore, type LocalParleyCore } from '../../main/core/parleyCore';
import { createTempRepo, type TempRepo } from './gitRepo';
import { waitFor } from './poll';

const BASE = 'export function add(a, b) {\n  return a + b;\n}\n';
/** math.js in the working tree: what the review is about. */
export const WITH_PROBLEMS =
  'export function add(a, b) {\n  console.log("adding", a, b);\n  // TODO: handle strings\n  return a + b;\n}\n\nexport const twice = (n) => add(n, n);\n';
const TEST_CHANGE = "import { twice } from './math.js';\nconsole.assert(twice(2) === 4);\n";

/** How long an agent may take to be ready for its prompt, unless a test says otherwise. */
const READY_MS = 20_000;
/** A program that never writes its answer file (cat) is read off its screen after 2 s of silence. */
const ANSWER_GRACE_MS = 2_000;

export interface SlipsWorkspace {
  readonly repo: TempRepo;
  readonly dataDir: string;
  /**
   * A fresh repository and data folder with a core on them; `readyMs`: how
   * long an agent may take to be ready; `answerGraceMs`: how long an agent
   * with no turn signal may stay silent with no answer (2 s unless said).
   */
  setUp(options?: { readyMs?: number; answerGraceMs?: number }): Promise<LocalParleyCore>;
  /** A session in the repository: parley-agent, or `command` under the custom profile. */
  session(core: LocalParleyCore, name: string, command?: string): Promise<SessionSnapshot>;
  /** `core` closed and another opened on the same repository and data folder: the app restarted. */
  restart(core: LocalParleyCore): Promise<LocalParleyCore>;
}

/** The workspace of this test file's tests; each test's cores, repository and data go after it. */
export function useSlipsWorkspace(): SlipsWorkspace {
  let repo: TempRepo | undefined;
  let dataDir: string | undefined;
  const cores: LocalParleyCore[] = [];
  let readyMs = READY_MS;
  let answerGraceMs = ANSWER_GRACE_MS;

  afterEach(async () => {
    for (const core of cores.splice(0)) await core.dispose();
    await repo?.dispose();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    repo = undefined;
    dataDir = undefined;
  });

  const workspace: SlipsWorkspace = {
    get repo() {
      if (!repo) throw new Error('setUp() first');
      return repo;
    },
    get dataDir() {
      if (!dataDir) throw new Error('setUp() first');
      return dataDir;
    },
    async setUp(options = {}) {
      readyMs = options.readyMs ?? READY_MS;
      answerGraceMs = options.answerGraceMs ?? ANSWER_GRACE_MS;
      repo = await createTempRepo({ 'math.js': BASE, 'math.test.js': '' });
      await fs.writeFile(repo.file('math.js'), WITH_PROBLEMS);
      await fs.writeFile(repo.file('math.test.js'), TEST_CHANGE);
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
      return openCore();
    },
    session(core, name, command) {
      const cwd = workspace.repo.dir;
      const input = command
        ? { profileId: 'custom', command, name, cwd }
        : { profileId: 'parley-agent', name, cwd };
      return core.handlers['session:create'](input, { clientId: 'test' });
    },
    async restart(core) {
      cores.splice(cores.indexOf(core), 1);
      await core.dispose();
      return openCore();
    },
  };

  async function openCore() {
    const core = await createParleyCore({
      workspace: workspace.repo.dir,
      dataDir: workspace.dataDir,
      isDesktop: false,
      version: 'test',
      reviewTimeouts: { readyMs, reviewMs: 60_000, authorMs: 60_000, answerGraceMs },
    });
    cores.push(core);
    return core;
  }
  return workspace;
}

/** The review once its status is one of `statuses`, with the review shown if it never gets there. */
export function reviewReaching(
  core: LocalParleyCore,
  id: string,
  statuses: readonly AgentReview['status'][],
): Promise<AgentReview> {
  return waitFor(() => statuses.includes(core.reviews.get(id).status) && core.reviews.get(id), {
    timeoutMs: 60_000,
    what: `review ${id} to be ${statuses.join(' or ')}`,
    describe: () => JSON.stringify(core.reviews.get(id), null, 1),
  });
}

/** A command as a host sends it to the core: the input checked against the contract. */
export function callCore<K extends CommandName>(
  core: LocalParleyCore,
  name: K,
  input: CommandInput<K>,
): Promise<CommandOutput<K>> {
  const handler = core.handlers[name] as (i: unknown, c: { clientId: string }) => unknown;
  return Promise.resolve(
    handler(commands[name].input.parse(input), { clientId: 'test' }),
  ) as Promise<CommandOutput<K>>;
}
