import { describe, expect, it } from 'vitest';
import { removeDebugOutput } from '../../../../../main/agent/author/fixes/removeDebugOutput';
import { applyFix } from './applyFix';

const fix = (path: string, lines: string[], line: number) =>
  applyFix(removeDebugOutput, path, lines, line);

describe('remove-debug-output fix', () => {
  it('wants comments about debug output, not others', () => {
    expect(removeDebugOutput.wants('Leftover debug output: console.log() in `x`')).toBe(true);
    expect(removeDebugOutput.wants('Remove this debugger statement')).toBe(true);
    expect(removeDebugOutput.wants('Use a constant here')).toBe(false);
  });

  it('deletes a console.log line, also when the comment cites a nearby line', () => {
    const lines = ['function f(x) {', "  console.log('x', x);", '  return x;', '}'];
    expect(fix('src/a.ts', lines, 2)).toEqual({ lines: ['function f(x) {', '  return x;', '}'] });
    expect(fix('src/a.ts', lines, 4)).toEqual({ lines: ['function f(x) {', '  return x;', '}'] });
  });

  it('deletes every line of a call that spans several', () => {
    const lines = ['a();', 'console.log({', "  user: 'x (y)',", '});', 'b();'];
    expect(fix('src/a.js', lines, 2)).toEqual({ lines: ['a();', 'b();'] });
  });

  it('removes only the statement when it shares its line with others', () => {
    expect(fix('src/a.ts', ['  save(); console.log(done); next();'], 1)).toEqual({
      lines: ['  save(); next();'],
    });
    expect(fix('src/a.ts', ['if (x) { debugger }'], 1)).toEqual({ lines: ['if (x) { }'] });
  });

  it('refuses a call inside a larger expression', () => {
    const result = fix('src/a.ts', ['if (ready) console.log(state);'], 1);
    expect(result).toMatchObject({ cannot: expect.stringContaining('larger expression') });
    expect(fix('src/a.ts', ['const y = a ? b : console.log(c);'], 1)).toMatchObject({
      cannot: expect.any(String),
    });
  });

  it('removes Python breakpoints and prints, keeping a block valid with pass', () => {
    expect(
      fix('app.py', ['def f():', '    import pdb; pdb.set_trace()', '    return 1'], 2),
    ).toEqual({
      lines: ['def f():', '    return 1'],
    });
    expect(fix('app.py', ['if debug:', '    print(state)', 'run()'], 2)).toEqual({
      lines: ['if debug:', '    pass', 'run()'],
    });
  });

  it('finds nothing when no debug statement is near the line', () => {
    expect(fix('src/a.ts', ['const a = 1;', '', '', '', '', "console.log('far');"], 1)).toBe(
      'not-found',
    );
  });
});
