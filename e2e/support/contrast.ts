import type { Page } from '@playwright/test';

/** One run of text drawn below the contrast it needs. */
export interface ContrastFault {
  readonly text: string;
  /** Its element's class list, to find the rule. */
  readonly where: string;
  readonly colour: string;
  readonly background: string;
  readonly ratio: number;
}

/**
 * Every run of text on screen whose colour, over the background drawn behind
 * it, falls short of WCAG AA: 4.5:1, or 3:1 for large text (24 px, or 18.66 px
 * bold). The background is the element's and its ancestors' colours laid over
 * each other down to the first opaque one; opacity on the way fades the text.
 * Text the rule exempts is skipped: disabled controls, and the terminal, which
 * xterm.js draws in its own theme (terminalTheme.ts).
 */
export function contrastFaults(page: Page): Promise<ContrastFault[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    /** A computed colour, which Chromium gives as rgb() or rgba() for every colour the CSS uses. */
    function parse(css: string): Rgba {
      const parts = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(css);
      if (!parts) throw new Error(`a colour not in rgb(): ${css}`);
      const [, r, g, b, a] = parts;
      return [Number(r), Number(g), Number(b), a === undefined ? 1 : Number(a)];
    }

    function over(top: Rgba, bottom: Rgba): Rgba {
      const alpha = top[3] + bottom[3] * (1 - top[3]);
      if (alpha === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / alpha;
      return [mix(0), mix(1), mix(2), alpha];
    }

    function luminance([r, g, b]: Rgba): number {
      const linear = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    }

    function ratio(a: Rgba, b: Rgba): number {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    }

    /** The colour behind the element's text, and how much its ancestors' opacity fades it. */
    function backdrop(element: Element): { colour: Rgba; opacity: number } {
      const layers: Rgba[] = [];
      let opacity = 1;
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        opacity *= Number(style.opacity);
        const colour = parse(style.backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] === 1) break;
      }
      // The page's canvas under everything.
      let colour: Rgba = parse(getComputedStyle(document.documentElement).backgroundColor);
      if (colour[3] < 1) colour = [255, 255, 255, 1];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return { colour, opacity };
    }

    const faults: ContrastFault[] = [];
    const seen = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (
        !text ||
        !element ||
        element.closest('.terminal-view, [disabled], [aria-disabled="true"]')
      )
        continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.bottom < 0 || box.top > innerHeight) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const { colour: behind, opacity } = backdrop(element);
      const ink = parse(style.color);
      const drawn = over([ink[0], ink[1], ink[2], ink[3] * opacity], behind);
      const value = ratio(drawn, behind);
      if (value >= (large ? 3 : 4.5)) continue;
      const where = `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`;
      const key = `${where} ${style.color} ${behind.join()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      faults.push({
        text: text.slice(0, 40),
        where,
        colour: style.color,
        background: `rgb(${behind.slice(0, 3).map(Math.round).join(', ')})`,
        ratio: Math.round(value * 100) / 100,
      });
    }
    return faults;
  });
}
