import fs from 'node:fs';
import path from 'node:path';
import type { ReviewComment } from '../../../../shared/contract';
import { CoreError } from '../../api';
import { isInside } from '../../git/workTreePath';
import { writeFileAtomic } from '../../store/atomicFile';
import { suggestionSpan, textLines, type LineSpan } from './suggestionSpan';

/**
 * The file's text with `span` replaced by `replacement`, if those lines still
 * read `expected`; else a CoreError saying what changed. The file keeps its
 * line ends (\r\n stays \r\n) and whether it ends with one.
 */
export function replaceLines(
  text: string,
  span: LineSpan,
  expected: string,
  replacement: string,
): string {
  const lines = textLines(text);
  const where = span.start === span.end ? `line ${span.start}` : `lines ${span.start}–${span.end}`;
  if (span.start < 1 || span.end > lines.length) {
    throw new CoreError(
      'conflict',
      `The file has ${lines.length} lines now: ${where} the suggestion replaces are gone. Nothing was changed.`,
    );
  }
  const current = lines.slice(span.start - 1, span.end).join('\n');
  if (current !== expected && current === replacement) {
    throw new CoreError(
      'conflict',
      `The file already holds this suggestion at ${where}: nothing was changed.`,
    );
  }
  if (current !== expected) {
    throw new CoreError(
      'conflict',
      `${capitalized(where)} changed since the review: the suggestion no longer fits there. Nothing was changed.`,
    );
  }
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const endsWithEol = text.endsWith('\n');
  const next = [
    ...lines.slice(0, span.start - 1),
    ...(replacement === '' ? [] : textLines(replacement)),
    ...lines.slice(span.end),
  ];
  return next.join(eol) + (endsWithEol && next.length > 0 ? eol : '');
}

/**
 * Writes a reviewer's suggestion into the working tree under `root` (the
 * repository the diff's paths are relative to): atomically, keeping the
 * file's mode, and only if the lines it replaces are as the reviewer saw them.
 */
export function applySuggestion(root: string, comment: ReviewComment): void {
  if (comment.suggestion === undefined)
    throw new CoreError('bad-input', 'That comment has no suggested code to apply.');
  if (comment.replaces === undefined) {
    throw new CoreError(
      'conflict',
      `The lines this suggestion replaces in ${comment.file} were not readable when it was made, so it cannot be checked: apply it by hand.`,
    );
  }
  const file = fileInRepository(root, comment.file);
  let text: string;
  let mode: number;
  try {
    text = fs.readFileSync(file, 'utf8');
    mode = fs.statSync(file).mode & 0o7777;
  } catch (error) {
    throw unreadable(comment.file, error);
  }
  const next = replaceLines(text, suggestionSpan(comment), comment.replaces, comment.suggestion);
  writeFileAtomic(file, next, mode);
}

/**
 * The file a suggestion for `name` is written to, links followed. A link
 * that leads out of the repository is refused (a diff can bring one in), and
 * so is a file that is itself a link: writing would replace the link with a
 * copy of its target.
 */
function fileInRepository(root: string, name: string): string {
  const file = path.resolve(root, name);
  if (!isInside(root, file)) throw new CoreError('bad-input', `${name} is outside the repository.`);
  let real: string;
  let isLink: boolean;
  try {
    isLink = fs.lstatSync(file).isSymbolicLink();
    real = fs.realpathSync(file);
  } catch (error) {
    throw unreadable(name, error);
  }
  if (!isInside(fs.realpathSync(root), real)) {
    throw new CoreError(
      'bad-input',
      `${name} leads outside the repository through a symbolic link. Nothing was changed.`,
    );
  }
  if (isLink) {
    throw new CoreError(
      'conflict',
      `${name} is a symbolic link: writing the suggestion would replace the link with a file. Apply it by hand.`,
    );
  }
  return real;
}

function unreadable(name: string, error: unknown): CoreError {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT'
    ? new CoreError('not-found', `${name} is no longer in the working tree. Nothing was changed.`)
    : new CoreError('failed', `${name} could not be read: ${String(error)}`);
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
