import { describe, expect, it } from 'vitest';
import type { HumanComment, ReviewComment } from '../../../shared/contract';
import { commentsUnderRow, nextCommentStop } from '../../../renderer/src/diff/commentRows';
import { placeComments } from '../../../renderer/src/diff/commentPlacement';
import { diffRows, type RowOptions } from '../../../renderer/src/diff/diffRows';
import { toHunks } from '../../../renderer/src/diff/toHunks';
import { modified } from './sampleDiffs';

const reviewer = (line: number): ReviewComment => ({
  file: 'math.js',
  line,
  severity: 'warning',
  comment: `On ${line}.`,
});
const mine = (line: number): HumanComment => ({
  ...reviewer(line),
  id: `c${line}`,
  createdAt: '2026-11-28T00:00:00.000Z',
});

/** math.js's rows (split or unified) with the reviewer's comments on `agent` and a person's on `human`. */
function commented(
  layout: RowOptions['layout'],
  agent: number[],
  human: number[],
  shown = true,
  open = true,
) {
  // Line 0 is the whole file: such comments stand at its top.
  const { rows } = diffRows([modified], {
    layout,
    isOpen: () => open,
    hasFileComments: () => [...agent, ...human].includes(0),
  });
  const comments = {
    agent: placeComments(modified, agent.map(reviewer), 'new'),
    human: placeComments(modified, human.map(mine), 'new'),
    forms: placeComments(modified, [], 'new'),
  };
  return {
    rows,
    changes: () => toHunks(modified),
    comments: () => comments,
    agentShown: shown,
  };
}

/** The row N or P stops on from row `from`; a test's diff has one file, so no file to open. */
function rowStop(input: ReturnType<typeof commented>, from: number, step: 1 | -1): number {
  const stop = nextCommentStop(input, from, step);
  if (!('row' in stop)) throw new Error(`opens file ${stop.openFile}`);
  return stop.row;
}

/** The new-side line number of each row N or P goes to from the top, step by step. */
function walk(input: ReturnType<typeof commented>, step: 1 | -1, from: number): number[] {
  const seen: number[] = [];
  for (let at = rowStop(input, from, step); at !== from;) {
    seen.push(at);
    from = at;
    at = rowStop(input, from, step);
  }
  return seen.map((index) => {
    const row = input.rows[index]!;
    if (row.kind !== 'line') throw new Error(`row ${index} is ${row.kind}`);
    return modified.hunks[row.hunk]!.lines[row.line]!.newLine!;
  });
}

describe('commented rows', () => {
  it("go line by line over the reviewer's comments and a person's, both ways, and stop at the ends", () => {
    const input = commented('unified', [2, 7], [3]);
    expect(walk(input, 1, 0)).toEqual([2, 3, 7]);
    expect(walk(input, -1, input.rows.length)).toEqual([7, 3, 2]);
  });

  it("count a line's comments, and leave out the reviewer's where they are not shown", () => {
    const input = commented('unified', [2, 2], [2]);
    const row = rowStop(input, 0, 1);
    expect(commentsUnderRow(input, row)).toBe(3);
    const hidden = commented('unified', [2, 7], [3], false);
    expect(walk(hidden, 1, 0)).toEqual([3]);
  });

  it('open a closed file with comments on its lines, and pass one whose comments are not shown', () => {
    const closed = commented('unified', [7], [], true, false);
    expect(closed.rows.map((row) => row.kind)).toEqual(['header', 'collapsed']);
    expect(nextCommentStop(closed, 0, 1)).toEqual({ openFile: 0 });
    expect(nextCommentStop(closed, closed.rows.length, -1)).toEqual({ openFile: 0 });
    const hidden = commented('unified', [7], [], false, false);
    expect(nextCommentStop(hidden, 0, 1)).toEqual({ row: 0 });
  });

  it("stop at a file's top for its comments on no line, counted there, before its lines", () => {
    const input = commented('unified', [0, 0, 7], [0]);
    const top = input.rows.findIndex((row) => row.kind === 'file-comments');
    expect(top).toBeGreaterThan(0);
    expect(rowStop(input, 0, 1)).toBe(top);
    expect(commentsUnderRow(input, top)).toBe(3);
    const seven = rowStop(input, top, 1);
    expect(commentsUnderRow(input, seven)).toBe(1);
    expect(rowStop(input, seven, -1)).toBe(top);
    // The reviewer's not shown: the person's alone, still a stop.
    const hidden = commented('unified', [0], [0], false);
    expect(commentsUnderRow(hidden, rowStop(hidden, 0, 1))).toBe(1);
    // And a closed file's top comments stand above it: a stop before the file is opened.
    const closed = commented('unified', [0, 7], [], true, false);
    expect(closed.rows.map((row) => row.kind)).toEqual(['header', 'file-comments', 'collapsed']);
    expect(nextCommentStop(closed, 0, 1)).toEqual({ row: 1 });
    expect(nextCommentStop(closed, 1, 1)).toEqual({ openFile: 0 });
  });

  it('find them in the split layout too', () => {
    const input = commented('split', [7], []);
    const row = rowStop(input, 0, 1);
    expect(row).toBeGreaterThan(0);
    expect(commentsUnderRow(input, row)).toBe(1);
  });
});
