import type { LocalParleyCore } from '../../../core/parleyCore';
import type { AgentRole } from '../../../../shared/contract';
import type { AgentSpec } from './agentSpec';

/** The sessions one command-line review runs in; author and reviewer are one for self-review. */
export interface ReviewSessions {
  readonly authorId: string;
  readonly reviewerId: string;
  /** Each session once, described for messages: "author session (claude)". */
  readonly roles: ReadonlyMap<string, string>;
}

export interface ReviewSides {
  readonly author: AgentSpec;
  readonly reviewer: AgentSpec;
  /** One session plays both roles; otherwise each side has its own, even for one profile. */
  readonly selfReview: boolean;
  /** Commands the agents may run beyond the project's own checks and read-only git (--allow). */
  readonly allowedCommands: readonly string[];
}

/**
 * Starts the author and reviewer sessions in the workspace, unattended: each
 * under its role's permission policy (the author edits and runs the allowed
 * commands, the reviewer only reads and runs them), so no agent stalls on a
 * dialog nobody can answer. Two sessions even for one profile (a second
 * Claude with fresh context), one with selfReview. A side that cannot start
 * closes what was started and throws the core's error, which names it.
 */
export function startReviewSessions(
  core: LocalParleyCore,
  workspace: string,
  sides: ReviewSides,
): ReviewSessions {
  const start = (role: string, policyRole: AgentRole, spec: AgentSpec) => {
    const profile = core.profiles.get(spec.profileId);
    // The core's error names the session ("reviewer: aider"): it says which side failed.
    return core.sessions.create({
      profileId: spec.profileId,
      cwd: workspace,
      name: `${role}: ${spec.label}`.slice(0, 100),
      ...(spec.command === undefined ? {} : { command: spec.command }),
      // The side's own arguments come after its profile's (which they would otherwise replace).
      ...(spec.args.length > 0 ? { args: [...(profile?.args ?? []), ...spec.args] } : {}),
      // A cmd: program has no permission flags Parley knows: it runs as it is.
      ...(profile?.permissionArgs
        ? { role: policyRole, allowedCommands: [...sides.allowedCommands] }
        : {}),
    }).id;
  };
  if (sides.selfReview) {
    // It must be able to fix what it found: the author's policy.
    const id = start('author and reviewer', 'author', sides.author);
    return {
      authorId: id,
      reviewerId: id,
      roles: new Map([[id, describe('author and reviewer', sides.author)]]),
    };
  }
  const authorId = start('author', 'author', sides.author);
  let reviewerId: string;
  try {
    reviewerId = start('reviewer', 'reviewer', sides.reviewer);
  } catch (error) {
    void closeQuietly(core, [authorId]);
    throw error;
  }
  return {
    authorId,
    reviewerId,
    roles: new Map([
      [authorId, describe('author', sides.author)],
      [reviewerId, describe('reviewer', sides.reviewer)],
    ]),
  };
}

function describe(role: string, spec: AgentSpec): string {
  return `${role} session (${spec.label})`;
}

/**
 * Why a session that ended early ended: its exit code and the last lines it
 * printed (a missing API key, an unknown option…), or null when it still runs.
 */
export async function exitedSessionReport(
  core: LocalParleyCore,
  id: string,
  description: string,
): Promise<string | null> {
  const session = core.sessions.get(id);
  const snapshot = session.snapshot();
  if (snapshot.status !== 'exited') return null;
  const tail = (await session.readText())
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '')
    .slice(-6)
    .map((line) => `    ${line}`);
  const head = `The ${description} exited with code ${snapshot.exitCode ?? '?'}`;
  return tail.length === 0 ? `${head}.` : `${head}; it last printed:\n${tail.join('\n')}`;
}

/**
 * Closes the run's sessions: kills each process tree and forgets the session,
 * so a command-line run leaves no process and no session behind in the store.
 */
export async function closeQuietly(core: LocalParleyCore, ids: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(ids)].map((id) =>
      core.sessions.close(id).catch(() => {
        // Already gone (closed by the core's dispose): nothing left to stop.
      }),
    ),
  );
}
