import { describe, expect, it } from 'vitest';
import { shellWords } from '../../shared/shellWords';

describe('shellWords', () => {
  it('splits arguments into words as a shell does, with no expansion', () => {
    expect(shellWords('--model opus')).toEqual(['--model', 'opus']);
    expect(shellWords(`  --settings '/a b/s.json'  -c "x=\\"y\\"" `)).toEqual([
      '--settings',
      '/a b/s.json',
      '-c',
      'x="y"',
    ]);
    expect(shellWords(`a\\ b '' $HOME`)).toEqual(['a b', '', '$HOME']);
    expect(shellWords('')).toEqual([]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => shellWords(`--model 'opus`)).toThrow(/has an unclosed ' quote/);
  });
});
