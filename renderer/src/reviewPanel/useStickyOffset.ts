import { useLayoutEffect, useRef } from 'react';

/**
 * For a bar stuck to the top of its scrolling parent: keeps `variable` on the
 * parent equal to the bar's height, so what sticks below it (the diff's file
 * headers) sits under it however many rows the bar wraps to.
 */
export function useStickyOffset<T extends HTMLElement>(variable: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    const parent = bar?.parentElement;
    if (!bar || !parent) return;
    const observer = new ResizeObserver(() =>
      parent.style.setProperty(variable, `${bar.offsetHeight}px`),
    );
    observer.observe(bar);
    return () => {
      observer.disconnect();
      parent.style.removeProperty(variable);
    };
  }, [variable]);
  return ref;
}
