import type { TokenNode } from 'react-diff-view';
import { describe, expect, it } from 'vitest';
import { tokenizeHunks } from '../../../renderer/src/diff/tokenizeHunks';
import { toHunks } from '../../../renderer/src/diff/toHunks';
import { typescriptEdit } from './sampleDiffs';

/** Every class name in a line's tokens, depth first. */
function classesOf(tokens: readonly TokenNode[]): string[] {
  return tokens.flatMap((token) => [
    ...[token.className, token.properties?.className].flat().filter(Boolean),
    ...(token.type === 'edit' ? ['edit'] : []),
    ...classesOf(token.children ?? []),
  ]);
}

describe('tokenizeHunks', () => {
  const hunks = toHunks(typescriptEdit);

  it('highlights a known language with refractor 5 and marks the inline edit', () => {
    const tokens = tokenizeHunks(hunks, 'typescript');
    const added = classesOf(tokens.new[0]!);
    expect(added).toEqual(expect.arrayContaining(['token', 'keyword', 'string', 'edit']));
    expect(classesOf(tokens.old[0]!)).toContain('edit');
  });

  it('still marks edits, without colours, for a language it does not know', () => {
    const tokens = tokenizeHunks(hunks, 'no-such-language');
    const added = classesOf(tokens.new[0]!);
    expect(added).toContain('edit');
    expect(added).not.toContain('keyword');
  });
});
