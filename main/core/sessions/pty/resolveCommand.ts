import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Finds the program a command names the way execvp would (PATH search unless
 * it holds a slash), so a missing program is a clear error before any PTY is
 * opened rather than a terminal that flashes and dies.
 */
export function resolveCommand(command: string, cwd: string, envPath: string | undefined): string {
  if (command.includes('/')) {
    const candidate = path.resolve(cwd, command);
    if (isExecutableFile(candidate)) return candidate;
    throw new Error(`'${command}' does not exist or is not an executable file.`);
  }
  for (const dir of (envPath ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (isExecutableFile(candidate)) return candidate;
  }
  throw new Error(`'${command}' was not found on PATH. Install it or choose another profile.`);
}

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
