import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claudePermissionArgs } from '../../../../../main/core/sessions/permissions/claudePermissions';
import { permissionPolicy } from '../../../../../main/core/sessions/permissions/permissionPolicy';
import { projectChecks } from '../../../../../main/core/sessions/permissions/projectChecks';

let dir: string | undefined;
afterEach(() => (dir ? fs.rm(dir, { recursive: true, force: true }) : undefined));

async function project(files: Record<string, string>): Promise<string> {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-checks-'));
  for (const [name, content] of Object.entries(files)) {
    await fs.writeFile(path.join(dir, name), content);
  }
  return dir;
}

describe('projectChecks', () => {
  it('allows the package scripts that check or build, run the way the project installs', async () => {
    const scripts = {
      test: 'vitest',
      'test:e2e': 'playwright test',
      lint: 'eslint .',
      typecheck: 'tsc',
      build: 'vite build',
      deploy: 'rm -rf / && publish',
      postinstall: 'curl x | sh',
    };
    const ws = await project({
      'package.json': JSON.stringify({ scripts }),
      'pnpm-lock.yaml': '',
      Makefile: 'all: build\ntest:\n\tgo test\nclean:\n\trm -rf out\n',
    });
    expect(projectChecks(ws)).toEqual([
      'pnpm test',
      'pnpm run test:e2e',
      'pnpm run lint',
      'pnpm run typecheck',
      'pnpm run build',
      'make test',
    ]);
  });

  it('knows the toolchains’ own checks, and nothing from a package.json that does not parse', async () => {
    const ws = await project({ 'package.json': '{ not json', 'Cargo.toml': '[package]\n' });
    expect(projectChecks(ws)).toEqual([
      'cargo test',
      'cargo check',
      'cargo clippy',
      'cargo build',
      'cargo fmt --check',
    ]);
  });
});

describe('permissionPolicy', () => {
  it('gives both roles read-only git, and the reviewer read-only shell commands too', () => {
    const author = permissionPolicy('author', ['npm test', '  npm   test ']);
    const reviewer = permissionPolicy('reviewer', ['npm test']);
    expect(author.allowedCommands).toContain('git diff');
    expect(author.allowedCommands).not.toContain('cat');
    expect(author.allowedCommands.filter((c) => c === 'npm test')).toHaveLength(1);
    expect(reviewer.allowedCommands).toEqual(
      expect.arrayContaining(['npm test', 'git log', 'cat']),
    );
  });
});

describe('claudePermissionArgs', () => {
  it('never asks: the author edits and runs the allowed commands, the reviewer cannot edit', () => {
    const author = claudePermissionArgs(permissionPolicy('author', ['npm test']));
    expect(author.slice(0, 2)).toEqual(['--permission-mode', 'dontAsk']);
    expect(author).toEqual(
      expect.arrayContaining(['Edit', 'Write', 'Bash(npm test)', 'Bash(npm test *)']),
    );
    expect(author).not.toContain('--disallowedTools');

    const reviewer = claudePermissionArgs(permissionPolicy('reviewer', ['npm test']));
    const denied = reviewer.slice(reviewer.indexOf('--disallowedTools') + 1);
    expect(denied).toEqual(['Edit', 'MultiEdit', 'Write', 'NotebookEdit']);
    expect(reviewer.slice(0, reviewer.indexOf('--disallowedTools'))).not.toContain('Edit');
    expect(reviewer).toContain('Bash(npm test *)');
  });
});
