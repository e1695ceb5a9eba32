import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandNames } from '../../shared/contract';

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
    const main = await readFile(path.join(outDir, 'main/index.js'), 'utf8');
    expect(main).toMatch(/^import .* from "electron";$/m);
    // The core runs in its own process: the main process holds no terminal.
    expect(main).not.toMatch(/node-pty|@xterm\/headless/);
    const coreProcess = await readFile(path.join(outDir, 'main/coreProcess.js'), 'utf8');
    // node-pty is native: it must stay a runtime import, never be bundled.
    expect(coreProcess).toMatch(/from "node-pty"/);
    expect(coreProcess).toMatch(/parentPort/);
    const page = await readFile(path.join(outDir, 'renderer/index.html'), 'utf8');
    expect(page).toMatch(
      /<script type="module" crossorigin src="\.\/assets\/[^"]+\.js"><\/script>/,
    );
  });
});
