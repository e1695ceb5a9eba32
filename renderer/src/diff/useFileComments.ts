import { useCallback, useMemo } from 'react';
import type { DiffFile, DiffTextOrigin, ReviewComment } from '../../../shared/contract';
import type { CommentSide } from '../model/diffChoice';
import type { PeopleComments } from '../model/humanComments';
import type { CommentOrigin } from './CommentCard';
import { draftLines, type DraftPlace } from './commentDrafts';
import { placeComments } from './commentPlacement';
import type { FileExpansion } from './diffRows';
import type { FileComments } from './rowContext';
import {
  canExpand,
  excerptRange,
  expandedLineKey,
  fileGaps,
  mergeRanges,
  type LineRange,
} from './expansion';
import { perFile } from './perFile';
import { useFileTexts } from './useFileTexts';

interface FileCommentsInput {
  readonly files: readonly DiffFile[];
  readonly comments: readonly ReviewComment[];
  readonly people: PeopleComments;
  /** The open comment forms: one, or more where a person left text in one and opened another. */
  readonly forms: readonly DraftPlace[];
  readonly side: CommentSide;
  readonly origin: CommentOrigin | null;
  /** Where the files' other lines are read from, to expand around hunks; null: not offered. */
  readonly textOrigin: DiffTextOrigin | null;
  readonly isOpen: (file: DiffFile) => boolean;
  /** Lines shown by Expand, by path. */
  readonly expanded: ReadonlyMap<string, readonly LineRange[]>;
}

export interface FileCommentsCache {
  /** File `index`'s comments, placed under its lines (hunks and expanded lines alike). */
  readonly placed: (index: number) => FileComments;
  /** The lines shown around file `index`'s hunks; null when none can be. */
  readonly expansion: (index: number) => FileExpansion | null;
  /** Why file `index`'s text could not be read, or null. */
  readonly textError: (index: number) => string | null;
}

/**
 * Where each file's comments go, worked out once per file for a diff: under
 * the hunk lines they cite, or, for the lines of the new side no hunk shows,
 * under small excerpts read from the file (with what Expand has shown).
 */
export function useFileComments(input: FileCommentsInput): FileCommentsCache {
  const { files, comments, people, forms, side, origin, textOrigin, isOpen, expanded } = input;
  const formLines = useMemo(() => draftLines(forms), [forms]);
  const inHunks = useMemo(
    () =>
      perFile((index): FileComments => ({
        agent: placeComments(files[index]!, comments, side),
        human: placeComments(files[index]!, people.comments, side),
        forms: placeComments(files[index]!, formLines, side),
      })),
    [files, comments, people.comments, formLines, side],
  );
  // Lines of a file's new side that comments (or open forms) cite but no hunk shows: shown as small
  // excerpts. (Comments on the old side cite lines the new side's text does not number.)
  const outsideLines = useCallback(
    (index: number): number[] => {
      if (side !== 'new') return [];
      const c = inHunks(index);
      return [...(origin ? c.agent.unplaced : []), ...c.human.unplaced, ...c.forms.unplaced]
        .map((comment) => comment.line)
        .filter((line) => line > 0);
    },
    [inHunks, origin, side],
  );

  const wanted = useMemo(
    () =>
      textOrigin
        ? files
            .filter(
              (file, i) =>
                canExpand(file) &&
                isOpen(file) &&
                (expanded.has(file.path) || outsideLines(i).length > 0),
            )
            .map((file) => file.path)
        : [],
    [textOrigin, files, isOpen, expanded, outsideLines],
  );
  const texts = useFileTexts(textOrigin, files, wanted);

  const expansion = useMemo(
    () =>
      perFile((index): FileExpansion | null => {
        if (!textOrigin) return null;
        const text = texts.get(files[index]!.path);
        const lines = text && 'lines' in text ? text.lines : null;
        const excerpts = lines
          ? outsideLines(index)
              .filter((line) => line <= lines.length)
              .map(excerptRange)
          : [];
        const revealed = [...(expanded.get(files[index]!.path) ?? []), ...excerpts];
        return { lines, revealed: mergeRanges(revealed) };
      }),
    [textOrigin, texts, files, expanded, outsideLines],
  );

  // Comments on lines an expansion shows go under those lines, as on any other.
  const placed = useMemo(
    () =>
      perFile((index): FileComments => {
        const file = files[index]!;
        const shown = expansion(index);
        if (!shown?.lines || shown.revealed.length === 0) return inHunks(index);
        const gaps = fileGaps(file, shown.lines.length);
        const key = (line: number) => expandedLineKey(gaps, shown.revealed, line, side);
        return {
          agent: placeComments(file, comments, side, key),
          human: placeComments(file, people.comments, side, key),
          forms: placeComments(file, formLines, side, key),
        };
      }),
    [files, comments, people.comments, formLines, side, expansion, inHunks],
  );

  const textError = useCallback(
    (index: number) => {
      const text = texts.get(files[index]!.path);
      return text && 'error' in text ? text.error : null;
    },
    [texts, files],
  );

  return { placed, expansion, textError };
}
