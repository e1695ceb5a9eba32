import { describe, expect, it } from 'vitest';
import { focusedTestRule } from '../../../../../main/agent/review/rules/focusedTest';
import { addedFile } from '../../diffFixture';

// Spelled in parts so this file holds no focused test a linter would flag.
const ONLY = '.on' + 'ly';

describe('focused-test rule', () => {
  it('reports .only and fit/fdescribe in added lines', () => {
    const file = addedFile('test/a.test.ts', [
      `it${ONLY}('adds', () => {});`,
      `describe${ONLY}("cart", () => {`,
      "fit('x', () => {});",
      "fdescribe('y', () => {});",
      "it('plain', () => {});",
      `const label = "it${ONLY}(";`,
      "profit('x');",
    ]);
    const findings = focusedTestRule.check([file]);
    expect(findings.map((f) => [f.line, f.severity])).toEqual([
      [1, 'error'],
      [2, 'error'],
      [3, 'error'],
      [4, 'error'],
    ]);
  });
});
