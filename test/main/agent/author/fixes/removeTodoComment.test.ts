import { describe, expect, it } from 'vitest';
import { removeTodoComment } from '../../../../../main/agent/author/fixes/removeTodoComment';
import { applyFix } from './applyFix';

const fix = (path: string, lines: string[], line: number) =>
  applyFix(removeTodoComment, path, lines, line);

describe('remove-todo fix', () => {
  it('deletes a line that is only the note', () => {
    expect(fix('src/a.ts', ['a();', '  // TODO: handle errors', 'b();'], 2)).toEqual({
      lines: ['a();', 'b();'],
    });
    expect(fix('a.py', ['# FIXME later', 'x = 1'], 1)).toEqual({ lines: ['x = 1'] });
  });

  it('keeps the code and what the comment said before the note', () => {
    expect(fix('src/a.ts', ['  total += tax; // TODO rounding'], 1)).toEqual({
      lines: ['  total += tax;'],
    });
    expect(fix('src/a.ts', ['// Sum the items. TODO: tax'], 1)).toEqual({
      lines: ['// Sum the items.'],
    });
    expect(fix('src/a.ts', ['  /* Cached. XXX stale */ load();'], 1)).toEqual({
      lines: ['  /* Cached. */ load();'],
    });
    expect(fix('src/a.ts', ['  /* TODO */ load();'], 1)).toEqual({ lines: ['  load();'] });
  });

  it('removes a doc block left empty, and keeps an open block comment open', () => {
    expect(fix('src/a.ts', ['/**', ' * TODO: document', ' */', 'f();'], 2)).toEqual({
      lines: ['f();'],
    });
    expect(fix('src/a.ts', ['/**', ' * Adds.', ' * TODO: document', ' */'], 3)).toEqual({
      lines: ['/**', ' * Adds.', ' */'],
    });
    expect(fix('src/a.ts', ['/* TODO: explain', '   the cache */', 'f();'], 1)).toEqual({
      lines: ['/*', '   the cache */', 'f();'],
    });
  });

  it('leaves a TODO inside a string alone', () => {
    expect(fix('src/a.ts', ["const s = 'TODO';"], 1)).toBe('not-found');
  });
});
