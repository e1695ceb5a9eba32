import { isJsLike, syntaxOf } from '../fileKinds';
import { splitLine } from '../sourceText';
import { addedLineRule, excerpt } from './rule';

/**
 * A focused test (`.only` on an `it`, `test` or `describe` call; `fit`, `fdescribe`) makes
 * the runner skip every other test, so CI goes green while testing almost
 * nothing (Mocha, Jest, Vitest, Jasmine, Playwright all honour it).
 */
export const FOCUSED =
  /\b(describe|it|test|context|suite|specify)\.only\s*\(|(^|[^\w.])(fit|fdescribe)\s*\(/;

export const focusedTestRule = addedLineRule('focused-test', isJsLike, ({ text }, path) => {
  if (!FOCUSED.test(splitLine(text, syntaxOf(path)).code)) return null;
  return {
    severity: 'error',
    comment: `Focused test \`${excerpt(text)}\`: it makes the runner skip every other test. Remove the .only.`,
  };
});
