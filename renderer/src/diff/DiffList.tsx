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
import type { HunkData } from 'react-diff-view';
import type { DiffFile, DiffTextOrigin, ReviewComment } from '../../../shared/contract';
import type { CommentOrigin } from './CommentCard';
import type { CommentSide } from '../model/diffChoice';
import { placeComments, type CommentTarget } from './commentPlacement';
import { codeScrollbarHeight } from './codeScrollbar';
import { DiffFileHeader } from './DiffFileHeader';
import type { FindMatch } from './diffFind';
import {
  diffRows,
  LARGE_FILE_LINES,
  lineKey,
  type DiffLayout,
  type DiffRow,
  type FileExpansion,
} from './diffRows';
import { DiffRowView, type FileComments, type OpenForm, type RowContext } from './DiffRowView';
import {
  canExpand,
  excerptRange,
  expandedLineKey,
  fileGaps,
  mergeRanges,
  type LineRange,
} from './expansion';
import type { PeopleComments } from '../model/humanComments';
import { scrollParent } from './scrollParent';
import { lineCount, toHunks } from './toHunks';
import type { FileTokens } from './tokenizeProtocol';
import { useFileTexts } from './useFileTexts';

/** The room above each file, between it and the one before. */
const FILE_GAP = 12;
/** A file header's height: fixed, so it is never measured. */
const HEADER_HEIGHT = 37;
/** The sticky bar above the list (Now / rounds / layout) that rows must not scroll under. */
const TOP_BAR = 42;

/** Room a line's text gets besides its code: gutters and the +/− margin, in pixels. */
const UNIFIED_CHROME = 112;
const SPLIT_CHROME = 2 * 67;
/** A monospace character at the diff's 12.5 px: 0.6 em. */
const CHAR_WIDTH = 7.5;

const estimates: Record<DiffRow['kind'], number> = {
  header: FILE_GAP + HEADER_HEIGHT,
  'file-comments': 140,
  note: 38,
  collapsed: 48,
  hunk: 24,
  line: 20,
  pair: 20,
  context: 20,
  expand: 30,
};

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
}

/** What the file list and the find bar ask of the diff list. */
export interface DiffListHandle {
  /** Scrolls file `index`'s header to the top and focuses its section. */
  revealFile(index: number): void;
}

const rowKey = (files: readonly DiffFile[], row: DiffRow): string => {
  const path = files[row.file]!.path;
  switch (row.kind) {
    case 'line':
      return `l:${path}:${row.hunk}:${row.line}`;
    case 'pair':
      return `p:${path}:${row.hunk}:${row.old}:${row.new}`;
    case 'hunk':
      return `h:${path}:${row.hunk}`;
    case 'note':
      return `n:${path}:${row.text}`;
    case 'context':
      return `c:${path}:${row.newLine}`;
    case 'expand':
      return `e:${path}:${row.from}`;
    default:
      return `${row.kind}:${path}`;
  }
};

/**
 * Every file of a diff as one virtual list: only the rows on screen (and a
 * few around) are in the page, whatever the diff's size. Rows are measured as
 * they render, so comment widgets and long lines take the room they need;
 * each file's rows sit in its own section so its header sticks while they scroll.
 */
