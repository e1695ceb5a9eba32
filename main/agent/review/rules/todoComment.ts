import { syntaxOf } from '../fileKinds';
import { splitLine } from '../sourceText';
import { addedLineRule, excerpt } from './rule';

/**
 * TODO / FIXME / XXX / HACK written into a comment of an added line: work
 * that is admitted unfinished. Only comments count (a "TODO" in a string or
 * an identifier is no note), only the upper-case words (as tools such as
 * ESLint's no-warning-comments use them), and not in prose files, where a
 * "TODO" section is content.
 */
export const TODO_WORD = /\b(TODO|FIXME|XXX|HACK)\b/;

export const todoCommentRule = addedLineRule(
  'todo-comment',
  (path) => syntaxOf(path) !== 'prose' && syntaxOf(path) !== 'other',
  ({ text }, path) => {
    const { comment } = splitLine(text, syntaxOf(path));
    const word = TODO_WORD.exec(comment);
    if (word === null) return null;
    return {
      severity: 'warning',
      comment: `${word[1] ?? 'TODO'} left in new code: \`${excerpt(comment)}\`. Finish the work or track it in an issue, and remove the note.`,
    };
  },
);
