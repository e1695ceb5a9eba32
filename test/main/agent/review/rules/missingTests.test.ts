import { describe, expect, it } from 'vitest';
import { missingTestsRule } from '../../../../../main/agent/review/rules/missingTests';
import { addedFile, diffFile } from '../../diffFixture';

describe('missing-tests rule', () => {
  it('suggests a test for each changed source file when no test changed, naming the function', () => {
    const files = [
      diffFile(
        'src/cart.ts',
        [
          ' import { a } from "./a";',
          '+import { b } from "./b";',
          '+',
          '+export function applyDiscount(total: number) {',
          '+  return total * 0.9;',
          '+}',
        ],
        1,
      ),
      addedFile('lib/util.py', ['def slugify(text):', '    return text.lower()']),
      addedFile('README.md', ['More docs.']),
    ];
    const findings = missingTestsRule.check(files);
    expect(findings.map((f) => [f.file, f.line, f.severity])).toEqual([
      ['src/cart.ts', 4, 'suggestion'],
      ['lib/util.py', 1, 'suggestion'],
    ]);
    expect(findings[0]?.comment).toContain('`applyDiscount`');
    expect(findings[1]?.comment).toContain('`slugify`');
  });

  it('is quiet when the diff touches a test file', () => {
    const files = [
      addedFile('src/cart.ts', ['export const rate = 2;']),
      addedFile('test/cart.test.ts', ['it("works", () => {});']),
    ];
    expect(missingTestsRule.check(files)).toEqual([]);
  });

  it('is quiet for changes that are only comments, imports or blank lines', () => {
    const files = [
      addedFile('src/cart.ts', ['// explain the rate', "import x from 'x';", '', '}']),
    ];
    expect(missingTestsRule.check(files)).toEqual([]);
  });

  it('says "this file changes code" when no function can be seen', () => {
    const [finding] = missingTestsRule.check([
      addedFile('src/rate.ts', ['export const RATE = 0.2;']),
    ]);
    expect(finding?.comment).toMatch(/^This file changes code/);
  });

  it('names the function a changed line sits in when the change declares none', () => {
    const file = diffFile(
      'src/cart.ts',
      [' export function total(items) {', '+  if (!items) return 0;', '   return sum(items);'],
      1,
    );
    expect(missingTestsRule.check([file])[0]?.comment).toMatch(/^`total` is added or changed/);
  });

  it('names at most three files, the third saying how many more there are', () => {
    const files = ['a', 'b', 'c', 'd', 'e'].map((n) =>
      addedFile(`src/${n}.ts`, ['export const X = 1;']),
    );
    const findings = missingTestsRule.check(files);
    expect(findings.map((f) => f.file)).toEqual(['src/a.ts', 'src/b.ts', 'src/c.ts']);
    expect(findings[2]?.comment).toContain(
      '2 more changed source files have no test change either.',
    );
  });
});
