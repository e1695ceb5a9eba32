import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExpandRow } from '../../../renderer/src/diff/ExpandRow';

const rowOf = (from: number, to: number) =>
  ({ kind: 'expand', file: 0, from, to, above: true, below: true }) as const;
const said = (from: number, to: number) =>
  renderToStaticMarkup(<ExpandRow row={rowOf(from, to)} error={null} onExpand={() => {}} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('an Expand row', () => {
  it('says how many lines it folds, one line as one', () => {
    expect(said(1, 1)).toBe('Expand the line Line 1 unchanged');
    expect(said(9, 20)).toBe('Expand all 12 lines Lines 9–20 unchanged');
    expect(said(9, 40)).toBe('Expand up Expand down Expand all 32 lines Lines 9–40 unchanged');
    expect(said(45, Infinity)).toBe(
      'Expand up Expand down Expand all below Lines from 45 to the end unchanged',
    );
  });
});
