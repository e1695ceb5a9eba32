import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';

const ROOT = path.join(import.meta.dirname, '..');
/**
 * Where built modules go: inside the repository's node_modules, so the
 * packages they import (node-pty, @xterm/headless) resolve as they do for
 * the app's build.
 */
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'parley-bench');

/**
 * A module of Parley's as users run it: bundled into one module by the
 * bundler `npm run build` uses (vite's rolldown), not loaded file by file
 * through tsx as the bench itself is. tsx's loader puts a cost on calls from
 * file to file that the build has not: the review-answer parser, a dozen
 * small files, runs about 1.5× slower through it, and a session's output
 * passes through a dozen more.
 * `entry`: the module's source, from the repository's root.
 */
export async function asBuilt<T>(entry: string): Promise<T> {
  const dir = builtDir();
  try {
    return (await import(pathToFileURL(await writeBuilt(entry, dir)).href)) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The file of a module built as asBuilt builds it, for a process of its own
 * (a forked core); it stays until this process exits.
 */
export async function builtFile(entry: string): Promise<string> {
  const dir = builtDir();
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return writeBuilt(entry, dir);
}

async function writeBuilt(entry: string, dir: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: { ssr: path.join(ROOT, entry), write: false, minify: false },
  });
  const output = (Array.isArray(result) ? result[0]! : (result as Rolldown.RolldownOutput)).output;
  const chunks = output.filter((item) => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${entry} built into ${chunks.length} chunks, not one`);
  const file = path.join(dir, `${path.basename(entry, '.ts')}.mjs`);
  writeFileSync(file, chunks[0]!.code);
  return file;
}

function builtDir(): string {
  mkdirSync(CACHE, { recursive: true });
  return mkdtempSync(path.join(CACHE, 'built-'));
}
