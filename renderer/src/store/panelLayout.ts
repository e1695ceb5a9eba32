import { useCallback, useState } from 'react';

const OPEN_KEY = 'parley.reviewPanel.open';
const WIDTH_KEY = 'parley.reviewPanel.width';
export const PANEL_MIN_WIDTH = 360;
export const PANEL_DEFAULT_WIDTH = 560;
export const PANEL_MAX_WIDTH = 1600;

function savedWidth(): number {
  const width = Number(window.localStorage.getItem(WIDTH_KEY));
  return Number.isFinite(width) && width >= PANEL_MIN_WIDTH ? width : PANEL_DEFAULT_WIDTH;
}

export function clampPanelWidth(width: number): number {
  return Math.round(Math.min(Math.max(width, PANEL_MIN_WIDTH), PANEL_MAX_WIDTH));
}

export interface PanelLayout {
  readonly open: boolean;
  readonly width: number;
  readonly setOpen: (open: boolean) => void;
  readonly toggle: () => void;
  readonly setWidth: (width: number) => void;
}

/** Whether the Review Panel is open and how wide, remembered across reloads. */
export function usePanelLayout(): PanelLayout {
  const [open, setOpenState] = useState(() => window.localStorage.getItem(OPEN_KEY) === '1');
  const [width, setWidthState] = useState(savedWidth);

  const setOpen = useCallback((next: boolean) => {
    window.localStorage.setItem(OPEN_KEY, next ? '1' : '0');
    setOpenState(next);
  }, []);
  const toggle = useCallback(() => {
    setOpenState((previous) => {
      window.localStorage.setItem(OPEN_KEY, previous ? '0' : '1');
      return !previous;
    });
  }, []);
  const setWidth = useCallback((next: number) => {
    const clamped = clampPanelWidth(next);
    window.localStorage.setItem(WIDTH_KEY, String(clamped));
    setWidthState(clamped);
  }, []);
  return { open, width, setOpen, toggle, setWidth };
}
