import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../main/host/cli/index';
import { cliCommands } from '../../../../main/host/cli/commands';
import { UsageError } from '../../../../main/host/cli/command';
import type { CliCommand } from '../../../../main/host/cli/command';
import { captureIo } from './cliIo';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const bin = path.join(repoRoot, 'bin/parley.js');

function parley(...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('bin/parley.js (spawned for real)', () => {
  it('--help lists every registered command with its summary', () => {
    const result = parley('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: parley <command>');
    for (const command of cliCommands) {
      expect(result.stdout).toMatch(
        new RegExp(`^  ${command.name} +${escape(command.summary)}$`, 'm'),
      );
    }
    expect(result.stdout).toMatch(/^ {2}serve +/m);
  });

  it('answers an unknown command in one line that says where the help is, exit 2', () => {
    const result = parley('frobnicate');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`parley: unknown command "frobnicate". See 'parley --help'.\n`);
  });

  it('answers a bad flag with what is wrong and where the usage is, not the whole usage, exit 2', () => {
    const result = parley('serve', '--prot', '80');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^parley serve: unknown option '--prot'/);
    expect(result.stderr.endsWith("\nSee 'parley serve --help'.\n")).toBe(true);
    expect(result.stderr).not.toContain('Usage:');
  });
});

describe('runCli', () => {
  const echo: CliCommand = {
    name: 'echo',
    summary: 'Prints its arguments',
    usage: 'Usage: parley echo [WORDS...]\n',
    async run(args, io) {
      if (args.includes('--bad')) throw new UsageError('--bad is not allowed');
      if (args.includes('--crash')) throw new Error('disk on fire');
      if (args.includes('--gh')) throw new Error('GitHub CLI (gh) is not installed.');
      if (args.includes('--read')) throw new Error('Reading the file failed.');
      io.stdout.write(args.join(' ') + '\n');
      return 0;
    },
  };

  it('runs the named command with the remaining arguments', async () => {
    const cli = captureIo();
    expect(await runCli(['echo', 'a', 'b'], cli.io, [echo])).toBe(0);
    expect(cli.out()).toBe('a b\n');
  });

  it('prints a command usage for --help instead of running it', async () => {
    const cli = captureIo();
    expect(await runCli(['echo', '--help'], cli.io, [echo])).toBe(0);
    expect(cli.out()).toBe(echo.usage);
  });

  it('turns a UsageError into the message and where the usage is on stderr, exit 2', async () => {
    const cli = captureIo();
    expect(await runCli(['echo', '--bad'], cli.io, [echo])).toBe(2);
    expect(cli.err()).toBe(`parley echo: --bad is not allowed\nSee 'parley echo --help'.\n`);
  });

  it('turns any other failure into one line on stderr, exit 2', async () => {
    const cli = captureIo();
    expect(await runCli(['echo', '--crash'], cli.io, [echo])).toBe(2);
    expect(cli.err()).toBe('parley echo: disk on fire\n');
    // A first word in capitals is a name and stays so; an ordinary one starts the sentence in lower case.
    const named = captureIo();
    await runCli(['echo', '--gh'], named.io, [echo]);
    expect(named.err()).toBe('parley echo: GitHub CLI (gh) is not installed.\n');
    const word = captureIo();
    await runCli(['echo', '--read'], word.io, [echo]);
    expect(word.err()).toBe('parley echo: reading the file failed.\n');
  });

  it('answers no command and an unknown top-level option with exit 2', async () => {
    const none = captureIo();
    expect(await runCli([], none.io, [echo])).toBe(2);
    expect(none.err()).toContain('echo');
    const option = captureIo();
    expect(await runCli(['--frob'], option.io, [echo])).toBe(2);
    expect(option.err()).toContain('unknown option --frob');
  });

  it('help COMMAND shows that command, help of a missing one is a usage error', async () => {
    const cli = captureIo();
    expect(await runCli(['help', 'serve'], cli.io)).toBe(0);
    expect(cli.out()).toContain('Usage: parley serve');
    const missing = captureIo();
    expect(await runCli(['help', 'nope'], missing.io)).toBe(2);
    expect(missing.err()).toContain('there is no command "nope"');
  });

  it('--version prints the package version', async () => {
    const cli = captureIo();
    expect(await runCli(['--version'], cli.io)).toBe(0);
    expect(cli.out()).toMatch(/^\d+\.\d+\.\d+/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
