import { describe, expect, it } from 'vitest';
import { debugOutputRule } from '../../../../../main/agent/review/rules/debugOutput';
import { addedFile, diffFile } from '../../diffFixture';

const lineNumbers = (files: Parameters<typeof debugOutputRule.check>[0]): number[] =>
  debugOutputRule.check(files).map((f) => f.line);

describe('debug-output rule', () => {
  it('reports console.log in added source lines, at their new-file line', () => {
    const file = diffFile(
      'src/cart.ts',
      [
        ' export function total(items) {',
        "+  console.log('items', items);",
        '-  old();',
        '   return 0;',
      ],
      40,
    );
    const [finding, ...rest] = debugOutputRule.check([file]);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ file: 'src/cart.ts', line: 41, severity: 'warning' });
    expect(finding?.comment).toContain('console.log()');
  });

  it('ignores removed and context lines', () => {
    const file = diffFile('src/a.js', [' console.log(1);', '-console.log(2);', '+const x = 1;']);
    expect(debugOutputRule.check([file])).toEqual([]);
  });

  it('reports console.debug / trace but treats console.error and warn as deliberate logging', () => {
    const file = addedFile('src/a.ts', [
      'console.debug(x);',
      'console.error(e);',
      'console.warn(w);',
      'console.trace();',
    ]);
    expect(lineNumbers([file])).toEqual([1, 4]);
  });

  it('does not take a call inside a string or a comment', () => {
    const file = addedFile('src/a.ts', [
      "const help = 'use console.log(x) to print';",
      '// console.log(x) was here',
      'foo(); /* console.log(y) */',
    ]);
    expect(lineNumbers([file])).toEqual([]);
  });

  it('lets tests and command-line programs print', () => {
    const files = [
      addedFile('src/a.test.ts', ['console.log(result);']),
      addedFile('bin/tool.js', ['console.log(usage);']),
      addedFile('scripts/build.mjs', ['console.log("built");']),
      addedFile('tool/cli.py', ['print("done")']),
    ];
    expect(lineNumbers(files)).toEqual([]);
  });

  it('reports a debugger statement everywhere, tests included, as an error', () => {
    const files = [
      addedFile('src/a.ts', ['  debugger;']),
      addedFile('src/a.test.ts', ['if (x) { debugger }']),
    ];
    const findings = debugOutputRule.check(files);
    expect(findings.map((f) => [f.file, f.severity])).toEqual([
      ['src/a.ts', 'error'],
      ['src/a.test.ts', 'error'],
    ]);
  });

  it('does not mistake a word containing debugger for the statement', () => {
    const file = addedFile('src/a.ts', ['const debuggerPort = 9229;', 'attachDebugger();']);
    expect(lineNumbers([file])).toEqual([]);
  });

  it('reports Python print() statements and breakpoints, not print in docs or names', () => {
    const file = addedFile('app/views.py', [
      'print(request.user)',
      '    import pdb; pdb.set_trace()',
      '    breakpoint()',
      '    >>> print(x)',
      '    self.printer(x)',
      '    # print(x)',
    ]);
    const findings = debugOutputRule.check([file]);
    expect(findings.map((f) => [f.line, f.severity])).toEqual([
      [1, 'warning'],
      [2, 'error'],
      [3, 'error'],
    ]);
  });

  it('reports Ruby breakpoints', () => {
    const file = addedFile('app/models/user.rb', ['    binding.pry', '    puts name']);
    expect(lineNumbers([file])).toEqual([1]);
  });

  it('leaves other languages and prose alone', () => {
    const files = [
      addedFile('README.md', ['Call `console.log(x)` to see it.']),
      addedFile('main.go', ['fmt.Println("hi")']),
    ];
    expect(lineNumbers(files)).toEqual([]);
  });
});
