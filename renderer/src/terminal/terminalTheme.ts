import type { ITheme } from '@xterm/xterm';
import type { Theme } from '../ui/theme';

// Colours match the app's CSS variables (styles/theme.css) so the terminal sits flush. Every
// colour a program prints text in reads at WCAG AA (4.5:1) on the background, but the dark
// theme's black, the background's own shade (test/renderer/terminal/terminalContrast.test.ts).
const dark: ITheme = {
  background: '#15171c',
  foreground: '#d8dce4',
  cursor: '#e6e9ef',
  cursorAccent: '#15171c',
  selectionBackground: '#3a4660',
  black: '#1f2229',
  red: '#f07178',
  green: '#a3d67a',
  yellow: '#e8c36a',
  blue: '#74a7f2',
  magenta: '#c49bf0',
  cyan: '#6fd3d8',
  white: '#c8ccd4',
  brightBlack: '#7d828d',
  brightRed: '#ff8a91',
  brightGreen: '#bde69a',
  brightYellow: '#f3d58a',
  brightBlue: '#94bdf7',
  brightMagenta: '#d8b8f7',
  brightCyan: '#93e4e8',
  brightWhite: '#ffffff',
};

const light: ITheme = {
  background: '#ffffff',
  foreground: '#1f2328',
  cursor: '#1f2328',
  cursorAccent: '#ffffff',
  selectionBackground: '#b6d3fb',
  black: '#24292f',
  red: '#c62f37',
  green: '#2a7d3b',
  yellow: '#8a6100',
  blue: '#0b5fd0',
  magenta: '#8a3fc7',
  cyan: '#0f7b83',
  white: '#6e7781',
  brightBlack: '#57606a',
  brightRed: '#d04048',
  brightGreen: '#308541',
  brightYellow: '#9a6d00',
  brightBlue: '#2072df',
  brightMagenta: '#9b50d7',
  brightCyan: '#12818a',
  brightWhite: '#6d747c',
};

export function terminalTheme(theme: Theme): ITheme {
  return theme === 'dark' ? dark : light;
}

/** Search highlights; the search addon needs #RRGGBB colours. */
export function searchColours(theme: Theme) {
  return theme === 'dark'
    ? {
        matchBackground: '#4b4220',
        matchOverviewRuler: '#e8c36a',
        activeMatchBackground: '#9a6d00',
        activeMatchColorOverviewRuler: '#f3d58a',
      }
    : {
        matchBackground: '#fff1b8',
        matchOverviewRuler: '#d4a72c',
        activeMatchBackground: '#f5c542',
        activeMatchColorOverviewRuler: '#9a6d00',
      };
}
