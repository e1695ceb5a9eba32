// Loads one of Parley's programs for a bin: the JavaScript `npm run build`
// made of it (out/main/<name>.js; `npm install` builds too) when it is newer
// than every source it is built from, else its TypeScript sources through tsx,
// so an edit is never ignored for want of a build.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MAIN_BUILD_INPUTS, needsBuild } from '../scripts/buildFreshness.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `name`: the build's entry (out/main/NAME.js); `source`: its TypeScript entry, from the root. */
export async function loadEntry(name, source) {
  const built = `out/main/${name}.js`;
  if (!needsBuild(root, [built], MAIN_BUILD_INPUTS)) {
    return import(pathToFileURL(path.join(root, built)).href);
  }
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(path.join(root, source)).href);
}
