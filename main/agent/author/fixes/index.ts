import type { Fixer } from './fix';
import { moveSecretToEnv } from './moveSecretToEnv';
import { removeDebugOutput } from './removeDebugOutput';
import { removeTodoComment } from './removeTodoComment';
import { resolveConflict } from './resolveConflict';
import { unfocusTest } from './unfocusTest';

/**
 * The fixes parley-agent can make, tried in this order for each comment; the
 * first that wants the comment and finds its kind of problem at the line wins.
 */
export const FIXERS: readonly Fixer[] = [
  resolveConflict,
  moveSecretToEnv,
  removeDebugOutput,
  unfocusTest,
  removeTodoComment,
];
