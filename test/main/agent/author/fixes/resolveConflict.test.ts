import { describe, expect, it } from 'vitest';
import { resolveConflict } from '../../../../../main/agent/author/fixes/resolveConflict';
import { applyFix } from './applyFix';

const fix = (lines: string[], line: number) => applyFix(resolveConflict, 'src/a.ts', lines, line);

describe('resolve-conflict fix', () => {
  it('keeps the side with changes when the other is empty, or either when both agree', () => {
    expect(fix(['a();', '<<<<<<< HEAD', '=======', 'b();', '>>>>>>> topic', 'c();'], 2)).toEqual({
      lines: ['a();', 'b();', 'c();'],
    });
    expect(
      fix(['<<<<<<< HEAD', 'x();', '||||||| base', 'w();', '=======', 'x();', '>>>>>>> topic'], 1),
    ).toEqual({
      lines: ['x();'],
    });
  });

  it('leaves a real conflict to a person', () => {
    const result = fix(['<<<<<<< HEAD', 'a = 1;', '=======', 'a = 2;', '>>>>>>> topic'], 1);
    expect(result).toMatchObject({ cannot: expect.stringContaining('a person must choose') });
    expect(fix(['<<<<<<< HEAD', 'a = 1;', '======='], 1)).toMatchObject({
      cannot: expect.any(String),
    });
  });
});
