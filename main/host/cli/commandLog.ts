import { createFileLogger, logDirIn } from '../../core/log/fileLogger';
import type { Logger } from '../../core/log/logger';
import { appVersion } from '../appPaths';
import { makeDataFolder } from './dataFolder';

/**
 * The log of a command that runs a core (serve, review, demo): the desktop
 * app's file in the same data folder, `<dataDir>/logs/parley.log`. Its first
 * line names the command and process, so runs sharing a folder can be told apart.
 */
export function openCommandLog(dataDir: string, command: string): Logger {
  // First of all: every store and the log make their folders inside it.
  makeDataFolder(dataDir);
  const log = createFileLogger({ dir: logDirIn(dataDir) });
  log.info(`Parley ${appVersion()} (parley ${command}) started, pid ${process.pid}`);
  return log;
}
