/**
 * The commands a project checks itself with, read from its own files: the
 * default allow-list of an unattended author and reviewer. Only commands the
 * project defines (package scripts, make targets) or its toolchain's own test
 * and lint commands: nothing that installs, publishes or deletes.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Package scripts whose names say they check or build, e.g. test, test:unit, lint, typecheck. */
const CHECK_SCRIPT =
  /^(?:test|lint|build|typecheck|type-check|check|format:check|tsc)(?::[\w:-]+)?$/;
const MAKE_TARGET = /^(test|check|lint|build)\s*:/m;

export function projectChecks(workspace: string): string[] {
  return [
    ...packageScripts(workspace),
    ...makeTargets(workspace),
    ...(exists(workspace, 'Cargo.toml')
      ? ['cargo test', 'cargo check', 'cargo clippy', 'cargo build', 'cargo fmt --check']
      : []),
    ...(exists(workspace, 'go.mod') ? ['go test', 'go vet', 'go build'] : []),
    ...(['pyproject.toml', 'setup.py', 'setup.cfg', 'pytest.ini', 'tox.ini'].some((f) =>
      exists(workspace, f),
    )
      ? ['pytest', 'python -m pytest', 'python3 -m pytest', 'ruff check', 'mypy']
      : []),
  ];
}

function packageScripts(workspace: string): string[] {
  const manifest = readJson(path.join(workspace, 'package.json'));
  const scripts = manifest?.['scripts'];
  if (typeof scripts !== 'object' || scripts === null) return [];
  const runner = packageRunner(workspace);
  return Object.keys(scripts)
    .filter((name) => CHECK_SCRIPT.test(name))
    .map((name) => (name === 'test' ? `${runner} test` : `${runner} run ${name}`));
}

function packageRunner(workspace: string): string {
  if (exists(workspace, 'pnpm-lock.yaml')) return 'pnpm';
  if (exists(workspace, 'yarn.lock')) return 'yarn';
  if (exists(workspace, 'bun.lockb') || exists(workspace, 'bun.lock')) return 'bun';
  return 'npm';
}

function makeTargets(workspace: string): string[] {
  const makefile = readText(path.join(workspace, 'Makefile'));
  if (makefile === null) return [];
  return [...makefile.matchAll(new RegExp(MAKE_TARGET.source, 'gm'))].map((m) => `make ${m[1]}`);
}

function exists(workspace: string, name: string): boolean {
  return fs.existsSync(path.join(workspace, name));
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function readJson(file: string): Record<string, unknown> | null {
  const text = readText(file);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    // A package.json that does not parse defines no scripts Parley can trust.
    return null;
  }
}
