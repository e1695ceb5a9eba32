import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CoreFactory } from '../../coreFactory';
import { appRoot, appVersion, defaultDataDir, rendererDirIn } from '../../appPaths';
import { createToken, isUsableToken } from '../../server/token';
import { startParleyServer } from '../../server/parleyServer';
import { rendererMissingMessage } from '../../rendererFiles';
import { holdDataFolderOr } from '../../../core/store/dataFolderLease';
import type { CliCommand } from '../command';
import { openCommandLog } from '../commandLog';
import { printStoreProblems } from '../storeProblems';
import { EXIT_FAILURE, EXIT_OK, UsageError, existingDirectory, parseFlags } from '../command';

const usage = `Usage: parley serve [--port N] [--workspace DIR] [--token T] [--data-dir DIR]

Runs Parley in your browser: the app behind a WebSocket server on 127.0.0.1,
and prints the one address to open, token included.

  --port N          port on 127.0.0.1 (default 0: a free port)
  --workspace DIR   where new sessions start (default: the current directory)
  --token T         the access token, letters, digits and ._~- (default: random per launch);
                    one that starts with - goes as --token=-T
  --data-dir DIR    where Parley keeps sessions and reviews
                    (default: PARLEY_DATA_DIR, else the desktop app's data folder)
`;

export function createServeCommand(
  createCore: CoreFactory,
  rendererDir = rendererDirIn(appRoot),
): CliCommand {
  return {
    name: 'serve',
    summary: 'Run Parley in your browser (local server, token-protected)',
    usage,
    async run(args, io) {
      const { values } = parseFlags(args, {
        port: { type: 'string' },
        workspace: { type: 'string' },
        token: { type: 'string' },
        'data-dir': { type: 'string' },
      });
      const port = parsePort(values.port);
      const workspace = existingDirectory(path.resolve(io.cwd, values.workspace ?? '.'));
      const token = values.token ?? createToken();
      if (!isUsableToken(token)) {
        throw new UsageError('--token takes 1 to 512 of the characters A-Z a-z 0-9 . _ ~ -');
      }
      const dataDir = values['data-dir']
        ? path.resolve(io.cwd, values['data-dir'])
        : defaultDataDir(io.env);

      if (!existsSync(path.join(rendererDir, 'index.html'))) {
        io.stderr.write(`Parley: ${rendererMissingMessage(rendererDir)}\n`);
      }
      const log = openCommandLog(dataDir, 'serve');
      const hold = holdDataFolderOr(dataDir, 'parley serve', (error) => {
        log.error(error.message);
        io.stderr.write(
          `parley serve: ${error.message} Stop it first, or give this serve a data folder of its own (--data-dir DIR).\n`,
        );
      });
      if (!hold) return EXIT_FAILURE;
      try {
        const core = await createCore({
          workspace,
          dataDir,
          isDesktop: false,
          version: appVersion(),
          log,
          followReviewsElsewhere: true,
        });
        let server;
        try {
          server = await startParleyServer({ core, token, rendererDir, port, log });
        } catch (error) {
          // The window that would show what the core found wrong in the data folder (a damaged
          // file already kept aside) never opens: say it here, or the next start cannot.
          (await printStoreProblems(core, io.stderr))();
          await core.dispose();
          const reason =
            (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
              ? `port ${port} on 127.0.0.1 is already in use`
              : String((error as Error).message ?? error);
          log.error(`Cannot listen: ${reason}.`);
          io.stderr.write(`parley serve: cannot listen: ${reason}.\n`);
          return EXIT_FAILURE;
        }
        io.stdout.write(`Parley is listening on ${server.url}\n`);

        await stopRequested(io.stopSignal);
        await server.close();
        await core.dispose();
        return EXIT_OK;
      } finally {
        hold.release();
      }
    },
  };
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 0;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new UsageError(`--port takes a number from 0 to 65535, not "${value}".`);
  }
  return port;
}

function stopRequested(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) =>
    signal.addEventListener('abort', () => resolve(), { once: true }),
  );
}

/** `parley serve` over the real core, loaded only when serve runs so `--help` stays quick. */
export const serveCommand = createServeCommand(async (options) => {
  const { createParleyCore } = await import('../../../core/parleyCore');
  return createParleyCore(options);
});
