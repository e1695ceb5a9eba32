import fs from 'node:fs';
import path from 'node:path';
import type { ReviewComment } from '../../../../shared/contract';
import { CoreError } from '../../api';
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
  const file = path.resolve(root, comment.file);
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative))
    throw new CoreError('bad-input', `${comment.file} is outside the repository.`);
  let text: string;
  let mode: number;
  try {
    text = fs.readFileSync(file, 'utf8');
    mode = fs.statSync(file).mode & 0o7777;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CoreError(
      code === 'ENOENT' ? 'not-found' : 'failed',
      code === 'ENOENT'
        ? `${comment.file} is no longer in the working tree. Nothing was changed.`
        : `${comment.file} could not be read: ${String(error)}`,
    );
  }
  const next = replaceLines(text, suggestionSpan(comment), comment.replaces, comment.suggestion);
  writeFileAtomic(file, next, mode);
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
