import {
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type ReactNode,
  type WheelEvent,
} from 'react';
import type { DiffFile } from '../../../shared/contract';
import { DiffFileHeader } from './DiffFileHeader';

/** The file's scrollbar, as diff.css draws it: under the last row, in the gap before the next file. */
const BAR_HEIGHT = 10;

interface DiffFileSectionProps {
  readonly file: DiffFile;
  readonly id: string;
  readonly open: boolean;
  readonly onToggle: () => void;
  /** Where the section sits in the list, and its height: every row of the file. */
  readonly top: number;
  readonly height: number;
  /** How far the file's code scrolls sideways, in pixels; 0: every line fits. */
  readonly overflow: number;
  /** Where each file was scrolled sideways, by path: a section scrolled away comes back there. */
  readonly scrolledX: Map<string, number>;
  readonly children: ReactNode;
}

/**
 * One file of the diff list: its sticky header, the rows on screen, and one
 * horizontal scrollbar for all of them, stuck to the bottom of the view while
 * the file is on screen. The scrollbar moves every code cell of the file
 * together (through `--code-x`), so a long line never draws a scrollbar of its own.
 */
export function DiffFileSection(props: DiffFileSectionProps) {
  const { file, id, open, onToggle, top, height, overflow, scrolledX, children } = props;
  const section = useRef<HTMLElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const path = file.path;

  // Where the code was scrolled sideways, in the render: set after the rows were measured, it
  // would make the page work out the style of every row of the section twice.
  const left = overflow > 0 ? (scrolledX.get(path) ?? 0) : 0;
  const follow = () => {
    const x = bar.current?.scrollLeft ?? 0;
    section.current?.style.setProperty('--code-x', `${-x}px`);
    scrolledX.set(path, x);
  };
  // The bar back where the person left it (a new one starts at 0, nothing to do then).
  useLayoutEffect(() => {
    if (bar.current && left > 0) bar.current.scrollLeft = left;
    // Only when the section or its width comes back: while it stays, the bar holds its place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, overflow > 0]);

  // A sideways wheel or trackpad over the code scrolls it; the page's own vertical scroll stays.
  const onWheel = (event: WheelEvent) => {
    const dx = event.deltaX !== 0 ? event.deltaX : event.shiftKey ? event.deltaY : 0;
    if (bar.current && dx !== 0 && Math.abs(dx) >= Math.abs(event.shiftKey ? 0 : event.deltaY))
      bar.current.scrollLeft += dx;
  };

  return (
    <section
      ref={section}
      className="diff-file"
      id={id}
      aria-label={`Diff of ${path}`}
      tabIndex={-1}
      style={
        {
          top,
          height: height + (overflow > 0 ? BAR_HEIGHT : 0),
          '--code-x': `${-left}px`,
        } as CSSProperties
      }
      onWheel={overflow > 0 ? onWheel : undefined}
    >
      <DiffFileHeader file={file} open={open} onToggle={onToggle} />
      {children}
      {overflow > 0 && (
        // Not a Tab stop: on a line, the arrow keys scroll it sideways.
        <div
          ref={bar}
          className="diff-hscroll"
          tabIndex={-1}
          aria-hidden="true"
          data-file={path}
          onScroll={follow}
        >
          <div style={{ width: `calc(100% + ${overflow}px)` }} />
        </div>
      )}
    </section>
  );
}