export const DiffList = forwardRef<DiffListHandle, DiffListProps>(function DiffList(props, ref) {
  const { files, comments, side, origin, people, tokens, layout, found, anchorId, textOrigin } =
    props;
  const listRef = useRef<HTMLDivElement>(null);
  // Open and closed files by path, so a refresh of the same diff keeps them.
  const [opened, setOpened] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [form, setForm] = useState<OpenForm | null>(null);
  // Lines shown by Expand, by path, so a refresh of the same diff keeps them.
  const [expanded, setExpanded] = useState<ReadonlyMap<string, readonly LineRange[]>>(
    () => new Map(),
  );
  const [scrollMargin, setScrollMargin] = useState(0);
  const [width, setWidth] = useState(0);

  const isOpen = useCallback(
    (file: DiffFile) => opened.get(file.path) ?? lineCount(file) <= LARGE_FILE_LINES,
    [opened],
  );
  const inHunks = useMemo(() => {
    const cache = new Map<number, FileComments>();
    return (index: number): FileComments => {
      let hit = cache.get(index);
      if (!hit) {
        const file = files[index]!;
        hit = {
          agent: placeComments(file, comments, side),
          human: placeComments(file, people.comments, side),
        };
        cache.set(index, hit);
      }
      return hit;
    };
  }, [files, comments, people.comments, side]);
  // Lines of a file's new side that comments cite but no hunk shows: shown as small excerpts.
  // (Comments on the old side cite lines the new side's text does not number.)
  const outsideLines = useCallback(
    (index: number): number[] => {
      if (side !== 'new') return [];
      const c = inHunks(index);
      return [...(origin ? c.agent.unplaced : []), ...c.human.unplaced]
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

  const expansion = useMemo(() => {
    const cache = new Map<number, FileExpansion>();
    return (index: number): FileExpansion | null => {
      if (!textOrigin) return null;
      let hit = cache.get(index);
      if (!hit) {
        const text = texts.get(files[index]!.path);
        const lines = text && 'lines' in text ? text.lines : null;
        const excerpts = lines
          ? outsideLines(index)
              .filter((line) => line <= lines.length)
              .map(excerptRange)
          : [];
        const revealed = [...(expanded.get(files[index]!.path) ?? []), ...excerpts];
        hit = { lines, revealed: mergeRanges(revealed) };
        cache.set(index, hit);
      }
      return hit;
    };
  }, [textOrigin, texts, files, expanded, outsideLines]);

  // Comments on lines an expansion shows go under those lines, as on any other.
  const placed = useMemo(() => {
    const cache = new Map<number, FileComments>();
    return (index: number): FileComments => {
      let hit = cache.get(index);
      if (!hit) {
        const file = files[index]!;
        const shown = expansion(index);
        if (!shown?.lines || shown.revealed.length === 0) hit = inHunks(index);
        else {
          const gaps = fileGaps(file, shown.lines.length);
          const key = (line: number) => expandedLineKey(gaps, shown.revealed, line, side);
          hit = {
            agent: placeComments(file, comments, side, key),
            human: placeComments(file, people.comments, side, key),
          };
        }
        cache.set(index, hit);
      }
      return hit;
    };
  }, [files, comments, people.comments, side, expansion, inHunks]);
  const changes = useMemo(() => {
    const cache = new Map<number, HunkData[]>();
    return (index: number) => {
      let hit = cache.get(index);
      if (!hit) cache.set(index, (hit = toHunks(files[index]!)));
      return hit;
    };
  }, [files]);

  const { rows, headerRow, lineRow } = useMemo(
    () =>
      diffRows(files, {
        layout,
        isOpen,
        hasFileComments: (i) => {
          const c = placed(i);
          return (origin !== null && c.agent.unplaced.length > 0) || c.human.unplaced.length > 0;
        },
        expansion,
      }),
    [files, layout, isOpen, placed, origin, expansion],
  );

  // The virtualizer asks for every row's key each time a row's size changes: built once here.
  const keys = useMemo(() => rows.map((row) => rowKey(files, row)), [files, rows]);
  // The virtualizer works out every row's place again whenever this function is a new one: only
  // when the rows change, or the width (which changes which lines need a scrollbar).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const getItemKey = useCallback((i: number) => keys[i]!, [keys, width]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => (listRef.current ? scrollParent(listRef.current) : null),
    // Close guesses keep scrolling cheap: each measured size that differs moves every row after it.
    estimateSize: (i) => {
      const row = rows[i]!;
      if (row.kind !== 'line' && row.kind !== 'pair') return estimates[row.kind];
      const lines = files[row.file]!.hunks[row.hunk]!.lines;
      const longest =
        row.kind === 'line'
          ? lines[row.line]!.text.length
          : Math.max(
              lines[row.old ?? -1]?.text.length ?? 0,
              lines[row.new ?? -1]?.text.length ?? 0,
            );
      const room = row.kind === 'line' ? width - UNIFIED_CHROME : (width - SPLIT_CHROME) / 2;
      return (
        estimates[row.kind] + (width > 0 && longest * CHAR_WIDTH > room ? codeScrollbarHeight() : 0)
      );
    },
    getItemKey,
    overscan: 4,
    scrollMargin,
    scrollPaddingStart: TOP_BAR,
  });

  // Where the list starts in its scroller moves when what is above it (file list, notes) changes
  // size, which any render can do: measured after each one, stored only when it moved.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const list = listRef.current;
    const scroller = list && scrollParent(list);
    if (!list || !scroller) return;
    const top =
      list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    if (Math.abs(top - scrollMargin) > 0.5) setScrollMargin(top);
    if (list.clientWidth !== width) setWidth(list.clientWidth);
  });

  const openFile = useCallback(
    (index: number, open = true) =>
      setOpened((previous) => new Map(previous).set(files[index]!.path, open)),
    [files],
  );
  const closeForm = useCallback(() => {
    const key = form?.target.key;
    setForm(null);
    // Back to the line's + button, so the keyboard carries on from where it was.
    if (key) listRef.current?.querySelector<HTMLElement>(`[data-comment-key="${key}"]`)?.focus();
  }, [form]);
  const expand = useCallback(
    (index: number, range: LineRange) => {
      const path = files[index]!.path;
      setExpanded((previous) =>
        new Map(previous).set(path, mergeRanges([...(previous.get(path) ?? []), range])),
      );
    },
    [files],
  );
  const textError = useCallback(
    (index: number) => {
      const text = texts.get(files[index]!.path);
      return text && 'error' in text ? text.error : null;
    },
    [texts, files],
  );
  const openForm = useCallback(
    (path: string, target: CommentTarget) => setForm({ path, target }),
    [],
  );

  const ctx = useMemo<RowContext>(
    () => ({
      files,
      changes,
      comments: placed,
      origin,
      people,
      form,
      openForm,
      closeForm,
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
      form,
      openForm,
      closeForm,
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
    }),
    [headerRow, virtualizer, anchorId],
  );

  // The find bar's match: open its file if needed, then bring its row into view.
  // By place, not object: a refreshed diff finds the same match again without scrolling back to it.
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
  }, [found, files, isOpen, openFile, lineRow, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const measurements = virtualizer.measurementsCache;
  const sections: { file: number; items: typeof items }[] = [];
  for (const item of items) {
    const file = rows[item.index]!.file;
    const last = sections[sections.length - 1];
    if (last && last.file === file) last.items.push(item);
    else sections.push({ file, items: [item] });
  }

  return (
    <div
      ref={listRef}
      className="diff-list"
      style={{ height: virtualizer.getTotalSize() + FILE_GAP }}
    >
      {sections.map(({ file: index, items: shown }) => {
        const file = files[index]!;
        const first = measurements[headerRow[index]!];
        const last = measurements[(headerRow[index + 1] ?? rows.length) - 1];
        if (!first || !last) return null;
        const top = first.start + FILE_GAP;
        const open = isOpen(file);
        return (
          <section
            key={`${index}:${file.path}`}
            className="diff-file"
            id={anchorId(index)}
            aria-label={`Diff of ${file.path}`}
            tabIndex={-1}
            style={{ top: top - scrollMargin, height: last.end - top }}
          >
            <DiffFileHeader file={file} open={open} onToggle={() => openFile(index, !open)} />
            {shown.map((item) => {
              const row = rows[item.index]!;
              if (row.kind === 'header') return null;
              const onRow =
                found &&
                found.file === index &&
                (row.kind === 'line' || row.kind === 'pair') &&
                lineRow.get(lineKey(found.file, found.hunk, found.line)) === item.index;
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="diff-row"
                  style={{ transform: `translateY(${item.start - top}px)` }}
                >
                  <DiffRowView
                    row={row}
                    ctx={ctx}
                    tokens={tokens.get(file)}
                    found={onRow ? found : null}
                  />
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
});
