import { describe, expect, it } from 'vitest';
import { terminalTheme } from '../../../renderer/src/terminal/terminalTheme';

/** WCAG's relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** What a program prints text in: the foreground and the sixteen ANSI colours. */
const TEXT_COLOURS = [
  'foreground',
  'black',
  'red',
  'green',
  'yellow',
  'blue',
  'magenta',
  'cyan',
  'white',
  'brightBlack',
  'brightRed',
  'brightGreen',
  'brightYellow',
  'brightBlue',
  'brightMagenta',
  'brightCyan',
  'brightWhite',
] as const;

describe('the terminal palette', () => {
  it.each(['dark', 'light'] as const)(
    'reads at WCAG AA in the %s theme: every text colour on the background, text on a selection',
    (theme) => {
      const palette = terminalTheme(theme);
      // The dark theme's black is the background's own shade: programs paint with it, not write.
      const colours = TEXT_COLOURS.filter((name) => !(theme === 'dark' && name === 'black'));
      const low = colours
        .map((name) => [name, contrast(palette[name]!, palette.background!)] as const)
        .filter(([, ratio]) => ratio < 4.5);
      expect(low).toEqual([]);
      expect(contrast(palette.foreground!, palette.selectionBackground!)).toBeGreaterThanOrEqual(
        4.5,
      );
    },
  );
});
