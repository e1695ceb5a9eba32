import { getChangeKey, type ChangeData, type HunkData } from 'react-diff-view';
import type { ReviewComment } from '../../../shared/contract';
import type { DiffRow } from './diffRows';
import type { FileComments } from './rowContext';

type ContextRow = Extract<DiffRow, { kind: 'context' }>;

/** The change an unchanged line shown by Expand stands for: comments are keyed by it. */
export function contextChange(row: ContextRow): ChangeData {
  return {
    type: 'normal',
    isNormal: true,
    oldLineNumber: row.oldLine,
    newLineNumber: row.newLine,
    content: row.text,
  };
}

/** What counts the comments under a diff's rows. */
export interface RowCommentsInput {
  readonly rows: readonly DiffRow[];
  readonly changes: (file: number) => readonly HunkData[];
  readonly comments: (file: number) => FileComments;
  /** The reviewer's comments are shown (a diff of a round, or of now with a review). */
  readonly agentShown: boolean;
}

/**
 * How many comments stand under row `index`: the reviewer's shown there, and
 * people's; at a file's top, those on no line of the diff.
 */
export function commentsUnderRow(input: RowCommentsInput, index: number): number {
  const row = input.rows[index];
  if (!row) return 0;
  const placed = input.comments(row.file);
  if (row.kind === 'file-comments')
    return (input.agentShown ? placed.agent.unplaced.length : 0) + placed.human.unplaced.length;
  let count = 0;
  for (const key of changeKeys(row, input.changes)) {
    if (input.agentShown) count += placed.agent.byChange.get(key)?.length ?? 0;
    count += placed.human.byChange.get(key)?.length ?? 0;
  }
  return count;
}

/**
 * Where N or P leads: a row with comments under it (a line, or a file's top),
 * or a closed file with comments on its lines, which opens to show them.
 */
export type CommentStop = { readonly row: number } | { readonly openFile: number };

/**
 * The next stop after row `from` (`step` 1) or before it (−1): a row with
 * comments under it, or a closed file holding some; row `from` when there is
 * none that way. Read row by row from `from`: only asked when a key asks for it.
 */
export function nextCommentStop(input: RowCommentsInput, from: number, step: 1 | -1): CommentStop {
  for (let i = from + step; i >= 0 && i < input.rows.length; i += step) {
    const row = input.rows[i]!;
    if (row.kind === 'collapsed') {
      if (holdsLineComments(input, row.file)) return { openFile: row.file };
    } else if (commentsUnderRow(input, i) > 0) {
      return { row: i };
    }
  }
  return { row: from };
}

/** The first row with a reviewer's comment that `matches` under it; -1 when no row has one. */
export function rowOfComment(
  input: RowCommentsInput,
  matches: (comment: ReviewComment) => boolean,
): number {
  if (!input.agentShown) return -1;
  return input.rows.findIndex((row) => {
    const placed = input.comments(row.file).agent;
    if (row.kind === 'file-comments') return placed.unplaced.some(matches);
    if (placed.byChange.size === 0) return false;
    return changeKeys(row, input.changes).some((key) => placed.byChange.get(key)?.some(matches));
  });
}

/** Whether file `file` has comments on lines of its diff that are shown. */
function holdsLineComments(input: RowCommentsInput, file: number): boolean {
  const placed = input.comments(file);
  return (input.agentShown && placed.agent.byChange.size > 0) || placed.human.byChange.size > 0;
}

/** The change keys of the line or lines a row shows (two in a split pair): where its comments go. */
function changeKeys(row: DiffRow, changes: (file: number) => readonly HunkData[]): string[] {
  switch (row.kind) {
    case 'line':
      return [getChangeKey(changes(row.file)[row.hunk]!.changes[row.line]!)];
    case 'pair': {
      const hunk = changes(row.file)[row.hunk]!;
      const sides = [row.old, row.new].flatMap((line) =>
        line === null ? [] : [getChangeKey(hunk.changes[line]!)],
      );
      return [...new Set(sides)];
    }
    case 'context':
      return [getChangeKey(contextChange(row))];
    default:
      return [];
  }
}
