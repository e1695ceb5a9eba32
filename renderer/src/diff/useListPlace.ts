import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { scrollParent } from './scrollParent';

interface ListPlace {
  /** Where the list starts in its scroller. */
  readonly scrollMargin: number;
  /** The list's width; 0 until measured. */
  readonly width: number;
}

/**
 * Where the list starts in its scroller moves when what is above it (file
 * list, notes) changes size, which any render can do: measured after each one,
 * stored only when it (or the list's width) moved.
 */
export function useListPlace(listRef: RefObject<HTMLElement | null>): ListPlace {
  const [scrollMargin, setScrollMargin] = useState(0);
  const [width, setWidth] = useState(0);
  // The values last stored, so a measure compares with them without reading this render's state.
  const stored = useRef<ListPlace>({ scrollMargin: 0, width: 0 });
  const measure = useCallback(() => {
    const list = listRef.current;
    const scroller = list && scrollParent(list);
    if (!list || !scroller) return;
    const top =
      list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    const last = stored.current;
    if (Math.abs(top - last.scrollMargin) > 0.5) {
      stored.current = { ...stored.current, scrollMargin: top };
      setScrollMargin(top);
    }
    if (list.clientWidth !== last.width) {
      stored.current = { ...stored.current, width: list.clientWidth };
      setWidth(list.clientWidth);
    }
  }, [listRef]);
  // After every render, on purpose: no dependency list.
  useLayoutEffect(() => measure());
  return { scrollMargin, width };
}
