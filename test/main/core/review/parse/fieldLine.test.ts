import { describe, expect, it } from 'vitest';
import { fieldOfLine } from '../../../../../main/core/review/parse/fieldLine';
import { seededRandom } from '../../../../support/seededRandom';

// The rule fieldOfLine reads by, kept here as its specification: its quick rejections and its
// naming of the key must agree with it on every line.
const fieldLine =
  /^#{0,6}\s*[*_`]{0,3}(file|path|lines?|severity|comment|suggestion|finding|author)(?::[*_`]{0,3}|[*_`]{1,3}:)\s*(.*)$/i;
const keys: Readonly<Record<string, string>> = {
  file: 'file',
  path: 'file',
  line: 'line',
  lines: 'line',
  severity: 'severity',
  comment: 'comment',
  suggestion: 'suggestion',
  finding: 'finding',
  author: 'author',
};

function bySpecification(line: string) {
  const match = fieldLine.exec(line);
  return match ? { key: keys[match[1]!.toLowerCase()], value: match[2]!.trim() } : null;
}

describe('field lines', () => {
  it('are read exactly as the field pattern reads them, quick rejections and all', () => {
    const next = seededRandom(2024);
    // Pieces a field line is made of, and near misses of each.
    const parts = [
      ['', '#', '###', '######', '#######'],
      ['', ' ', '  ', '\t', '\u00a0', '\u3000'],
      ['', '*', '**', '***', '****', '_', '__', '`', '*_`'],
      [
        'FILE',
        'file',
        'File',
        'PATH',
        'LINE',
        'Lines',
        'LINESS',
        'lin',
        'SEVERITY',
        'Comment',
        'SUGGESTION',
        'ſeverity',
        'Fıle',
        'commentary',
        'FINDING',
        'Author',
        'authority',
      ],
      [':', '**:', ':**', ':***', ':****', '***:', '****:', '*', '', ' :', '`:', ':`'],
      ['', ' ', '   ', '\t', ' \r ', '\u2028'],
      [
        'src/a.ts',
        '42',
        'warning',
        'The loop never ends.',
        'a\rb',
        'a\u2029b',
        '',
        '  ',
        'ends with space  ',
        '**bold**',
      ],
    ];
    for (let i = 0; i < 20000; i++) {
      const line = parts.map((choices) => choices[Math.floor(next() * choices.length)]!).join('');
      expect(fieldOfLine(line), JSON.stringify(line)).toEqual(bySpecification(line));
    }
  });

  it('reads the spellings reviewers use (the property is not vacuous)', () => {
    expect(fieldOfLine('**FILE:** src/app.ts')).toEqual({ key: 'file', value: 'src/app.ts' });
    expect(fieldOfLine('### Lines: 30-34')).toEqual({ key: 'line', value: '30-34' });
    expect(fieldOfLine('`SEVERITY`: nit')).toEqual({ key: 'severity', value: 'nit' });
    expect(fieldOfLine('Commentary: no')).toBeNull();
    expect(fieldOfLine('AUTHOR: declined — callers validate')).toEqual({
      key: 'author',
      value: 'declined — callers validate',
    });
    expect(fieldOfLine('FILE: a\rb')).toBeNull();
  });
});
