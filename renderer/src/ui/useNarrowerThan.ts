import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is narrower than `width` CSS pixels, followed as it
 * changes. Measured before the first paint, so a layout chosen by it never
 * shows the other one first.
 */
export function useNarrowerThan(element: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrower, setNarrower] = useState(false);
  useLayoutEffect(() => {
    const box = element.current;
    if (!box) return;
    const measure = () => setNarrower(box.getBoundingClientRect().width < width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [element, width]);
  return narrower;
}
