import { z } from 'zod';
import { describeIssues } from '../../../shared/zodIssues';

/**
 * A store file on disk: `{ schemaVersion, data }`. The version says which
 * shape `data` has, so an older file can be migrated and a newer one left alone.
 */
export interface Envelope {
  readonly schemaVersion: number;
  readonly data: unknown;
}

/** `migrations[n]` turns data written at version n-1 into data of version n. */
export type Migrations = Readonly<Record<number, (data: unknown) => unknown>>;

/** Keeps what can be kept of data that fails the schema as a whole, or null when nothing can. */
export type Salvage<T> = (data: unknown) => { readonly data: T; readonly dropped: number } | null;

export interface DecodeOptions<T> {
  readonly schema: z.ZodType<T>;
  readonly version: number;
  readonly migrations: Migrations;
  readonly salvage?: Salvage<T>;
}

export type Decoded<T> =
  /** `fromVersion` below the current version: the data was migrated and should be written back. */
  | { readonly kind: 'ok'; readonly data: T; readonly fromVersion: number }
  | {
      readonly kind: 'salvaged';
      readonly data: T;
      readonly fromVersion: number;
      readonly dropped: number;
      readonly reason: string;
    }
  /** `data` is what this version can read of it (unknown fields dropped), or null. */
  | { readonly kind: 'newer'; readonly fileVersion: number; readonly data: T | null }
  | { readonly kind: 'invalid'; readonly reason: string };

const EnvelopeSchema = z.object({ schemaVersion: z.int().min(1), data: z.unknown() });

/** Reads a parsed store file: checks the envelope, runs the migrations, checks the schema. */
export function decodeEnvelope<T>(raw: unknown, options: DecodeOptions<T>): Decoded<T> {
  const envelope = EnvelopeSchema.safeParse(raw);
  if (!envelope.success || envelope.data.data === undefined) {
    return { kind: 'invalid', reason: 'it is not a Parley store file (no schemaVersion and data)' };
  }
  const fromVersion = envelope.data.schemaVersion;
  if (fromVersion > options.version) {
    const readable = options.schema.safeParse(envelope.data.data);
    return {
      kind: 'newer',
      fileVersion: fromVersion,
      data: readable.success ? readable.data : null,
    };
  }

  let data: unknown = envelope.data.data;
  for (let target = fromVersion + 1; target <= options.version; target++) {
    try {
      data = migrationTo(options.migrations, target)(data);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        kind: 'invalid',
        reason: `its migration to schema version ${target} failed: ${message}`,
      };
    }
  }

  const parsed = options.schema.safeParse(data);
  if (parsed.success) return { kind: 'ok', data: parsed.data, fromVersion };
  const reason = `it does not match the schema: ${schemaErrorText(parsed.error)}`;
  const kept = options.salvage?.(data);
  if (kept) return { kind: 'salvaged', ...kept, fromVersion, reason };
  return { kind: 'invalid', reason };
}

/**
 * Checks at open that every step from version 1 up is there: a missing step is
 * a bug in the app, found by the first test that opens the store, never a
 * reason to touch a user's file.
 */
export function assertMigrationsComplete(version: number, migrations: Migrations): void {
  if (!Number.isInteger(version) || version < 1) {
    throw new TypeError(`A store's schema version must be an integer from 1 up, got ${version}.`);
  }
  for (let target = 2; target <= version; target++) migrationTo(migrations, target);
}

function migrationTo(migrations: Migrations, target: number): (data: unknown) => unknown {
  const step = migrations[target];
  if (!step) throw new TypeError(`No migration to schema version ${target}.`);
  return step;
}

/** Keeps the entries of an array that pass the item schema, when the array as a whole fails. */
export function salvageArray<T>(itemSchema: z.ZodType<T>): Salvage<T[]> {
  return (data) => {
    if (!Array.isArray(data)) return null;
    const kept: T[] = [];
    for (const item of data) {
      const parsed = itemSchema.safeParse(item);
      if (parsed.success) kept.push(parsed.data);
    }
    return { data: kept, dropped: data.length - kept.length };
  };
}

const MAX_REASON_CHARS = 400;

/** Where and what, per issue, as a person reads it ("review.maxRounds: at most 20 (and 1 more)"). */
function schemaErrorText(error: z.ZodError): string {
  const text = describeIssues(error);
  return text.length > MAX_REASON_CHARS ? `${text.slice(0, MAX_REASON_CHARS)}…` : text;
}
