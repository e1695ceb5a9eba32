import { useVirtualizer } from '@tanstack/react-virtual';
import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { DiffFile, DiffTextOrigin, ReviewComment } from '../../../shared/contract';
import type { CommentOrigin } from './CommentCard';
import type { CommentSide } from '../model/diffChoice';
import type { CommentDrafts, DraftPlace } from './commentDrafts';
import type { CommentTarget } from './commentPlacement';
import { codeCharWidth, codeOverflow, widestLine, widestShownContext } from './codeWidth';
import {
  commentsUnderRow,
  nextCommentStop,
  rowOfComment,
  type RowCommentsInput,
} from './commentRows';
import { DiffFileSection } from './DiffFileSection';
import type { FindMatch, ShownLines } from './diffFind';
import { diffRows, LARGE_FILE_LINES, lineKey, shownLinesOf, type DiffLayout } from './diffRows';
import { DiffRowView } from './DiffRowView';
import { mergeRanges, type LineRange } from './expansion';
import { useTextTokens } from './useTextTokens';
import type { PeopleComments } from '../model/humanComments';
import { perFile } from './perFile';
import type { RowContext } from './rowContext';
import { scrollParent } from './scrollParent';
import { lineCount, toHunks } from './toHunks';
import type { FileTokens } from './tokenizeProtocol';
import { useFileComments } from './useFileComments';
import { useFindReveal } from './useFindReveal';
import { isKeyStop, lineLabel } from './lineFocus';
import { useActiveLine, useLineKeys } from './useLineFocus';
import { estimateRowSize, FILE_GAP, fileSections, rowKey, TOP_BAR } from './virtualRows';

interface DiffListProps {
  readonly files: readonly DiffFile[];
  readonly comments: readonly ReviewComment[];
  readonly side: CommentSide;
  readonly origin: CommentOrigin | null;
  readonly people: PeopleComments;
  readonly tokens: ReadonlyMap<DiffFile, FileTokens>;
  readonly layout: DiffLayout;
  readonly found: FindMatch | null;
  /** The id of file `index`'s section, so the file list can jump to it. */
  readonly anchorId: (index: number) => string;
  /** Where the files' other lines are read from, to expand around hunks; null: not offered. */
  readonly textOrigin: DiffTextOrigin | null;
  /** Told the lines Expand shows whenever they change, so the find bar finds in them too. */
  readonly onShownLines?: (lines: ShownLines, files: readonly DiffFile[]) => void;
  /** The comments being written on the diff (see CommentDrafts), and the forms open now. */
  readonly drafts: CommentDrafts;
  readonly forms: readonly DraftPlace[];
  /** Where P leads from before the first line with comments: the comments above the list. */
  readonly onBeforeFirstComment?: () => void;
  /** A reviewer's comment to bring into view, with the keyboard on its line (a suggestion just applied). */
  readonly revealing?: ReviewComment | null;
  /** Told once `revealing` is in view: it is brought there once. */
  readonly onRevealed?: () => void;
}

/** What the file list and the find bar ask of the diff list. */
export interface DiffListHandle {
  /** Scrolls file `index`'s header to the top and focuses its section. */
  revealFile(index: number): void;
  /** The keyboard to the first line with comments (N from the comments above the list). */
  toFirstComment(): void;
}

/**
 * Every file of a diff as one virtual list: only the rows on screen (and a
 * few around) are in the page, whatever the diff's size. Rows are measured as
 * they render, so comment widgets and long lines take the room they need;
 * each file's rows sit in its own section so its header sticks while they scroll.
 */
