import { describe, expect, it } from 'vitest';
import { interactiveShellName } from '../../../../../main/core/sessions/pty/interactiveShell';

const program = (argv: string[], name = argv[0]!.replace(/^.*\//, ''), binary = name) => ({
  pid: 42,
  name,
  binary,
  argv,
});

describe('interactiveShellName', () => {
  it.each([
    [['-bash'], 'bash'],
    [['/bin/bash', '--norc', '--noprofile'], 'bash'],
    [['bash', '--rcfile', 'my.rc'], 'bash'],
    [['zsh', '-o', 'vi', '-l'], 'zsh'],
    [['fish', '--init-command', 'set x 1'], 'fish'],
    [['pwsh', '-NoLogo'], 'pwsh'],
    [['pwsh', '-NoExit', '-Command', 'cd src'], 'pwsh'],
    [['/usr/bin/nu'], 'nu'],
  ])('%j reads commands from the terminal', (argv, shell) => {
    expect(interactiveShellName(program(argv))).toBe(shell);
  });

  it.each([
    [['/bin/sh', '-c', 'claude; exec bash']],
    [['bash', '-lc', 'codex']],
    [['bash', 'agent.sh']],
    [['fish', '--command', 'aider']],
    [['pwsh', '-File', 'agent.ps1']],
    [['claude', '--resume']],
  ])('%j does not: it runs a script or is no shell', (argv) => {
    expect(interactiveShellName(program(argv))).toBeNull();
  });

  it('knows a shell by its binary when the name is a script’s', () => {
    expect(interactiveShellName(program(['/bin/bash', './agent'], 'agent', 'bash'))).toBeNull();
    expect(interactiveShellName(program(['sh'], 'sh', 'dash'))).toBe('sh');
  });
});
