import { defaultRangeExtractor, type Range, type VirtualItem } from '@tanstack/react-virtual';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { CommentStop } from './commentRows';
import type { DiffRow } from './diffRows';
import { isKeyStop, lineMoveOf, moveLine, nearestLineRow, firstLineRow } from './lineFocus';
import { upgradeNow } from './rowUpgrades';
import { scrollParent } from './scrollParent';
import { HEADER_HEIGHT, TOP_BAR } from './virtualRows';

/** A line row's height before any comment under it: a page is this many pixels a line. */
const LINE_HEIGHT = 20;
/** How far Left and Right scroll a file's code sideways. */
const SIDEWAYS_STEP = 64;
/** Room kept under the focused line for the file's horizontal scrollbar. */
const SCROLLBAR_ROOM = 12;

/**
 * The row the keyboard stands on in the diff (the one Tab stop), by key so a
 * refresh keeps it; the diff's first line until the person moves it. The
 * virtual list always renders it, so it keeps the focus when scrolled away.
 */
export function useActiveLine(rows: readonly DiffRow[], keys: readonly string[]) {
  const [chosen, setChosen] = useState<{ key: string; index: number } | null>(null);
  const active = useMemo(() => {
    if (!chosen) return firstLineRow(rows);
    if (keys[chosen.index] === chosen.key) return chosen.index;
    const found = keys.indexOf(chosen.key);
    return found >= 0 ? found : nearestLineRow(rows, chosen.index);
  }, [rows, keys, chosen]);
  const choose = useCallback((index: number) => setChosen({ key: keys[index]!, index }), [keys]);
  // A new function when the line changes: the virtualizer works out its rows again only then.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (active < 0 || active >= range.count || indexes.includes(active)) return indexes;
      return [...indexes, active].sort((a, b) => a - b);
    },
    [active],
  );
  return { active, choose, rangeExtractor };
}

interface LineKeysInput {
  readonly rows: readonly DiffRow[];
  readonly active: number;
  readonly choose: (index: number) => void;
  readonly listRef: RefObject<HTMLDivElement | null>;
  /** Where row `index` is in the list's scroller (measured, or estimated until it was drawn). */
  readonly itemAt: (index: number) => VirtualItem | undefined;
  /** Where N (`step` 1) or P (−1) leads from row `from` (see nextCommentStop). */
  readonly commentStop: (from: number, step: 1 | -1) => CommentStop;
  /** Opens closed file `file`. */
  readonly openFile: (file: number) => void;
  /** Where P leads from before the first comment stop, when somewhere does: the comments above the list. */
  readonly beforeFirstStop?: () => void;
}

/**
 * The keys of the focused line: Up/Down, PageUp/PageDown and Home/End move
 * it (scrolling it into view, under the sticky bars), N and P to the next and
 * previous line with comments (opening a collapsed file that has some),
 * Left/Right scroll its file sideways, + or Enter opens its comment form
 * where a person may comment.
 */
