import { describe, expect, it } from 'vitest';
import { conflictMarkersRule } from '../../../../../main/agent/review/rules/conflictMarkers';
import { addedFile, diffFile } from '../../diffFixture';

describe('conflict-marker rule', () => {
  it('reports each committed conflict once, at its opening marker', () => {
    const file = addedFile('src/a.ts', [
      '<<<<<<< HEAD',
      'const a = 1;',
      '=======',
      'const a = 2;',
      '>>>>>>> feature',
      'ok();',
      '<<<<<<< HEAD',
      '>>>>>>> other',
    ]);
    const findings = conflictMarkersRule.check([file]);
    expect(findings.map((f) => [f.line, f.severity])).toEqual([
      [1, 'error'],
      [7, 'error'],
    ]);
  });

  it('reports a closing marker left without its opener', () => {
    const file = diffFile('src/a.ts', [' <<<<<<< HEAD', ' x', '+>>>>>>> main']);
    expect(conflictMarkersRule.check([file]).map((f) => f.line)).toEqual([3]);
  });

  it('does not take a heading underline or longer runs for markers', () => {
    const file = addedFile('docs/guide.rst', ['Title', '=======', '<<<<<<<<<< arrows', '>>>>>>>>']);
    expect(conflictMarkersRule.check([file])).toEqual([]);
  });
});
