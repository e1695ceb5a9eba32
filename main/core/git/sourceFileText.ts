import path from 'node:path';
import { CoreError } from '../api';
import { readFromCommit, readFromDisk, type ContentOrigin, type Read } from './fileContents';
import type { GitRunner } from './gitRunner';

/** Files longer than this are not offered for expanding: a page of context, not a whole dump. */
export const MAX_SOURCE_FILE_BYTES = 2_000_000;

/**
 * The text of one file on the new side of a diff, so the panel can show lines
 * around its hunks. Only a relative path inside the repository is read; a
 * binary, missing or oversized file is refused with a message that says which.
 */
export async function readSourceFileText(
  git: GitRunner,
  root: string,
  origin: ContentOrigin,
  relative: string,
  maxBytes = MAX_SOURCE_FILE_BYTES,
): Promise<string> {
  const normal = path.posix.normalize(relative.replaceAll('\\', '/'));
  if (
    path.posix.isAbsolute(normal) ||
    normal === '..' ||
    normal.startsWith('../') ||
    normal === '.'
  ) {
    throw new CoreError('bad-input', `"${relative}" is not a path inside the repository.`);
  }
  const read: Read =
    origin.kind === 'commit'
      ? await readFromCommit(git, root, origin.commit, normal, maxBytes)
      : await readFromDisk(root, normal, maxBytes);
  if (typeof read !== 'string') throw refusal(relative, read.reason, maxBytes);
  // Git's own test: a NUL in the first 8000 bytes means binary.
  if (read.slice(0, 8000).includes('\0')) throw refusal(relative, 'binary', maxBytes);
  return read;
}

function refusal(relative: string, reason: string, maxBytes: number): CoreError {
  switch (reason) {
    case 'binary':
      return new CoreError('bad-input', `${relative} is a binary file: it has no lines to show.`);
    case 'too-large':
      return new CoreError(
        'bad-input',
        `${relative} is over ${Math.round(maxBytes / 1_000_000)} MB: its lines are not read.`,
      );
    default:
      return new CoreError('not-found', `${relative} could not be read on the diff's new side.`);
  }
}
