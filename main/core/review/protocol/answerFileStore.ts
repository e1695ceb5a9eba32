import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ANSWERS_FOLDER } from './answerFile';
import type { PromptFiles } from '../prompt/delivery';

/**
 * Readies the workspace for answer files (see answerFile.ts): git ignores
 * `.parley/`, and the folder exists, so an agent that can only write a file
 * (a shell redirect) needs no mkdir.
 */
export async function prepareAnswerFolder(
  workspace: string,
  files: Pick<PromptFiles, 'ensureExcluded'>,
): Promise<void> {
  await files.ensureExcluded(workspace);
  await mkdir(resolve(workspace, ANSWERS_FOLDER), { recursive: true });
}

/**
 * What the agent wrote to its answer file, or null when there is none to
 * read (the screen is the fallback then). The file served its one turn: it is
 * removed either way.
 */
export async function takeAnswerFile(
  workspace: string,
  relativePath: string,
): Promise<string | null> {
  const file = resolve(workspace, relativePath);
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  } finally {
    // A file left behind is harmless (another round's nonce never counts, git ignores it).
    await rm(file, { force: true }).catch(() => undefined);
  }
}

function resolve(workspace: string, relativePath: string): string {
  return path.join(workspace, ...relativePath.split('/'));
}
