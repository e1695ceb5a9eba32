import os from 'node:os';
import path from 'node:path';
import { Leases, type LeaseHolder } from './leases';

/** The folder inside a data folder whose lease says which app has it open. */
const IN_USE_FOLDER = 'in-use';

/**
 * The data folder is open in another of the apps that keep it open: the
 * desktop app or `parley serve`.
 */
export class DataFolderInUseError extends Error {
  override readonly name = 'DataFolderInUseError';
  constructor(
    readonly dataDir: string,
    readonly holder: LeaseHolder,
  ) {
    super(
      `The data folder ${dataDir} is in use by ${holder.label ?? 'another Parley'} (process ${holder.pid}${holder.host === os.hostname() ? '' : ` on ${holder.host}`}).`,
    );
  }
}

/** A data folder held open by this process, until released. */
export interface DataFolderHold {
  release(): void;
}

/**
 * Holds a data folder for an app that keeps it open (the desktop app, `parley
 * serve`), or throws DataFolderInUseError while another such app does. Such
 * an app keeps the folder's session list and settings in memory and writes
 * each file whole, so two of them on one folder undo each other's changes.
 * Review commands (`parley review`, `parley demo`) do not hold it: their
 * sessions stay in memory, and each review has a lease of its own. The hold
 * ends with release(), or with the process: a crashed app leaves it free.
 * `label`: what holds it, for the message another app gives.
 */
export function holdDataFolder(dataDir: string, label: string): DataFolderHold {
  const leases = new Leases(() => path.join(dataDir, IN_USE_FOLDER), label);
  const claim = leases.claim(IN_USE_FOLDER);
  if (!claim.ok) {
    leases.close();
    throw new DataFolderInUseError(dataDir, claim.holder);
  }
  return {
    release() {
      leases.release(IN_USE_FOLDER);
      leases.close();
    },
  };
}

/**
 * holdDataFolder for an app starting on the folder: null when another app
 * has it open, after `refused` was told why (to say it to the person).
 */
export function holdDataFolderOr(
  dataDir: string,
  label: string,
  refused: (error: DataFolderInUseError) => void,
): DataFolderHold | null {
  try {
    return holdDataFolder(dataDir, label);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    refused(error);
    return null;
  }
}
