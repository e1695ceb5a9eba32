import path from 'node:path';
import { SHELL_PROFILE_ID } from '../../../../shared/contract';
import { CoreError } from '../../api';
import type { ForegroundProgram } from '../pty/foregroundProgram';
import { interactiveShellName } from '../pty/interactiveShell';

interface SessionIdentity {
  readonly name: string;
  readonly profileId: string;
  readonly command: string;
}

/**
 * Throws when the session's terminal belongs to a shell: a pasted review or
 * feedback would run there line by line as commands. The foreground program
 * decides (a shell session running an agent is fine, an agent that exited
 * back to its shell is not); where the platform cannot tell, the profile does.
 */
export function refuseShell(session: SessionIdentity, foreground: ForegroundProgram | null): void {
  const shell = foreground
    ? foregroundShell(foreground)
    : session.profileId === SHELL_PROFILE_ID
      ? `${path.basename(session.command)}, the shell profile`
      : null;
  if (shell === null) return;
  throw new CoreError(
    'conflict',
    `"${session.name}" is running a shell (${shell}), not an agent: Parley does not paste a review into a shell.`,
  );
}

function foregroundShell(program: ForegroundProgram): string | null {
  const name = interactiveShellName(program);
  return name === null ? null : `${name}, pid ${program.pid}`;
}
