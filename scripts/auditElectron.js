#!/usr/bin/env node
// `npm run audit:electron`: Electronegativity over the sources that run in or
// configure Electron. Its own CLI exits 0 whatever it finds, so this runs its
// scanner and fails on any finding or any file it could not parse. A finding
// that is a false positive is silenced beside the code with the tool's own
// `// eng-disable CHECK_ID` comment, under a comment that says why.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const scan = require('@doyensec/electronegativity');

// Scanned as one app, so its whole-app checks (CSP, navigation limits, permission
// handler) see the main process, the preload and the renderer together.
const SOURCES = ['main', 'preload', 'renderer/src', 'renderer/index.html'];
// Its version detection reads lock files that name many Electrons; ours is pinned.
const electronVersion = JSON.parse(readFileSync('package.json', 'utf8')).devDependencies.electron;

/** Every finding and every file it could not parse, one line each, with repository paths. */
async function scanStaged(staged) {
  for (const source of SOURCES) cpSync(source, path.join(staged, source), { recursive: true });
  const { issues, errors } = await scan({
    input: staged,
    electronVersionOverride: electronVersion,
  });
  const where = (file) => path.relative(staged, file) || '(whole app)';
  return [
    ...issues.map(
      (issue) =>
        `${where(issue.file)}:${issue.location.line}:${issue.location.column}  ${issue.id}: ` +
        `${issue.description} (${issue.shortenedURL})`,
    ),
    ...errors
      .filter((error) => !error.tolerable)
      .map((error) => `${where(error.file)}: could not be scanned: ${error.message}`),
  ];
}

const staged = mkdtempSync(path.join(os.tmpdir(), 'parley-electronegativity-'));
const findings = await scanStaged(staged).finally(() =>
  rmSync(staged, { recursive: true, force: true }),
);

if (findings.length > 0) {
  for (const finding of findings) console.error(finding);
  console.error(
    `Electronegativity: ${findings.length} finding(s). Fix each, or justify and disable it beside its code.`,
  );
  process.exit(1);
}
console.log(`Electronegativity: no findings in ${SOURCES.join(', ')}.`);
