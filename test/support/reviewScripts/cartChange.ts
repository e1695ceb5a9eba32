/**
 * The change the review-loop tests put up for review: a small TypeScript
 * module, committed, and an uncommitted new function with a leftover
 * console.log; plus the reviewer a fake model plays on it (one comment on
 * that line in round 1, approval once it is gone).
 */
import type { MarkedRequest } from './reviewLoopModel';
import { addedLineNumber, reviewAnswer } from './parleyRequest';

export const CART_FILE = 'src/cart.ts';
export const DEBUG_LINE = "  console.log('total', net, taxRate);\n";
export const DEBUG_COMMENT =
  'Leftover debug output: console.log prints every total to the console.';
export const FIX_SUMMARY = `Removed the console.log from total() in ${CART_FILE}.`;

export interface CartChange {
  /** The committed file. */
  readonly base: string;
  /** The file in the working tree: the author's change, with the debug line. */
  readonly changed: string;
  /** What the author's fix should leave: the change without the debug line. */
  readonly fixed: string;
  /** The debug line's number in `changed` (and the next line's number in `fixed`). */
  readonly debugLine: number;
}

/** `catalogLines` lengthens the committed file so the review prompt outgrows a paste. */
export function cartChange(catalogLines = 0): CartChange {
  const catalog = Array.from(
    { length: catalogLines },
    (_, i) => `  { name: 'product-${i + 1}', price: ${(i % 9) + 0.99}, quantity: 1 },`,
  );
  const base = [
    'export interface Item {',
    '  readonly name: string;',
    '  readonly price: number;',
    '  readonly quantity: number;',
    '}',
    '',
    ...(catalogLines > 0
      ? ['export const CATALOG: readonly Item[] = [', ...catalog, '];', '']
      : []),
    'export function subtotal(items: readonly Item[]): number {',
    '  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);',
    '}',
    '',
  ].join('\n');
  const fixed = [
    base,
    'export function total(items: readonly Item[], taxRate: number): number {',
    '  const net = subtotal(items);',
    '  return Math.round(net * (1 + taxRate) * 100) / 100;',
    '}',
    '',
  ].join('\n');
  const changed = fixed.replace('  const net = subtotal(items);\n', `$&${DEBUG_LINE}`);
  const debugLine = changed.split('\n').indexOf(DEBUG_LINE.trimEnd()) + 1;
  return { base, changed, fixed, debugLine };
}

/**
 * The reviewer's answers: in round 1 a warning on the line the diff in the
 * request numbers for the console.log (read off the request, as a reviewer
 * would), changes requested; in any later round, approval.
 */
export function reviewDebugLine(request: MarkedRequest): string {
  if (request.round > 1) return reviewAnswer(request.markers, [], 'APPROVED');
  const line = addedLineNumber(request.text, CART_FILE, /console\.log/);
  if (line === null) throw new Error(`No console.log in the diff of:\n${request.text}`);
  return reviewAnswer(
    request.markers,
    [{ file: CART_FILE, line, severity: 'warning', comment: DEBUG_COMMENT }],
    'CHANGES_REQUESTED',
  );
}
