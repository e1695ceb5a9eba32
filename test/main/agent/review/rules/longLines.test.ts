import { describe, expect, it } from 'vitest';
import { longLinesRule } from '../../../../../main/agent/review/rules/longLines';
import { addedFile } from '../../diffFixture';

const code = (length: number): string => `const x = '${'a'.repeat(length - 13)}';`;

describe('long-line rule', () => {
  it('suggests wrapping added lines over 120 characters', () => {
    const file = addedFile('src/a.ts', [code(120), code(121)]);
    const findings = longLinesRule.check([file]);
    expect(findings.map((f) => [f.line, f.severity])).toEqual([[2, 'suggestion']]);
    expect(findings[0]?.comment).toContain('121 characters');
  });

  it('counts characters, not bytes', () => {
    const file = addedFile('src/a.ts', [`const s = '${'炎'.repeat(100)}';`]);
    expect(longLinesRule.check([file])).toEqual([]);
  });

  it('lets a URL make a line long, and skips prose and generated files', () => {
    const url = `https://example.com/${'p'.repeat(130)}`;
    const files = [
      addedFile('src/a.ts', [`// see ${url}`]),
      addedFile('README.md', ['word '.repeat(40)]),
      addedFile('package-lock.json', [`"x": "${'1'.repeat(150)}"`]),
      addedFile('dist/app.min.js', [code(300)]),
    ];
    expect(longLinesRule.check(files)).toEqual([]);
  });

  it('reports at most three per file and says how many more there are', () => {
    const file = addedFile(
      'src/table.ts',
      Array.from({ length: 7 }, () => code(130)),
    );
    const findings = longLinesRule.check([file]);
    expect(findings.map((f) => f.line)).toEqual([1, 2, 3]);
    expect(findings[2]?.comment).toContain('4 more added lines');
    expect(findings[0]?.comment).not.toContain('more added lines');
  });

  it('lists at most ten in all, saying how many more there are elsewhere', () => {
    const files = ['a', 'b', 'c', 'd', 'e'].map((n) =>
      addedFile(`src/${n}.ts`, [code(130), code(130), code(130)]),
    );
    const findings = longLinesRule.check(files);
    expect(findings).toHaveLength(10);
    expect(findings[9]?.comment).toContain('5 more long lines in other files are not listed.');
  });

  it('counts the whole length of a line a prompt showed cut', () => {
    const file = addedFile('src/blob.ts', [
      `${'x'.repeat(1000)} … [2345 more characters not shown]`,
    ]);
    expect(longLinesRule.check([file])[0]?.comment).toContain('3345 characters');
  });
});
