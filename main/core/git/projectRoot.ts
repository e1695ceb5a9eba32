import type { GitRunner } from './gitRunner';

/** The top level of the repository holding `cwd` (where a diff's paths start); `cwd` itself outside git. */
export async function projectRoot(git: GitRunner, cwd: string): Promise<string> {
  const result = await git.run(['rev-parse', '--show-toplevel'], { cwd });
  return result.code === 0 ? result.stdout.trim() : cwd;
}
