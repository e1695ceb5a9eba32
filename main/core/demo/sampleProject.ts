/**
 * The small project `parley demo` reviews: a shop's cart module with a test,
 * committed, and then an uncommitted change that adds a function together
 * with its test — plus three slips parley-agent's rules catch and its author
 * side can fix (a TODO note, a console.log, a debugger statement). Once they
 * are fixed the change is still there and clean, so the second review
 * approves.
 */

/** Lines ending in a newline: the way every file here is written. */
const file = (...lines: string[]): string => [...lines, ''].join('\n');

/** src/cart.js as committed; the change keeps it and adds to it. */
const subtotalModule = [
  '/** The price of every item in the cart, before discounts. */',
  'export function subtotal(items) {',
  '  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);',
  '}',
];

/** The test file's header, importing `names` from the module. */
const testHeader = (names: string) => [
  "import assert from 'node:assert/strict';",
  "import { test } from 'node:test';",
  `import { ${names} } from '../src/cart.js';`,
  '',
];

/** The committed test of subtotal(); the change keeps it too. */
const subtotalTest = [
  "test('subtotal adds price times quantity', () => {",
  '  assert.equal(',
  '    subtotal([',
  '      { price: 2, quantity: 3 },',
  '      { price: 5, quantity: 1 },',
  '    ]),',
  '    11,',
  '  );',
  '});',
];

/** Files of the first commit. */
export const committedFiles: Readonly<Record<string, string>> = {
  'package.json': `${JSON.stringify(
    {
      name: 'parley-demo-shop',
      private: true,
      type: 'module',
      scripts: { test: 'node --test' },
    },
    null,
    2,
  )}\n`,
  'AGENTS.md': file(
    '# Working on this project',
    '',
    '- Every change to src/ comes with a test in test/.',
    '- No leftover debug output or breakpoints.',
    '- No TODO notes in new code: finish the work or open an issue.',
  ),
  'src/cart.js': file(...subtotalModule),
  'test/cart.test.js': file(...testHeader('subtotal'), ...subtotalTest),
};

/** The author's work under review: whole new contents of the files it changed. */
export const changedFiles: Readonly<Record<string, string>> = {
  'src/cart.js': file(
    ...subtotalModule,
    '',
    '/** The total after a percentage discount, rounded to cents. */',
    'export function applyDiscount(total, percent) {',
    '  // TODO: reject percentages over 100',
    "  console.log('applying discount', percent);",
    '  const discounted = total * (1 - percent / 100);',
    '  debugger;',
    '  return Math.round(discounted * 100) / 100;',
    '}',
  ),
  'test/cart.test.js': file(
    ...testHeader('applyDiscount, subtotal'),
    ...subtotalTest,
    '',
    "test('applyDiscount takes the percentage off and rounds to cents', () => {",
    '  assert.equal(applyDiscount(19.99, 10), 17.99);',
    '});',
  ),
};

/** Shown to the user: what the change is, in one line. */
export const changeDescription =
  'src/cart.js gains applyDiscount() with a test (and three slips to catch)';
