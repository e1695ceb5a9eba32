import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Buffer } from 'node:buffer';
import { CoreError } from '../../api';
import { ensureParleyExcluded } from '../../git/parleyExclude';
import type { GitRunner } from '../../git/gitRunner';
import { promptFilePointer } from '../protocol/textProtocol';

/** What delivery needs of the machine: a file writer and git's exclude list. */
export interface PromptFiles {
  /** Writes a text file, creating the folders above it. */
  writeText(absolutePath: string, text: string): Promise<void>;
  /** Makes git ignore the workspace's `.parley/` folder (in .git/info/exclude). */
  ensureExcluded(workspace: string): Promise<void>;
}

export interface PromptDelivery {
  /** What to submit to the agent's terminal: the prompt itself, or a one-line pointer to its file. */
  readonly pasteText: string;
  /** The prompt file written, absolute, when the prompt went to a file. */
  readonly filePath?: string;
}

/** Prompts longer than this go to a file: a terminal paste of many KB is slow and fragile. */
export const PASTE_LIMIT_BYTES = 4096;

export const PROMPTS_FOLDER = '.parley/prompts';

/**
 * Decides how a prompt reaches an agent: small ones are pasted as they are;
 * bigger ones are written to `.parley/prompts/` in the workspace (kept out of
 * git) and the agent is pasted one line telling it to read that file. The
 * file is named by the prompt's hash, so delivering the same prompt again
 * (a resumed review) rewrites the same file.
 */
export async function preparePromptDelivery(
  text: string,
  workspace: string,
  files: PromptFiles,
  options: { readonly limitBytes?: number } = {},
): Promise<PromptDelivery> {
  if (Buffer.byteLength(text, 'utf8') <= (options.limitBytes ?? PASTE_LIMIT_BYTES)) {
    return { pasteText: text };
  }
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const relativePath = `${PROMPTS_FOLDER}/prompt-${hash}.md`;
  const filePath = path.join(workspace, ...relativePath.split('/'));
  await files.ensureExcluded(workspace);
  await files.writeText(filePath, text);
  return { pasteText: promptFilePointer(relativePath), filePath };
}

/** PromptFiles on the real file system and git. */
export function nodePromptFiles(git: GitRunner): PromptFiles {
  return {
    async writeText(absolutePath, text) {
      await mkdir(path.dirname(absolutePath), { recursive: true });
      await writeFile(absolutePath, text, 'utf8');
    },
    async ensureExcluded(workspace) {
      try {
        await ensureParleyExcluded(git, workspace);
      } catch (error) {
        // Not a git work tree (a plain folder, a jj repo without git): there is no
        // exclude list to keep, and the diff sources leave `.parley/` out anyway.
        if (!(error instanceof CoreError && error.code === 'bad-input')) throw error;
      }
    },
  };
}
