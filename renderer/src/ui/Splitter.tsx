import type { KeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';

interface SplitterProps {
  readonly label: string;
  /** The width of the pane right of the splitter, in CSS pixels. */
  readonly width: number;
  readonly min: number;
  readonly max: number;
  readonly onResize: (width: number) => void;
}

const KEY_STEP = 32;

/**
 * A vertical splitter that sizes the pane on its right: drag it, or focus it
 * and use the arrow keys (Home / End for the extremes).
 */
export function Splitter({ label, width, min, max, onResize }: SplitterProps) {
  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    // Start from the width on screen: the layout may hold the pane narrower than asked.
    const shown = handle.nextElementSibling?.getBoundingClientRect().width ?? width;
    const startX = event.clientX;
    handle.setPointerCapture(event.pointerId);
    const onMove = (move: PointerEvent) => onResize(shown + (startX - move.clientX));
    const onEnd = () => {
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onEnd);
      handle.removeEventListener('pointercancel', onEnd);
    };
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onEnd);
    handle.addEventListener('pointercancel', onEnd);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next =
      event.key === 'ArrowLeft'
        ? width + KEY_STEP
        : event.key === 'ArrowRight'
          ? width - KEY_STEP
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
      className="splitter"
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
