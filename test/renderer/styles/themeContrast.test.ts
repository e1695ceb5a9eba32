import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast, type Rgb } from '../../support/contrast';

/**
 * WCAG AA (4.5:1) for every colour the stylesheets draw small text in, over
 * each background it is drawn on, in both themes. e2e/contrast.spec.ts checks
 * what a review puts on screen; this covers the states that are hard to stage
 * there (a stopped session's header, a failed review, notices).
 */
const css = readFileSync(
  new URL('../../../renderer/src/styles/theme.css', import.meta.url),
  'utf8',
);

/** A theme's variables, from its block of theme.css. */
function themeVariables(selector: string): ReadonlyMap<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!]),
  );
}

function parse(value: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(value);
  if (!rgba) throw new Error(`not a colour this test reads: ${value}`);
  return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4])];
}

/** The colour as drawn: a translucent one over the panel's surface. */
function drawn(theme: ReadonlyMap<string, string>, name: string): Rgb {
  const [r, g, b, a] = parse(theme.get(name) ?? '');
  if (a === 1) return [r, g, b];
  const [sr, sg, sb] = drawn(theme, '--surface');
  return [r * a + sr * (1 - a), g * a + sg * (1 - a), b * a + sb * (1 - a)];
}

const panes = ['--bg', '--sidebar-bg', '--surface', '--surface-raised', '--accent-soft'];
const tints = ['--warning-soft', '--success-soft', '--danger-soft', '--info-soft'];
const code = ['--code-bg', '--surface', '--diff-add-bg', '--diff-del-bg', '--diff-hunk-bg'];

/** Each text colour and the backgrounds the stylesheets put it on. */
const pairs: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['--text', [...panes, ...tints, ...code]],
  ['--text-muted', [...panes, ...tints, ...code]],
  ['--accent', [...panes, '--diff-hunk-bg']],
  ['--accent-text', ['--accent']],
  ['--danger', [...panes, '--danger-soft']],
  ['--warning', [...panes, '--warning-soft']],
  ['--success', [...panes, '--success-soft']],
  ['--info', [...panes, '--info-soft']],
  ['--status-dialog', panes],
  ['--sev-error', ['--surface', '--sev-error-soft']],
  ['--sev-warning', ['--surface', '--sev-warning-soft']],
  ['--sev-suggestion', ['--surface', '--sev-suggestion-soft']],
  ...[
    '--tok-comment',
    '--tok-keyword',
    '--tok-string',
    '--tok-number',
    '--tok-function',
    '--tok-class',
    '--tok-tag',
    '--tok-attr',
    '--tok-operator',
    '--tok-regex',
  ].map((token) => [token, code] as const),
];

describe.each([
  ['light', ":root[data-theme='light']"],
  ['dark', ":root[data-theme='dark']"],
])('the %s theme', (_name, selector) => {
  const theme = themeVariables(selector);
  it.each(pairs)('%s reaches 4.5:1 on each of its backgrounds', (text, backgrounds) => {
    const short = backgrounds
      .map((background) => ({
        background,
        ratio: Math.round(contrast(drawn(theme, text), drawn(theme, background)) * 100) / 100,
      }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(short).toEqual([]);
  });
});