export const DiffList = forwardRef<DiffListHandle, DiffListProps>(function DiffList(props, ref) {
  const { files, comments, side, origin, people, tokens, layout, found, anchorId, textOrigin } =
    props;
  const { drafts, forms } = props;
  const listRef = useRef<HTMLDivElement>(null);
  // Open and closed files by path, so a refresh of the same diff keeps them.
  const [opened, setOpened] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  // Lines shown by Expand, by path, so a refresh of the same diff keeps them.
  const [expanded, setExpanded] = useState<ReadonlyMap<string, readonly LineRange[]>>(
    () => new Map(),
  );
  const [scrollMargin, setScrollMargin] = useState(0);
  const [width, setWidth] = useState(0);
  // Where each file's code was scrolled sideways, by path: kept while its section is off screen.
  const scrolledX = useMemo(() => new Map<string, number>(), []);

  const isOpen = useCallback(
    (file: DiffFile) => opened.get(file.path) ?? lineCount(file) <= LARGE_FILE_LINES,
    [opened],
  );
  const { placed, expansion, textError } = useFileComments({
    files,
    comments,
    people,
    forms,
    side,
    origin,
    textOrigin,
    isOpen,
    expanded,
  });
  const readTexts = useMemo(
    () =>
      files.flatMap((file, index) => {
        const lines = expansion(index)?.lines;
        return lines ? [{ path: file.path, lines }] : [];
      }),
    [files, expansion],
  );
  const textTokens = useTextTokens(readTexts);
  const changes = useMemo(() => perFile((index) => toHunks(files[index]!)), [files]);

  const { rows, headerRow, lineRow } = useMemo(
    () =>
      diffRows(files, {
        layout,
        isOpen,
        hasFileComments: (i) => {
          const c = placed(i);
          return (
            (origin !== null && c.agent.unplaced.length > 0) ||
            c.human.unplaced.length > 0 ||
            (people.canAdd && c.forms.unplaced.length > 0)
          );
        },
        expansion,
      }),
    [files, layout, isOpen, placed, origin, people.canAdd, expansion],
  );

  const shownLines = useMemo(() => shownLinesOf(rows), [rows]);
  const { onShownLines } = props;
  useEffect(() => onShownLines?.(shownLines, files), [onShownLines, shownLines, files]);
  const expandedWidth = useMemo(() => widestShownContext(rows), [rows]);
  const columnsOf = (index: number) =>
    Math.max(widestLine(files[index]!), expandedWidth.get(index) ?? 0);
  // The virtualizer asks for every row's key each time a row's size changes: built once per rows.
  const keys = useMemo(() => rows.map((row) => rowKey(files, row)), [files, rows]);
  // It works out every row's place again whenever its key function is a new one, so both functions
  // are new only when the rows change.
  const sizing = useMemo(
    () => ({
      getItemKey: (i: number) => keys[i]!,
      estimateSize: (i: number) => estimateRowSize(rows[i]!),
    }),
    [keys, rows],
  );
  const { active, choose, rangeExtractor } = useActiveLine(rows, keys);
  const getScrollElement = useCallback(
    () => (listRef.current ? scrollParent(listRef.current) : null),
    [],
  );

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    getItemKey: sizing.getItemKey,
    estimateSize: sizing.estimateSize,
    overscan: 4,
    scrollMargin,
    scrollPaddingStart: TOP_BAR,
    rangeExtractor,
  });
  const itemAt = useCallback(
    (index: number) => virtualizer.measurementsCache[index],
    [virtualizer],
  );
  // Which lines have comments under them: asked of the rows near the keyboard's line, never all.
  const rowComments = useMemo<RowCommentsInput>(
    () => ({ rows, changes, comments: placed, agentShown: origin !== null }),
    [rows, changes, placed, origin],
  );
  const commentStop = useCallback(
    (from: number, step: 1 | -1) => nextCommentStop(rowComments, from, step),
    [rowComments],
  );
  const openFile = useCallback(
    (index: number, open = true) =>
      setOpened((previous) => new Map(previous).set(files[index]!.path, open)),
    [files],
  );
  const { onKeyDown, onFocus, toFirstStop, toRow } = useLineKeys({
    rows,
    active,
    choose,
    listRef,
    itemAt,
    commentStop,
    openFile,
    beforeFirstStop: props.onBeforeFirstComment,
  });

  // Where the list starts in its scroller moves when what is above it (file list, notes) changes
  // size, which any render can do: read after each commit and stored only when it moved, so a
  // steady list renders once. The layout is fresh here (rows were just measured): a cheap read.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every commit, on purpose
  useLayoutEffect(() => {
    const list = listRef.current;
    const scroller = list && scrollParent(list);
    if (!list || !scroller) return;
    const top =
      list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    if (Math.abs(top - scrollMargin) > 0.5) setScrollMargin(top);
    if (list.clientWidth !== width) setWidth(list.clientWidth);
  });

  // Back to the line, so the keyboard carries on from where it was.
  const leaveForm = useCallback((path: string, target: CommentTarget) => {
    const section = listRef.current?.querySelector<HTMLElement>(
      `[aria-label="Diff of ${CSS.escape(path)}"]`,
    );
    const row = section
      ?.querySelector(`[data-comment-key="${target.key}"]`)
      ?.closest<HTMLElement>('.diff-row');
    // A form at the file's top (its line is not in the diff now) goes back to the file.
    (row ?? section)?.focus();
  }, []);
  const closeForm = useCallback(
    (path: string, target: CommentTarget) => {
      drafts.close(path, target.line);
      leaveForm(path, target);
    },
    [drafts, leaveForm],
  );
  const expand = useCallback(
    (index: number, range: LineRange) => {
      const path = files[index]!.path;
      setExpanded((previous) =>
        new Map(previous).set(path, mergeRanges([...(previous.get(path) ?? []), range])),
      );
    },
    [files],
  );
  const openForm = useCallback(
    (path: string, target: CommentTarget) => drafts.open(path, target),
    [drafts],
  );

  const ctx = useMemo<RowContext>(
    () => ({
      files,
      changes,
      comments: placed,
      origin,
      people,
      drafts,
      openForm,
      closeForm,
      leaveForm,
      openFile,
      expand,
      textError,
    }),
    [
      files,
      changes,
      placed,
      origin,
      people,
      drafts,
      openForm,
      closeForm,
      leaveForm,
      openFile,
      expand,
      textError,
    ],
  );

  useImperativeHandle(
    ref,
    () => ({
      revealFile(index) {
        const row = headerRow[index];
        if (row === undefined) return;
        virtualizer.scrollToIndex(row, { align: 'start' });
        // Focus once the section is in the page, without scrolling again.
        requestAnimationFrame(() =>
          document.getElementById(anchorId(index))?.focus({ preventScroll: true }),
        );
      },
      toFirstComment: toFirstStop,
    }),
    [headerRow, virtualizer, anchorId, toFirstStop],
  );

  useFindReveal({ found, files, isOpen, openFile, lineRow, virtualizer, list: listRef });
  const { revealing, onRevealed } = props;
  useEffect(() => {
    if (!revealing) return;
    const row = rowOfComment(
      rowComments,
      (c) => c.file === revealing.file && c.comment === revealing.comment,
    );
    if (row < 0) return;
    // Its line near the top, so the card under it shows too.
    virtualizer.scrollToIndex(row, { align: 'start' });
    toRow(row);
    onRevealed?.();
  }, [revealing, onRevealed, rowComments, virtualizer, toRow]);

  // The items first: asking for them brings the virtualizer's measurements up to date with the rows.
  const sections = fileSections(virtualizer.getVirtualItems(), rows);
  const measurements = virtualizer.measurementsCache;
  const foundRow = found ? lineRow.get(lineKey(found.file, found.hunk, found.line)) : undefined;

  return (
    // The lines are one Tab stop (the line the keyboard stands on); the keys move it.
    <div
      ref={listRef}
      className="diff-list"
      style={{ height: virtualizer.getTotalSize() + FILE_GAP }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {sections.map(({ file: index, items }) => {
        const file = files[index]!;
        const first = measurements[headerRow[index]!];
        const last = measurements[(headerRow[index + 1] ?? rows.length) - 1];
        if (!first || !last) return null;
        const top = first.start + FILE_GAP;
        const open = isOpen(file);
        return (
          <DiffFileSection
            key={`${index}:${file.path}`}
            file={file}
            id={anchorId(index)}
            open={open}
            onToggle={() => openFile(index, !open)}
            top={top - scrollMargin}
            height={last.end - top}
            overflow={open ? codeOverflow(columnsOf(index), width, layout, codeCharWidth()) : 0}
            scrolledX={scrolledX}
          >
            {items.map((item) => {
              const row = rows[item.index]!;
              if (row.kind === 'header') return null;
              const stop = isKeyStop(row);
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="diff-row"
                  style={{ transform: `translateY(${item.start - top}px)` }}
                  tabIndex={stop ? (item.index === active ? 0 : -1) : undefined}
                  role={stop ? 'group' : undefined}
                  aria-roledescription={
                    stop ? (row.kind === 'file-comments' ? 'comments' : 'line') : undefined
                  }
                  aria-label={
                    stop
                      ? lineLabel(files, row, commentsUnderRow(rowComments, item.index))
                      : undefined
                  }
                >
                  <DiffRowView
                    row={row}
                    ctx={ctx}
                    tokens={
                      row.kind === 'context'
                        ? textTokens.get(expansion(row.file)?.lines ?? [])
                        : tokens.get(file)
                    }
                    found={item.index === foundRow ? found : null}
                  />
                </div>
              );
            })}
          </DiffFileSection>
        );
      })}
    </div>
  );
});
