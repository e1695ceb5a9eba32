import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../../main/host/cli/command';
import { shellWords } from '../../../../main/host/cli/shellWords';

describe('shellWords', () => {
  it('splits a flag value into words as a shell does, with no expansion', () => {
    expect(shellWords('--x', '--model opus')).toEqual(['--model', 'opus']);
    expect(shellWords('--x', `  --settings '/a b/s.json'  -c "x=\\"y\\"" `)).toEqual([
      '--settings',
      '/a b/s.json',
      '-c',
      'x="y"',
    ]);
    expect(shellWords('--x', `a\\ b '' $HOME`)).toEqual(['a b', '', '$HOME']);
    expect(shellWords('--x', '')).toEqual([]);
  });

  it('refuses an unclosed quote, naming the flag', () => {
    expect(() => shellWords('--author-args', `--model 'opus`)).toThrow(UsageError);
    expect(() => shellWords('--author-args', `--model 'opus`)).toThrow(
      /--author-args has an unclosed ' quote/,
    );
  });
});
