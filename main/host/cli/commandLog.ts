import { createFileLogger, logDirIn } from '../../core/log/fileLogger';
import type { Logger } from '../../core/log/logger';
import { appVersion } from '../appPaths';

/**
 * The log of a command that runs a core (serve, review, demo): the desktop
 * app's file in the same data folder, `<dataDir>/logs/parley.log`. Its first
 * line names the command and process, so runs sharing a folder can be told apart.
 */
export function openCommandLog(dataDir: string, command: string): Logger {
  const log = createFileLogger({ dir: logDirIn(dataDir) });
  log.info(`Parley ${appVersion()} (parley ${command}) started, pid ${process.pid}`);
  return log;
}
