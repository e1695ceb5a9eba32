import { describe, expect, it } from 'vitest';
import { inlineSpans } from '../../../renderer/src/model/inlineMarkdown';

describe('inlineSpans', () => {
  it('reads code, strong and emphasis between plain text', () => {
    expect(inlineSpans('Remove `console.log` — it is **not** needed, *really*.')).toEqual([
      { kind: 'text', text: 'Remove ' },
      { kind: 'code', text: 'console.log' },
      { kind: 'text', text: ' — it is ' },
      { kind: 'strong', text: 'not' },
      { kind: 'text', text: ' needed, ' },
      { kind: 'em', text: 'really' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps stars inside code literal', () => {
    expect(inlineSpans('use `a ** b` here')).toEqual([
      { kind: 'text', text: 'use ' },
      { kind: 'code', text: 'a ** b' },
      { kind: 'text', text: ' here' },
    ]);
  });

  it('leaves markers that open nothing as typed', () => {
    for (const text of ['2 * 3 * 4', 'a lone ` tick', '**', 'un*closed', '** spaced **']) {
      expect(inlineSpans(text)).toEqual([{ kind: 'text', text }]);
    }
    expect(inlineSpans('')).toEqual([]);
  });

  it('never lets a span run across lines', () => {
    expect(inlineSpans('*one\ntwo*')).toEqual([{ kind: 'text', text: '*one\ntwo*' }]);
  });
});
