import { describe, expect, it } from 'vitest';
import { splitLine } from '../../../../main/agent/review/sourceText';

describe('splitLine', () => {
  it('blanks strings (but their opening quote) and the comment out of the code, keeping positions', () => {
    const text = `log("a // b", 'c'); // note`;
    const parts = splitLine(text, 'c-like');
    expect(parts.code).toBe('log("       , \'  );        ');
    expect(parts.code).toHaveLength(text.length);
    expect(parts.comment).toBe('// note');
    expect(parts.commentStart).toBe(text.indexOf('// note'));
  });

  it('reads block comments in the middle of code and doc-comment continuation lines', () => {
    expect(splitLine('f(/* TODO */ x);', 'c-like')).toMatchObject({
      comment: '/* TODO */',
      commentStart: 2,
    });
    expect(splitLine('f(/* a */ x);', 'c-like').code).toBe('f(        x);');
    expect(splitLine('   * FIXME: later', 'c-like')).toMatchObject({
      comment: '* FIXME: later',
      commentStart: 3,
    });
  });

  it('knows # comments, escapes and Python triple quotes', () => {
    expect(splitLine('x = "a#b"  # real', 'python').comment).toBe('# real');
    expect(splitLine(String.raw`s = 'it\'s # not'`, 'python').comment).toBe('');
    expect(splitLine('d = """print(x)"""', 'python').code).not.toContain('print');
  });

  it('treats prose as all text', () => {
    expect(splitLine('// TODO in docs', 'prose')).toEqual({
      code: '// TODO in docs',
      comment: '',
      commentStart: -1,
    });
  });
});
