import fs from 'node:fs';
import path from 'node:path';
import Conf from 'conf';
import { STORE_FILE_MODE } from './storeFile';

/*
 * Why the stores sit on conf (and electron-store, which is conf plus
 * Electron's app paths) rather than on a JSON writer of our own:
 *
 * - The issue asks for electron-store in the app and the same schema through
 *   conf elsewhere. electron-store extends conf, so one file layer written
 *   against conf's class serves both hosts: the versioned envelope, the zod
 *   schema, the migrations and the corrupt-file handling live once, in
 *   jsonStore.ts, above this layer.
 * - conf writes through `atomically` (temp file in the same folder, fsync,
 *   rename), which also retries the renames Windows refuses while an
 *   antivirus holds the file, and falls back where rename cannot work (EXDEV,
 *   Snap). That is more than a dozen lines of our own would get right.
 *
 * What conf does not do the way we need, and is therefore NOT used: its
 * schema (ajv JSON Schema, not zod), its semver-keyed migrations, and its
 * corrupt-file behaviour (throw, or clear the file with `clearInvalidConfig`,
 * which is a silent wipe). The file layer only reads and writes one whole
 * JSON document; a constructor that throws on bad JSON is caught here so the
 * store can set the file aside and open again.
 */

/** The part of a conf instance the stores use: the whole document, read and written at once. */
export interface ConfDocument {
  readonly path: string;
  store: Record<string, unknown>;
}

/**
 * Makes the conf-family object for one file. Outside Electron that is conf
 * itself; the Electron host passes one that makes an electron-store.
 */
export type ConfOpener = (dir: string, fileName: string) => ConfDocument;

/** The options every opener must give its conf-family class, so both behave the same. */
export const confOptions = {
  /** The file name is given whole (with its .json), so conf adds no extension. */
  fileExtension: '',
  /** A damaged file is never cleared: the store sets it aside and reports it. */
  clearInvalidConfig: false,
  watch: false,
  configFileMode: STORE_FILE_MODE,
} as const;

export const confOpener: ConfOpener = (dir, fileName) =>
  new Conf<Record<string, unknown>>({ ...confOptions, cwd: dir, configName: fileName });

export type OpenedFile =
  /** `raw` is undefined when the file does not exist yet. */
  | { readonly kind: 'ok'; readonly doc: ConfDocument; readonly raw: unknown }
  /** The file is there but is not JSON. */
  | { readonly kind: 'unparseable' }
  /** The file could not be read at all (permissions, I/O): nothing is known about it. */
  | { readonly kind: 'unreadable'; readonly message: string };

export function openConfFile(opener: ConfOpener, file: string): OpenedFile {
  const existed = fs.existsSync(file);
  try {
    const doc = opener(path.dirname(file), path.basename(file));
    // conf reads a missing file as {}: only an existing file has a document to decode.
    return { kind: 'ok', doc, raw: existed ? doc.store : undefined };
  } catch (error) {
    if (error instanceof SyntaxError) return { kind: 'unparseable' };
    return { kind: 'unreadable', message: messageOf(error) };
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
