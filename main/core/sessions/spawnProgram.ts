import { CoreError } from '../api';
import { buildLaunchSpec, launchEnv } from './launchSpec';
import { unattendedArgs, unattendedEnv } from './permissions/unattendedArgs';
import type { AgentProfile } from './profiles/profile';
import type { PtyProcess } from './pty/ptyProcess';
import type { SessionDefinition } from './sessionDefinition';
import type { SessionDeps, SessionLaunchOptions } from './sessionOptions';
import type { TurnSignal } from './turnSignals/turnSignal';
import { assertDirectory } from './workingDirectory';

export interface SpawnedProgram {
  readonly pty: PtyProcess;
  readonly signal: TurnSignal | undefined;
}

/**
 * Starts a session's program in a PTY, with its profile's turn signal
 * injected (args and env) when there is one. Throws a CoreError that says
 * what is wrong (bad directory, missing program); leaves nothing behind then.
 */
export function spawnProgram(
  definition: SessionDefinition,
  profile: AgentProfile,
  deps: SessionDeps,
  launch: SessionLaunchOptions,
): SpawnedProgram {
  assertDirectory(definition.cwd);
  const signal = createTurnSignal(definition, profile, deps, launch);
  const spec = buildLaunchSpec(definition, profile, deps.baseEnv, {
    extraArgs: [
      ...unattendedArgs(definition, profile),
      ...(launch.extraArgs ?? []),
      ...(signal?.args ?? []),
    ],
    // The policy's environment over the session's own: a user's value for it cannot loosen it.
    env: { ...launch.env, ...unattendedEnv(definition, profile), ...signal?.env },
  });
  try {
    const pty = deps.spawner.spawn({
      ...spec,
      cwd: definition.cwd,
      cols: definition.cols,
      rows: definition.rows,
    });
    return { pty, signal };
  } catch (error) {
    signal?.dispose();
    throw new CoreError('failed', `Cannot start "${definition.name}": ${messageOf(error)}`);
  }
}

function createTurnSignal(
  definition: SessionDefinition,
  profile: AgentProfile,
  deps: SessionDeps,
  launch: SessionLaunchOptions,
): TurnSignal | undefined {
  const kind = profile.turnSignal;
  if (!kind || !deps.turnSignals) return undefined;
  try {
    // The signal sees the session's own environment (e.g. a GEMINI_CLI_HOME set there), not Parley's.
    const env = launchEnv(profile, deps.baseEnv, launch.env);
    return deps.turnSignals(kind, deps.runtimeDir, { env });
  } catch (error) {
    // The screen rules still find turn ends: a broken hook must not keep the agent from starting.
    deps.log?.warn(`No ${kind} turn signal for "${definition.name}":`, error);
    return undefined;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
