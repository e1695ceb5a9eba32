import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The directory that holds Parley's package.json, found by walking up from this
 * module. It works from the sources (tsx, vitest) and from the electron-vite
 * bundle in out/main alike, which a fixed "../.." would not.
 */
export function findAppRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (isParleyPackage(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir)
      throw new Error(`Cannot find Parley's package.json above ${from}`);
  }
}

function isParleyPackage(file: string): boolean {
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === 'parley';
  } catch {
    return false;
  }
}
