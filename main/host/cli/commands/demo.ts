import { mkdtemp, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CliCommand, CliIo } from '../command';
import { parseFlags } from '../command';
import { createDemoRepo } from '../../../core/demo/createDemoRepo';
import { changeDescription } from '../../../core/demo/sampleProject';
import type { AgentSpec } from '../reviewRun/agentSpec';
import { createLocalCore, startLocalCore, type LocalCoreFactory } from '../reviewRun/localCore';
import { runAndReport } from '../reviewRun/runAndReport';
import { makeDataFolder } from '../dataFolder';
import { withJsonErrors } from '../jsonErrors';

const usage = `Usage: parley demo [--json] [--data-dir DIR]

Shows Parley's review loop with no API key and nothing to set up: makes a
small git project in a temp folder with an uncommitted change that has a few
slips in it, starts two parley-agent sessions (author and reviewer) and runs
the loop with auto-iterate: round 1 asks for changes, the author fixes them,
round 2 approves. The project and the review's files are kept for you to read.

  --json          print the final review as one line of JSON (the last line
                  of stdout; {"error": …} when it could not run); progress
                  goes to stderr
  --data-dir DIR  where Parley keeps the review, its journal and transcripts

Without --data-dir, Parley's data goes to PARLEY_DATA_DIR when it is set,
else to a new temp folder.
Exit status as for \`parley review\`: 0 approved, 1 not approved, 3 paused at
the cost ceiling, 2 an error, 130 / 143 stopped by SIGINT / SIGTERM.
`;

const PARLEY_AGENT: AgentSpec = {
  text: 'parley-agent',
  profileId: 'parley-agent',
  args: [],
  label: 'parley-agent',
};
/** parley-agent shows no dialogs; a limit still bounds the run if one ever did. */
const DIALOG_LIMIT_MS = 30_000;

export function createDemoCommand(createCore: LocalCoreFactory = createLocalCore): CliCommand {
  return {
    name: 'demo',
    summary: 'Watch two built-in agents review and fix a sample change (no API key)',
    usage,
    run: (args, io) => withJsonErrors(args, io, () => runDemo(args, io, createCore)),
  };
}

export const demoCommand = createDemoCommand();

async function runDemo(
  args: readonly string[],
  io: CliIo,
  createCore: LocalCoreFactory,
): Promise<number> {
  const { values } = parseFlags(args, {
    json: { type: 'boolean' },
    'data-dir': { type: 'string' },
  });
  const json = values.json ?? false;
  const say = (text: string) => (json ? io.stderr : io.stdout).write(`${text}\n`);

  const chosen = values['data-dir'] ?? io.env.PARLEY_DATA_DIR;
  const dataDir = chosen
    ? path.resolve(io.cwd, chosen)
    : await realpath(await mkdtemp(path.join(os.tmpdir(), 'parley-demo-data-')));
  // A data folder it cannot use is said before the project is made, which would be left behind.
  makeDataFolder(dataDir);
  const workspace = await createDemoRepo();
  say('Parley demo: two parley-agent sessions review a change, no API key needed.');
  say(`Project: ${workspace}`);
  say(`Change:  ${changeDescription}`);
  say('');

  const { core, log } = await startLocalCore(createCore, 'demo', {
    workspace,
    dataDir,
    env: io.env,
  });
  const code = await runAndReport({
    io,
    json,
    core,
    dataDir,
    log,
    review: {
      workspace,
      author: PARLEY_AGENT,
      reviewer: PARLEY_AGENT,
      // Two sessions, so each side of the conversation shows in its own terminal transcript.
      selfReview: false,
      allowedCommands: [],
      settings: {
        diffSource: { kind: 'working-tree' },
        autoIterate: true,
        costCeiling: null,
        effort: 'medium',
      },
      dialogLimitMs: DIALOG_LIMIT_MS,
    },
  });
  if (!json) say(`See what the author changed: cd ${workspace} && git diff`);
  return code;
}
