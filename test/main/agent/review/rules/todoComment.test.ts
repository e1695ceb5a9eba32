import { describe, expect, it } from 'vitest';
import { todoCommentRule } from '../../../../../main/agent/review/rules/todoComment';
import { addedFile, diffFile } from '../../diffFixture';

describe('todo-comment rule', () => {
  it('reports TODO / FIXME / XXX / HACK in comments of added lines', () => {
    const file = addedFile('src/a.ts', [
      '// TODO: handle the empty cart',
      'const x = 1; // FIXME wrong for negative numbers',
      '/* XXX: temporary */',
      ' * HACK around the upstream bug',
    ]);
    const findings = todoCommentRule.check([file]);
    expect(findings.map((f) => f.line)).toEqual([1, 2, 3, 4]);
    expect(findings[0]).toMatchObject({ severity: 'warning' });
    expect(findings[0]?.comment).toContain('TODO: handle the empty cart');
    expect(findings[1]?.comment).toMatch(/^FIXME/);
  });

  it('reads # comments in Python, shell and YAML', () => {
    const files = [
      addedFile('a.py', ['x = 1  # TODO remove']),
      addedFile('run.sh', ['# FIXME: quote this']),
      addedFile('ci.yml', ['  # TODO pin the version']),
    ];
    expect(todoCommentRule.check(files).map((f) => f.file)).toEqual(['a.py', 'run.sh', 'ci.yml']);
  });

  it('ignores TODO in strings, identifiers, lower case, prose files and old lines', () => {
    const files = [
      addedFile('src/a.ts', [
        "const label = 'TODO list';",
        'const todoItems = [];',
        '// todo: lower case is prose',
        'renderTODOs();',
      ]),
      addedFile('docs/plan.md', ['## TODO', '- FIXME the docs']),
      diffFile('src/b.ts', [' // TODO: old one', '-// FIXME gone', '+const y = 2;']),
    ];
    expect(todoCommentRule.check(files)).toEqual([]);
  });
});