export function useLineKeys(input: LineKeysInput) {
  const { rows, active, choose, listRef, itemAt, commentStop, openFile, beforeFirstStop } = input;
  const moved = useRef(false);
  /** A closed file N or P opened to reach its comments, and which way they were going. */
  const opening = useRef<{ readonly file: number; readonly step: 1 | -1 } | null>(null);

  const stickyTop = useCallback(() => {
    const list = listRef.current;
    const bar = list
      ? parseFloat(getComputedStyle(list).getPropertyValue('--choice-bar-height'))
      : NaN;
    return (Number.isNaN(bar) ? TOP_BAR : bar) + HEADER_HEIGHT;
  }, [listRef]);

  const reveal = useCallback(
    (index: number) => {
      const item = itemAt(index);
      const scroller = listRef.current && scrollParent(listRef.current);
      if (!item || !scroller) return;
      const top = stickyTop();
      if (item.start < scroller.scrollTop + top) scroller.scrollTo({ top: item.start - top });
      else if (item.end > scroller.scrollTop + scroller.clientHeight - SCROLLBAR_ROOM)
        scroller.scrollTo({ top: item.end - scroller.clientHeight + SCROLLBAR_ROOM });
    },
    [itemAt, listRef, stickyTop],
  );

  /** The row the keyboard stands on, in view and focused (the list always renders it). */
  const focusActive = useCallback(() => {
    reveal(active);
    listRef.current
      ?.querySelector<HTMLElement>(`.diff-row[data-index="${active}"]`)
      ?.focus({ preventScroll: true });
  }, [active, reveal, listRef]);

  // After a move: focus the row, and again next frame, once the rows around it have their
  // measured heights.
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    focusActive();
    const frame = requestAnimationFrame(() => {
      // Only while the keyboard is still on a line (or lost with a row drawn again): a comment
      // form opened in between, by + pressed at once, keeps it.
      const now = document.activeElement;
      if (now === null || now === document.body || now.classList.contains('diff-row'))
        focusActive();
      else reveal(active);
    });
    return () => cancelAnimationFrame(frame);
  }, [active, reveal, focusActive]);

  // Once the file N or P opened has its rows: its first commented line (its last, going back).
  useLayoutEffect(() => {
    const pending = opening.current;
    if (!pending) return;
    const first = rows.findIndex((row) => row.file === pending.file);
    if (first < 0) return;
    let last = first;
    while (rows[last + 1]?.file === pending.file) last++;
    if (rows[last]!.kind === 'collapsed') return;
    // Going on, past the file's top comments (N stood there before it opened the file).
    let stop = commentStop(pending.step === 1 ? first - 1 : last + 1, pending.step);
    if ('row' in stop && rows[stop.row]?.kind === 'file-comments' && pending.step === 1)
      stop = commentStop(stop.row, 1);
    if (!('row' in stop) || rows[stop.row]?.file !== pending.file) return;
    opening.current = null;
    moved.current = true;
    choose(stop.row);
  }, [rows, commentStop, choose]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const line = event.target as HTMLElement;
      // Only on the line itself: keys typed in a comment form or on a button are theirs.
      if (!line.classList.contains('diff-row') || event.altKey || event.metaKey) return;
      // A key on the line: the person has moved on from a file N or P was opening.
      opening.current = null;
      // The keyboard goes to row `next`; where it stays, its line is shown again.
      const goTo = (next: number) => {
        event.preventDefault();
        if (next === active) return reveal(active);
        moved.current = true;
        choose(next);
      };
      const move = lineMoveOf(event.key);
      if (move && !event.shiftKey && (!event.ctrlKey || move === 'first' || move === 'last')) {
        const scroller = listRef.current && scrollParent(listRef.current);
        const page = Math.floor(((scroller?.clientHeight ?? 0) - stickyTop()) / LINE_HEIGHT) - 1;
        return goTo(moveLine(rows, active, move, page));
      }
      if (event.ctrlKey) return;
      const toComment = commentStepOf(event.key);
      if (toComment !== null) {
        const stop = commentStop(active, toComment);
        if ('row' in stop) {
          if (stop.row !== active || toComment === 1 || !beforeFirstStop) return goTo(stop.row);
          event.preventDefault();
          return beforeFirstStop();
        }
        event.preventDefault();
        opening.current = { file: stop.openFile, step: toComment };
        return openFile(stop.openFile);
      }
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        const bar = line.closest('.diff-file')?.querySelector('.diff-hscroll');
        if (!bar) return;
        event.preventDefault();
        bar.scrollBy({ left: event.key === 'ArrowLeft' ? -SIDEWAYS_STEP : SIDEWAYS_STEP });
      } else if (event.key === '+' || event.key === 'Enter') {
        // A row just scrolled to may not have its + yet: draw it now.
        if (!line.querySelector('.add-comment')) upgradeNow();
        const add = line.querySelector<HTMLButtonElement>('.add-comment');
        if (!add) return;
        event.preventDefault();
        add.click();
      }
    },
    [rows, active, choose, reveal, stickyTop, listRef, commentStop, openFile, beforeFirstStop],
  );

  /** The keyboard to row `index`, focused and in view. */
  const toRow = useCallback(
    (index: number) => {
      if (index === active) return focusActive();
      moved.current = true;
      choose(index);
    },
    [active, focusActive, choose],
  );

  /** The keyboard to the list's first comment stop, from outside the list (N above it). */
  const toFirstStop = useCallback(() => {
    const stop = commentStop(-1, 1);
    if (!('row' in stop)) {
      opening.current = { file: stop.openFile, step: 1 };
      return openFile(stop.openFile);
    }
    // None: the keyboard stays where it is.
    if (stop.row >= 0) toRow(stop.row);
  }, [commentStop, openFile, toRow]);

  // A click or a Tab onto a line makes it the one the keyboard stands on.
  const onFocus = useCallback(
    (event: FocusEvent) => {
      const line = event.target as HTMLElement;
      const index = Number(line.dataset.index);
      if (line.classList.contains('diff-row') && index !== active && isKeyStop(rows[index]))
        choose(index);
    },
    [rows, active, choose],
  );

  return { onKeyDown, onFocus, toFirstStop, toRow };
}

/** N goes to the next line with comments, P to the previous one (either case). */
function commentStepOf(key: string): 1 | -1 | null {
  if (key === 'n' || key === 'N') return 1;
  if (key === 'p' || key === 'P') return -1;
  return null;
}
