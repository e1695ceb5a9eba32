import path from 'node:path';
import { z } from 'zod';
import { updateStore } from './store';
import type { Store, StoreProblem } from './store';
import { confOpener, messageOf, openConfFile } from './confFile';
import type { ConfDocument, ConfOpener, OpenedFile } from './confFile';
import { assertMigrationsComplete, decodeEnvelope } from './envelope';
import type { Migrations, Salvage } from './envelope';
import { setAside } from './setAside';
import { inspectStoreFile } from './storeFile';

export interface JsonStoreOptions<T> {
  /** Absolute path of the store's JSON file. */
  readonly file: string;
  readonly schema: z.ZodType<T>;
  /** The schema version this build writes (an integer from 1 up). */
  readonly version: number;
  /** `migrations[n]` turns version n-1 data into version n; every step up to `version` is required. */
  readonly migrations?: Migrations;
  /** What the store holds when its file is missing or had to be set aside. */
  readonly defaults: () => T;
  /** For array stores: keep the entries that pass when others do not. */
  readonly salvage?: Salvage<T>;
  readonly onProblem?: (problem: StoreProblem) => void;
  /** The conf-family class that reads and writes the file (conf by default; electron-store in the app). */
  readonly opener?: ConfOpener;
  readonly now?: () => Date;
}

export interface JsonStore<T> extends Store<T> {
  readonly file: string;
  /** True when changes are kept in memory only (a newer version's file, or one that could not be opened). */
  readonly readOnly: boolean;
  /** What went wrong with the file, oldest first. */
  readonly problems: readonly StoreProblem[];
  update(change: (current: T) => T): T;
}

/**
 * A value persisted as `{ schemaVersion, data }` in one JSON file. Opening
 * never throws for anything in the file: a damaged file is set aside and the
 * store starts from defaults, a newer version's file is left untouched, and
 * each of these is reported. It throws only for the app's own mistakes (a
 * missing migration, a write that fails the schema).
 */
export function openJsonStore<T>(options: JsonStoreOptions<T>): JsonStore<T> {
  const migrations = options.migrations ?? {};
  assertMigrationsComplete(options.version, migrations);
  const { file, schema, version } = options;
  const opener = options.opener ?? confOpener;
  const now = options.now ?? (() => new Date());
  const name = path.basename(file);
  const problems: StoreProblem[] = [];
  const report = (problem: Omit<StoreProblem, 'file'>) => {
    const full = { file, ...problem };
    problems.push(full);
    options.onProblem?.(full);
  };

  let doc: ConfDocument | null = null;
  let current: T = options.defaults();
  let failing = false;

  function reportUnreadable(reason: string): void {
    report({
      kind: 'unreadable',
      message: `${name} could not be opened (${reason}). Parley uses defaults, and changes made now are not saved.`,
    });
  }

  /**
   * Keeps the damaged file aside and opens a fresh one; on failure the store
   * stays read-only. `saving`: found in the file's place at a save, while what
   * Parley holds is whole, and goes into the fresh file.
   */
  const startOver = (reason: string, saving = false) => {
    try {
      const keptAt = setAside(file, 'move', now());
      report({
        kind: 'corrupt',
        keptAt,
        message: saving
          ? `${file} could not be saved in its place (${reason}). What stood there was kept as ${keptAt}, and the file is written afresh from what Parley holds.`
          : `${file} could not be read (${reason}). Nothing in it is loaded: Parley started from defaults. It was kept as ${keptAt}.`,
      });
      const reopened = openConfFile(opener, file);
      if (reopened.kind === 'ok') doc = reopened.doc;
      else reportUnreadable(reopened.kind === 'unreadable' ? reopened.message : 'unparseable');
    } catch (error) {
      report({
        kind: 'corrupt',
        message: `${name} could not be read (${reason}) nor set aside (${messageOf(error)}). It is left as it is, and changes made now are not saved.`,
      });
    }
  };

  // Looked at before conf sees the path: conf follows links, and would read and rewrite their target.
  const found = inspectStoreFile(file);
  if (found.kind === 'foreign') startOver(found.reason);
  else load(openConfFile(opener, file));

  function load(opened: OpenedFile): void {
    if (opened.kind === 'unparseable') startOver('it is not valid JSON');
    else if (opened.kind === 'unreadable') reportUnreadable(opened.message);
    else if (opened.raw === undefined) doc = opened.doc;
    else {
      const decoded = decodeEnvelope(opened.raw, {
        schema,
        version,
        migrations,
        salvage: options.salvage,
      });
      if (decoded.kind === 'invalid') startOver(decoded.reason);
      else if (decoded.kind === 'newer') {
        current = decoded.data ?? current;
        report({
          kind: 'newer-version',
          message: `${file} was written by a newer Parley (schema version ${decoded.fileVersion}; this one reads up to ${version}). It is left untouched, and changes made now are not saved.`,
        });
      } else {
        doc = opened.doc;
        current = decoded.data;
        if (decoded.kind === 'salvaged') {
          try {
            const keptAt = setAside(file, 'copy', now());
            report({
              kind: 'partly-corrupt',
              keptAt,
              message: `${entries(decoded.dropped)} of ${file} could not be read and ${decoded.dropped === 1 ? 'is' : 'are'} left out (${decoded.reason}). The whole file was kept as ${keptAt}; the rest is loaded.`,
            });
          } catch (error) {
            // Rewriting without a copy of the dropped entries would lose them.
            doc = null;
            report({
              kind: 'partly-corrupt',
              message: `${entries(decoded.dropped)} of ${name} could not be read (${decoded.reason}) and no copy could be kept (${messageOf(error)}). The file is left as it is, and changes made now are not saved.`,
            });
          }
        }
        if (decoded.kind === 'salvaged' || decoded.fromVersion < version) save(current);
      }
    }
  }

  function save(value: T): void {
    // A link put in the file's place since it was opened is moved aside, never written through.
    const standing = inspectStoreFile(file);
    if (standing.kind === 'foreign') startOver(standing.reason, true);
    if (!doc) return;
    try {
      doc.store = { schemaVersion: version, data: value };
      failing = false;
    } catch (error) {
      // One report per run of failures: a full disk would otherwise report every write.
      if (!failing) {
        report({
          kind: 'write-failed',
          message: `Saving ${name} failed (${messageOf(error)}). Changes are kept in memory only until a save succeeds; the file keeps its previous content.`,
        });
      }
      failing = true;
    }
  }

  const store: JsonStore<T> = {
    file,
    get readOnly() {
      return doc === null;
    },
    problems,
    // A copy, as MemoryStore gives: a caller changing what it read must not change the store unsaved.
    read: () => structuredClone(current),
    write(value) {
      const parsed = schema.safeParse(value);
      // A value that fails the schema would be set aside as corrupt at the next start.
      if (!parsed.success) {
        throw new TypeError(`Refusing to save ${name}: ${z.prettifyError(parsed.error)}`);
      }
      current = parsed.data;
      save(current);
    },
    update: (change) => updateStore(store, change),
  };
  return store;
}

function entries(n: number): string {
  return n === 1 ? '1 entry' : `${n} entries`;
}
