import { FOCUSED } from '../../review/rules/focusedTest';
import { NOT_FOUND, edit, nearestLine, type Fixer, type Plan } from './fix';

/** Turns a focused test back into a normal one: drops `.only` after `it` / `test` / `describe`, and `fdescribe(` → `describe(`. */
export const unfocusTest: Fixer = {
  id: 'unfocus-test',
  wants: (comment) => /\.only\b|focused test|\bfit\(|\bfdescribe\(/i.test(comment),
  plan(file, line): Plan {
    const index = nearestLine(file.lines, line, (text) => FOCUSED.test(text));
    if (index === -1) return NOT_FOUND;
    const text = (file.lines[index] ?? '')
      .replace(/\b(describe|it|test|context|suite|specify)\.only(\s*\()/g, '$1$2')
      .replace(/(^|[^\w.])f(it|describe)(\s*\()/g, '$1$2$3');
    return edit(index, 1, [text], 'removed the .only so every test runs again');
  },
};
