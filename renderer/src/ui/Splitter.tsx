import {
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';

interface SplitterProps {
  readonly label: string;
  /** The width asked for the pane right of the splitter, in CSS pixels (the layout may hold it narrower). */
  readonly width: number;
  readonly min: number;
  readonly max: number;
  readonly onResize: (width: number) => void;
}

const KEY_STEP = 32;

/**
 * A vertical splitter that sizes the pane on its right: drag it, or focus it
 * and use the arrow keys (Home / End for the extremes). It reports, and moves
 * from, the width on screen: the layout may hold the pane narrower than
 * asked (the terminal keeps its room), and a key press must move it at once.
 */
export function Splitter({ label, width, min, max, onResize }: SplitterProps) {
  const handle = useRef<HTMLDivElement>(null);
  const shown = useShownWidth(handle, width);

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    const target = event.currentTarget;
    const startX = event.clientX;
    target.setPointerCapture(event.pointerId);
    const onMove = (move: PointerEvent) => onResize(shown + (startX - move.clientX));
    const onEnd = () => {
      target.removeEventListener('pointermove', onMove);
      target.removeEventListener('pointerup', onEnd);
      target.removeEventListener('pointercancel', onEnd);
    };
    target.addEventListener('pointermove', onMove);
    target.addEventListener('pointerup', onEnd);
    target.addEventListener('pointercancel', onEnd);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next =
      event.key === 'ArrowLeft'
        ? shown + KEY_STEP
        : event.key === 'ArrowRight'
          ? shown - KEY_STEP
          : event.key === 'Home'
            ? max
            : event.key === 'End'
              ? min
              : null;
    if (next === null) return;
    event.preventDefault();
    onResize(next);
  }

  return (
    <div
      ref={handle}
      className="splitter"
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={shown}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}

/** The width of the pane after the splitter as drawn, followed as it changes; `asked` until measured. */
function useShownWidth(handle: RefObject<HTMLDivElement | null>, asked: number): number {
  const [shown, setShown] = useState(asked);
  useLayoutEffect(() => {
    const pane = handle.current?.nextElementSibling;
    if (!pane) return;
    const measure = () => setShown(Math.round(pane.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(pane);
    return () => observer.disconnect();
  }, [handle]);
  return shown;
}
