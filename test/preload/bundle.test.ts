import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandNames } from '../../shared/contract';
import { cacheControlFor } from '../../main/host/rendererCaching';

const repoRoot = path.resolve(import.meta.dirname, '../..');
let outDir: string;
let preloadSource: string;

/** The modules a sandboxed preload may require; npm packages are not among them. */
const SANDBOX_MODULES = new Set(['electron', 'events', 'timers', 'url']);

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'parley-build-'));
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/electron-vite/bin/electron-vite.js'),
      'build',
      '--outDir',
      outDir,
    ],
    { cwd: repoRoot, stdio: 'pipe', timeout: 120_000 },
  );
  preloadSource = await readFile(path.join(outDir, 'preload/index.cjs'), 'utf8');
}, 180_000);

afterAll(() => rm(outDir, { recursive: true, force: true }));

/** A built entry and every chunk it imports, directly or not: all the code its process loads. */
async function withChunks(entry: string): Promise<string> {
  const seen = new Set<string>();
  const sources: string[] = [];
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = await readFile(path.join(outDir, file), 'utf8');
    sources.push(source);
    for (const [, relative] of source.matchAll(/from "(\.{1,2}\/[^"]+)"/g)) {
      await visit(path.join(path.dirname(file), relative ?? ''));
    }
  };
  await visit(entry);
  return sources.join('\n');
}

describe('the built preload (electron-vite)', () => {
  it('is one CommonJS file that requires nothing a sandboxed preload lacks', () => {
    const required = [...preloadSource.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
    expect(required.length).toBeGreaterThan(0);
    for (const name of required) expect(SANDBOX_MODULES.has(name ?? '')).toBe(true);
    expect(preloadSource).not.toMatch(/^\s*(import|export)\s/m);
  });

  it('runs in a sandbox-like context and exposes window.parley with every command', async () => {
    const exposed: Record<string, unknown> = {};
    const invoked: string[] = [];
    const electron = {
      contextBridge: {
        exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api),
      },
      ipcRenderer: {
        invoke: async (channel: string) => invoked.push(channel),
        send: () => {},
        on: () => {},
        removeListener: () => {},
      },
    };
    const sandboxRequire = (name: string) => {
      if (name === 'electron') return electron;
      throw new Error(`a sandboxed preload cannot require ${name}`);
    };
    const module = { exports: {} };
    vm.runInNewContext(preloadSource, { require: sandboxRequire, module, exports: module.exports });

    const bridge = exposed.parley as {
      isDesktop: boolean;
      commands: Record<string, (i: unknown) => unknown>;
    };
    expect(bridge.isDesktop).toBe(true);
    expect(Object.keys(bridge.commands).sort()).toEqual([...commandNames].sort());
    await bridge.commands['app:info']?.({});
    expect(invoked).toEqual(['parley:app:info']);
  });

  it('builds the main process and the core process as ESM next to it, and the renderer page', async () => {
    const main = await withChunks('main/index.js');
    expect(main).toMatch(/^import .* from "electron";$/m);
    // The core runs in its own process: the main process loads no terminal.
    expect(main).not.toMatch(/node-pty|@xterm\/headless/);
    const coreProcess = await withChunks('main/coreProcess.js');
    // node-pty is native: it must stay a runtime import, never be bundled.
    expect(coreProcess).toMatch(/from "node-pty"/);
    expect(coreProcess).toMatch(/parentPort/);
    const page = await readFile(path.join(outDir, 'renderer/index.html'), 'utf8');
    expect(page).toMatch(
      /<script type="module" crossorigin src="\.\/assets\/[^"]+\.js"><\/script>/,
    );
  });
});

describe('the built renderer (electron-vite)', () => {
  const assetsDir = () => path.join(outDir, 'renderer/assets');
  const read = (name: string) => readFile(path.join(assetsDir(), name), 'utf8');
  /** The one script index.html loads: what the window must fetch and parse before its first paint. */
  async function entryChunk(): Promise<string> {
    const page = await readFile(path.join(outDir, 'renderer/index.html'), 'utf8');
    const entry = /<script type="module" crossorigin src="\.\/assets\/([^"]+\.js)">/.exec(
      page,
    )?.[1];
    if (!entry) throw new Error(`index.html loads no script: ${page}`);
    return entry;
  }
  async function chunkNamed(prefix: string): Promise<string> {
    const names = await readdir(assetsDir());
    const name = names.find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'));
    if (!name) throw new Error(`no ${prefix} chunk among ${names.join(', ')}`);
    return read(name);
  }

  it('loads xterm and the diff view as chunks of their own, not with the window', async () => {
    const entry = await read(await entryChunk());
    // xterm's own helper textarea class, and react-diff-view's gutter class.
    expect(await chunkNamed('TerminalView')).toContain('xterm-helper-textarea');
    expect(await chunkNamed('DiffView')).toContain('diff-gutter');
    expect(entry).not.toContain('xterm-helper-textarea');
    expect(entry).not.toContain('diff-gutter');
    // refractor's grammars (their token names) live in the tokenizer worker only.
    expect(await chunkNamed('tokenize.worker')).toContain('class-name');
    expect(entry).not.toContain('class-name');
  });

  it('minifies the entry chunk', async () => {
    const entry = await read(await entryChunk());
    const lines = entry.split('\n').length;
    // Unminified, React and the app average well under 100 characters a line.
    expect(entry.length / lines).toBeGreaterThan(1000);
  });

  it('names every asset by its content, so browser mode lets browsers keep them', async () => {
    const names = await readdir(assetsDir());
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) {
      expect(cacheControlFor(`/assets/${name}`)).toBe('private, max-age=31536000, immutable');
    }
  });
});
