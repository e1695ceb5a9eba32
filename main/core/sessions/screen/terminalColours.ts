/** The colours the user's terminals draw in (#rrggbb), as programs ask for them. */
export interface TerminalColours {
  readonly foreground: string;
  readonly background: string;
}

/** OSC 10 asks for the foreground, OSC 11 for the background. */
export const COLOUR_QUERIES = { 10: 'foreground', 11: 'background' } as const;

/**
 * A terminal's answer to OSC 10 or 11 with "?", as xterm gives it
 * ("ESC]11;rgb:ffff/ffff/ffff ESC\"): each channel in four hex digits.
 */
export function colourReply(osc: keyof typeof COLOUR_QUERIES, hex: string): string {
  const channels = [1, 3, 5].map((at) =>
    hex
      .slice(at, at + 2)
      .repeat(2)
      .toLowerCase(),
  );
  return `\x1b]${osc};rgb:${channels.join('/')}\x1b\\`;
}
