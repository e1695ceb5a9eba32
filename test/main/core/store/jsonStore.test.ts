import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openJsonStore, type JsonStoreOptions } from '../../../../main/core/store/jsonStore';
import type { StoreProblem } from '../../../../main/core/store/store';

const Notes = z.object({ title: z.string(), count: z.int().min(0) });
type Notes = z.infer<typeof Notes>;

let dir: string;
let file: string;
let reported: StoreProblem[];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-store-'));
  file = path.join(dir, 'notes.json');
  reported = [];
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function open(over: Partial<JsonStoreOptions<Notes>> = {}) {
  return openJsonStore<Notes>({
    file,
    schema: Notes,
    version: 1,
    defaults: () => ({ title: 'untitled', count: 0 }),
    onProblem: (p) => reported.push(p),
    now: () => new Date('2026-01-02T03:04:05.678Z'),
    ...over,
  });
}

const onDisk = () => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
const siblings = () => fs.readdirSync(dir).sort();

describe('openJsonStore', () => {
  it('starts from defaults without a file and saves { schemaVersion, data }', () => {
    const store = open();
    expect(store.read()).toEqual({ title: 'untitled', count: 0 });
    expect(fs.existsSync(file)).toBe(false);

    store.write({ title: 'plan', count: 2 });
    expect(onDisk()).toEqual({ schemaVersion: 1, data: { title: 'plan', count: 2 } });
    expect(open().read()).toEqual({ title: 'plan', count: 2 });
    expect(reported).toEqual([]);
  });

  it('update() changes the current value and saves it', () => {
    const store = open();
    store.write({ title: 'a', count: 1 });
    expect(store.update((n) => ({ ...n, count: n.count + 1 }))).toEqual({ title: 'a', count: 2 });
    expect(open().read().count).toBe(2);
  });

  it('hands out copies: changing what was read changes nothing until it is written', () => {
    const store = open();
    store.write({ title: 'saved', count: 1 });
    const copy = store.read();
    copy.title = 'edited but not saved';
    expect(store.read().title).toBe('saved');
    expect(open().read().title).toBe('saved');
  });

  it('sets a file that is not JSON aside, reports it and starts from defaults', () => {
    fs.writeFileSync(file, '{"schemaVersion": 1, "data": {"title": "half-wri');
    const store = open();

    expect(store.read()).toEqual({ title: 'untitled', count: 0 });
    expect(siblings()).toEqual(['notes.corrupt-2026-01-02T03-04-05-678Z.json']);
    const kept = path.join(dir, 'notes.corrupt-2026-01-02T03-04-05-678Z.json');
    expect(fs.readFileSync(kept, 'utf8')).toBe('{"schemaVersion": 1, "data": {"title": "half-wri');
    expect(reported).toEqual([expect.objectContaining({ kind: 'corrupt', file, keptAt: kept })]);
    expect(reported[0]!.message).toMatch(/notes\.json could not be read \(it is not valid JSON\)/);
    expect(reported[0]!.message).toMatch(
      /kept as \/.*\/notes\.corrupt-2026-01-02T03-04-05-678Z\.json/,
    );
    expect(store.problems).toEqual(reported);

    // The store works on: the next save makes a fresh file beside the kept one.
    expect(store.readOnly).toBe(false);
    store.write({ title: 'fresh', count: 1 });
    expect(onDisk()).toEqual({ schemaVersion: 1, data: { title: 'fresh', count: 1 } });
  });

  it('sets aside a file that fails the schema, saying which field', () => {
    fs.writeFileSync(file, JSON.stringify({ schemaVersion: 1, data: { title: 7, count: 0 } }));
    const store = open();
    expect(store.read().title).toBe('untitled');
    expect(reported).toHaveLength(1);
    expect(reported[0]!.kind).toBe('corrupt');
    // Where and what, as a person reads it, not the schema library's own layout.
    expect(reported[0]!.message).toMatch(/does not match the schema.*\btitle: /);
    expect(reported[0]!.message).not.toMatch(/✖|→ at/);
    expect(fs.readFileSync(reported[0]!.keptAt!, 'utf8')).toContain('"title":7');
  });

  it('sets aside a JSON file that is not a store file (no envelope)', () => {
    fs.writeFileSync(file, JSON.stringify({ title: 'legacy', count: 1 }));
    open();
    expect(reported[0]!.message).toMatch(/not a Parley store file/);
    expect(siblings()).toHaveLength(1);
  });

  it('keeps two corrupt files of the same instant apart', () => {
    fs.writeFileSync(file, 'garbage 1');
    open();
    fs.writeFileSync(file, 'garbage 2');
    open();
    expect(siblings()).toEqual([
      'notes.corrupt-2026-01-02T03-04-05-678Z-1.json',
      'notes.corrupt-2026-01-02T03-04-05-678Z.json',
    ]);
  });

  it('migrates an older file step by step and writes it back at the new version', () => {
    const V3 = z.object({ title: z.string(), count: z.int(), tags: z.array(z.string()) });
    fs.writeFileSync(file, JSON.stringify({ schemaVersion: 1, data: { name: 'old', n: 4 } }));
    const seen: string[] = [];
    const store = openJsonStore({
      file,
      schema: V3,
      version: 3,
      defaults: () => ({ title: '', count: 0, tags: [] }),
      onProblem: (p) => reported.push(p),
      migrations: {
        2: (v1) => {
          seen.push('to 2');
          const { name, n } = v1 as { name: string; n: number };
          return { title: name, count: n };
        },
        3: (v2) => {
          seen.push('to 3');
          return { ...(v2 as object), tags: ['migrated'] };
        },
      },
    });
    expect(seen).toEqual(['to 2', 'to 3']);
    expect(store.read()).toEqual({ title: 'old', count: 4, tags: ['migrated'] });
    expect(onDisk()).toEqual({
      schemaVersion: 3,
      data: { title: 'old', count: 4, tags: ['migrated'] },
    });
    expect(reported).toEqual([]);
  });

  it('sets aside a file whose migration fails, keeping the old version intact', () => {
    const original = JSON.stringify({ schemaVersion: 1, data: { name: 'old' } });
    fs.writeFileSync(file, original);
    const store = open({
      version: 2,
      migrations: {
        2: () => {
          throw new Error('cannot split the name');
        },
      },
    });
    expect(store.read().title).toBe('untitled');
    expect(reported[0]!.message).toMatch(/migration to schema version 2 failed: cannot split/);
    expect(fs.readFileSync(reported[0]!.keptAt!, 'utf8')).toBe(original);
  });

  it('refuses to open with a missing migration step (an app bug, not a file problem)', () => {
    expect(() => open({ version: 3, migrations: { 2: (d) => d } })).toThrow(
      /No migration to schema version 3/,
    );
  });

  it('never overwrites a file from a newer version: read-only, reported', () => {
    const newer = JSON.stringify({
      schemaVersion: 5,
      data: { title: 'from the future', count: 3, colour: 'blue' },
    });
    fs.writeFileSync(file, newer);
    const store = open({ version: 2, migrations: { 2: (d) => d } });

    expect(store.readOnly).toBe(true);
    // What this version can read of it is shown (unknown fields dropped).
    expect(store.read()).toEqual({ title: 'from the future', count: 3 });
    expect(reported).toEqual([expect.objectContaining({ kind: 'newer-version' })]);
    expect(reported[0]!.message).toMatch(
      /newer Parley \(schema version 5; this one reads up to 2\)/,
    );

    store.write({ title: 'changed here', count: 9 });
    expect(store.read().title).toBe('changed here');
    expect(fs.readFileSync(file, 'utf8')).toBe(newer);
    expect(siblings()).toEqual(['notes.json']);
  });

  it('starts from defaults when a newer file has nothing this version can read', () => {
    fs.writeFileSync(file, JSON.stringify({ schemaVersion: 2, data: { heading: 'renamed' } }));
    const store = open();
    expect(store.readOnly).toBe(true);
    expect(store.read()).toEqual({ title: 'untitled', count: 0 });
    expect(reported.map((p) => p.kind)).toEqual(['newer-version']);
  });

  it('refuses a write that fails the schema and keeps the previous value', () => {
    const store = open();
    store.write({ title: 'ok', count: 1 });
    expect(() => store.write({ title: 'bad', count: -1 })).toThrow(/Refusing to save notes\.json/);
    expect(store.read()).toEqual({ title: 'ok', count: 1 });
    expect(onDisk()).toEqual({ schemaVersion: 1, data: { title: 'ok', count: 1 } });
  });

  it('reports a failing save once, keeps the value in memory and saves again once it can', () => {
    const dataDir = path.join(dir, 'data');
    file = path.join(dataDir, 'notes.json');
    const store = open();
    store.write({ title: 'first', count: 1 });

    // The data folder is replaced by a plain file: every save now fails (ENOTDIR / EEXIST).
    fs.rmSync(dataDir, { recursive: true });
    fs.writeFileSync(dataDir, 'not a folder');
    store.write({ title: 'second', count: 2 });
    store.write({ title: 'third', count: 3 });

    expect(store.read()).toEqual({ title: 'third', count: 3 });
    expect(reported).toEqual([expect.objectContaining({ kind: 'write-failed' })]);
    expect(reported[0]!.message).toMatch(/Saving notes\.json failed/);

    fs.rmSync(dataDir);
    store.write({ title: 'fourth', count: 4 });
    expect(onDisk()).toEqual({ schemaVersion: 1, data: { title: 'fourth', count: 4 } });
  });

  it('moves a folder standing where the file should be aside, and starts a real file', () => {
    fs.mkdirSync(file);
    fs.writeFileSync(path.join(file, 'inside.txt'), 'kept');
    const store = open();
    expect(store.readOnly).toBe(false);
    expect(reported).toEqual([expect.objectContaining({ kind: 'corrupt' })]);
    expect(reported[0]!.message).toMatch(/it is a folder/);
    store.write({ title: 'saved', count: 1 });
    expect(fs.statSync(file).isFile()).toBe(true);
    expect(fs.readFileSync(path.join(reported[0]!.keptAt!, 'inside.txt'), 'utf8')).toBe('kept');
  });

  it("says a folder put in the file's place while it runs is set aside at the next save, nothing lost", () => {
    const store = open();
    store.write({ title: 'kept in memory', count: 1 });
    fs.rmSync(file);
    fs.mkdirSync(file);
    store.write({ title: 'saved again', count: 2 });
    expect(reported).toHaveLength(1);
    expect(reported[0]!.message).toBe(
      `${file} could not be saved in its place (it is a folder, not a file). What stood there was kept as ${reported[0]!.keptAt}, and the file is written afresh from what Parley holds.`,
    );
    expect(onDisk()).toEqual({ schemaVersion: 1, data: { title: 'saved again', count: 2 } });
  });

  it('never writes through a link: the link is moved aside and its target left as it was', () => {
    const outside = path.join(path.dirname(dir), `${path.basename(dir)}-outside.json`);
    fs.writeFileSync(outside, 'not yours');
    fs.symlinkSync(outside, file);
    try {
      const store = open();
      store.write({ title: 'saved', count: 1 });
      expect(fs.readFileSync(outside, 'utf8')).toBe('not yours');
      expect(fs.lstatSync(file).isFile()).toBe(true);
      expect(reported[0]!.message).toMatch(/it is a link to/);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });
});
