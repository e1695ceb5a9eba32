import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type RefObject } from 'react';
import type { DiffFile } from '../../../shared/contract';
import type { FindMatch } from './diffFind';
import { lineKey } from './diffRows';
import { revealMatchSideways } from './revealSideways';

interface FindRevealInput {
  readonly found: FindMatch | null;
  readonly files: readonly DiffFile[];
  readonly isOpen: (file: DiffFile) => boolean;
  readonly openFile: (index: number) => void;
  /** The row of each shown line, by `lineKey`. */
  readonly lineRow: ReadonlyMap<string, number>;
  readonly virtualizer: Pick<Virtualizer<HTMLElement, Element>, 'scrollToIndex'>;
  /** The list the rows are drawn in: where the match is looked for once drawn. */
  readonly list: RefObject<HTMLElement | null>;
}

/**
 * The find bar's match (Ctrl/Cmd+F): open its file if needed, then bring its
 * row into view, and the match itself sideways on a long line. By place, not
 * object: a refreshed diff finds the same match again without scrolling back
 * to it.
 */
export function useFindReveal({
  found,
  files,
  isOpen,
  openFile,
  lineRow,
  virtualizer,
  list,
}: FindRevealInput) {
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!found) {
      // The bar closed: the next search scrolls to its match even if it is the same one.
      revealed.current = null;
      return;
    }
    const file = files[found.file];
    if (!file) return;
    const place = `${file.path}:${found.hunk}:${found.line}:${found.start}`;
    if (revealed.current === place) return;
    if (!isOpen(file)) {
      openFile(found.file);
      return;
    }
    const row = lineRow.get(lineKey(found.file, found.hunk, found.line));
    if (row === undefined) return;
    revealed.current = place;
    virtualizer.scrollToIndex(row, { align: 'center' });
    if (list.current) revealMatchSideways(list.current);
  }, [found, files, isOpen, openFile, lineRow, virtualizer, list]);
}
