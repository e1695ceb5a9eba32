import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';

const ROOT = path.join(import.meta.dirname, '..', '..');

/**
 * A module of Parley's as users run it: bundled into one module by the
 * bundler `npm run build` uses (vite's rolldown), not loaded file by file
 * through tsx as the bench itself is. tsx's loader puts a cost on calls from
 * file to file that the build has not: the review-answer parser, a dozen
 * small files, runs about 1.5× slower through it.
 * `entry`: the module's source, from the repository's root.
 */
export async function asBuilt<T>(entry: string): Promise<T> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: { ssr: path.join(ROOT, entry), write: false, minify: false },
  });
  const [chunk] = (Array.isArray(result) ? result[0]! : (result as Rolldown.RolldownOutput)).output;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-bench-built-'));
  try {
    const file = path.join(dir, `${path.basename(entry, '.ts')}.mjs`);
    writeFileSync(file, chunk.code);
    return (await import(pathToFileURL(file).href)) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
