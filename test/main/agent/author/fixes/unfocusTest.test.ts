import { describe, expect, it } from 'vitest';
import { unfocusTest } from '../../../../../main/agent/author/fixes/unfocusTest';
import { applyFix } from './applyFix';

const ONLY = '.on' + 'ly';

describe('unfocus-test fix', () => {
  it('turns focused tests back into normal ones', () => {
    const lines = [`describe${ONLY}('cart', () => {`, "  fit('adds', () => {});", '});'];
    expect(applyFix(unfocusTest, 'test/a.test.ts', lines, 1)).toEqual({
      lines: ["describe('cart', () => {", "  fit('adds', () => {});", '});'],
    });
    expect(applyFix(unfocusTest, 'test/a.test.ts', lines, 2)).toEqual({
      lines: [lines[0], "  it('adds', () => {});", '});'],
    });
  });
});
