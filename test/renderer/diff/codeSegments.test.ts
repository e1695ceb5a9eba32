import { describe, expect, it } from 'vitest';
import { codeSegments } from '../../../renderer/src/diff/codeSegments';

describe('codeSegments', () => {
  it('cuts a line where tokens, the edit and the find match begin and end', () => {
    // "const" keyword, then plain text.
    const segments = codeSegments(
      'const x = 1',
      [5, 1, 6, 0],
      ['', 'token keyword'],
      [6, 7],
      [4, 7],
    );
    expect(segments).toEqual([
      { text: 'cons', className: 'token keyword', edited: false, found: false },
      { text: 't', className: 'token keyword', edited: false, found: true },
      { text: ' ', className: '', edited: false, found: true },
      { text: 'x', className: '', edited: true, found: true },
      { text: ' = 1', className: '', edited: false, found: false },
    ]);
  });

  it('shows text past the tokens plain, and the whole line without tokens', () => {
    expect(codeSegments('ab', [1, 1], ['', 'token k'], null, null)).toEqual([
      { text: 'a', className: 'token k', edited: false, found: false },
      { text: 'b', className: '', edited: false, found: false },
    ]);
    expect(codeSegments('ab', null, [], null, null)).toHaveLength(1);
  });
});
