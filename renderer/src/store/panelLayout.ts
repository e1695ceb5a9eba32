const OPEN_KEY = 'parley.reviewPanel.open';
const WIDTH_KEY = 'parley.reviewPanel.width';
export const PANEL_MIN_WIDTH = 360;
export const PANEL_DEFAULT_WIDTH = 560;
export const PANEL_MAX_WIDTH = 1600;
/**
 * The terminal's least width beside the panel: 60 columns of 13 px monospace,
 * its padding and scrollbar (styles/workbench.css holds the same).
 */
const TERMINAL_MIN_WIDTH = 520;
const SPLITTER_WIDTH = 5;
/** Narrower than this, the terminal and the panel do not both fit: the open panel covers the terminal. */
export const SIDE_BY_SIDE_MIN_WIDTH = TERMINAL_MIN_WIDTH + SPLITTER_WIDTH + PANEL_MIN_WIDTH;

/** Whether the Review Panel is open and how wide, remembered across reloads. */
export interface PanelLayout {
  readonly open: boolean;
  readonly width: number;
}

function savedWidth(): number {
  const width = Number(window.localStorage.getItem(WIDTH_KEY));
  return Number.isFinite(width) && width >= PANEL_MIN_WIDTH ? width : PANEL_DEFAULT_WIDTH;
}

export function clampPanelWidth(width: number): number {
  return Math.round(Math.min(Math.max(width, PANEL_MIN_WIDTH), PANEL_MAX_WIDTH));
}

/** The layout the page's storage remembers. */
export function loadPanelLayout(): PanelLayout {
  return { open: window.localStorage.getItem(OPEN_KEY) === '1', width: savedWidth() };
}

/** Remembers what changed from `before` to `after`. */
export function savePanelLayout(before: PanelLayout, after: PanelLayout): void {
  if (after.open !== before.open) window.localStorage.setItem(OPEN_KEY, after.open ? '1' : '0');
  if (after.width !== before.width) window.localStorage.setItem(WIDTH_KEY, String(after.width));
}
