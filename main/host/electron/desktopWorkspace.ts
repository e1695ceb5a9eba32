import path from 'node:path';

/**
 * The folder new sessions start in: `--workspace DIR` on the command line,
 * else PARLEY_WORKSPACE, else where the app was started from, unless that is
 * the file-system root (a launch from a desktop menu), then the home folder.
 */
export function desktopWorkspace(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  home: string,
): string {
  const flagIndex = argv.indexOf('--workspace');
  const fromFlag = flagIndex >= 0 ? argv[flagIndex + 1] : undefined;
  const equalsFlag = argv.find((arg) => arg.startsWith('--workspace='));
  const chosen = fromFlag ?? equalsFlag?.slice('--workspace='.length) ?? env.PARLEY_WORKSPACE;
  if (chosen) return path.resolve(cwd, chosen);
  return path.parse(cwd).root === cwd ? home : cwd;
}
