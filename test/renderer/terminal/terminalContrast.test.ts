import { describe, expect, it } from 'vitest';
import { terminalTheme } from '../../../renderer/src/terminal/terminalTheme';
import { contrast as rgbContrast, hexRgb } from '../../support/contrast';

const contrast = (a: string, b: string) => rgbContrast(hexRgb(a), hexRgb(b));

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
