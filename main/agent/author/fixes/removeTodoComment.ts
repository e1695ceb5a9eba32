import { syntaxOf } from '../../review/fileKinds';
import { TODO_WORD } from '../../review/rules/todoComment';
import { splitLine } from '../../review/sourceText';
import { NOT_FOUND, edit, nearestLine, type Fixer, type Plan } from './fix';

/**
 * Removes a TODO / FIXME / XXX / HACK note from a comment. The note runs from
 * its word to the end of the comment; what the comment said before it stays
 * (`// Sum the items. TODO: tax` keeps `// Sum the items.`). A comment left
 * with nothing to say goes, and so does a line left empty by that, and a doc
 * block left with no text at all. A block comment that goes on to later lines
 * keeps its opener, so the lines after it stay comment.
 */
export const removeTodoComment: Fixer = {
  id: 'remove-todo',
  wants: (comment) => /\b(todo|fixme|xxx|hack)\b/i.test(comment),
  plan(file, line): Plan {
    const syntax = syntaxOf(file.path);
    const index = nearestLine(file.lines, line, (text) =>
      TODO_WORD.test(splitLine(text, syntax).comment),
    );
    if (index === -1) return NOT_FOUND;
    const text = file.lines[index] ?? '';
    const { commentStart } = splitLine(text, syntax);
    const word = commentStart + text.slice(commentStart).search(TODO_WORD);
    const code = text.slice(0, commentStart);
    const kept = text.slice(commentStart, word);
    const block = blockAround(text, word);
    const tail = block === null || block.close === -1 ? '' : text.slice(block.close);
    if (/[A-Za-z0-9]/.test(withoutOpener(kept))) {
      // The comment said something before the note: keep that part (and the block's closer).
      return edit(
        index,
        1,
        [joinParts(code + kept.trimEnd(), tail)],
        'removed the note from the comment',
      );
    }
    if (block !== null && block.close === -1) {
      return edit(index, 1, [joinParts(code, block.opener)], 'removed the note from the comment');
    }
    const rest = joinParts(code, tail.slice(block?.closer.length ?? 0));
    if (rest.trim() !== '') return edit(index, 1, [rest], 'removed the comment with the note');
    return removeCommentLine(file.lines, index);
  },
};

interface Block {
  readonly opener: string;
  readonly closer: string;
  /** Where the closer starts on this line, -1 when the block goes on to later lines. */
  readonly close: number;
}

/** The C-style or HTML block comment holding `at` on this line, null for a line comment. */
function blockAround(text: string, at: number): Block | null {
  for (const [open, close] of [
    ['/*', '*/'],
    ['<!--', '-->'],
  ] as const) {
    const start = text.lastIndexOf(open, at);
    if (start === -1) continue;
    const opener = /^\/\*+|^<!--/.exec(text.slice(start))?.[0] ?? open;
    return { opener, closer: close, close: text.indexOf(close, at) };
  }
  return null;
}

function withoutOpener(comment: string): string {
  return comment.replace(/^\s*(\/\/+|\/\*+|\*|#+|<!--)/, '');
}

/** Code and what follows the removed comment, keeping the line's indentation. */
function joinParts(left: string, right: string): string {
  const r = right.trim();
  if (r === '') return left.trimEnd();
  return left.trim() === '' ? left + r : `${left.trimEnd()} ${r}`;
}

/** Deletes the line; a doc block left with no text (its opener and closer lines) goes with it. */
function removeCommentLine(lines: readonly string[], index: number): Plan {
  const above = lines[index - 1]?.trim();
  const below = lines[index + 1]?.trim();
  if (above !== undefined && /^\/\*+$/.test(above) && below === '*/') {
    return edit(index - 1, 3, [], 'removed the comment with the note');
  }
  return edit(index, 1, [], 'removed the comment with the note');
}
