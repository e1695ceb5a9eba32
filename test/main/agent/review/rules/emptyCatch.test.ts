import { describe, expect, it } from 'vitest';
import { emptyCatchRule } from '../../../../../main/agent/review/rules/emptyCatch';
import { addedFile, diffFile } from '../../diffFixture';

describe('empty-catch rule', () => {
  it('reports catch blocks that swallow the error, on one line or two', () => {
    const file = addedFile('src/a.ts', [
      'try { load(); } catch (e) {}',
      'try {',
      '  save();',
      '} catch {',
      '}',
    ]);
    const findings = emptyCatchRule.check([file]);
    expect(findings.map((f) => [f.line, f.severity])).toEqual([
      [1, 'warning'],
      [4, 'warning'],
    ]);
  });

  it('accepts a catch that handles the error or says why it ignores it', () => {
    const file = addedFile('src/a.ts', [
      'try { a(); } catch (e) { report(e); }',
      'try { b(); } catch { /* already closed */ }',
      '} catch (e) {',
      '  // the file may be gone: nothing to clean',
      '}',
      'promise.catch(() => {});',
    ]);
    expect(emptyCatchRule.check([file]).map((f) => f.line)).toEqual([6]);
  });

  it('reports except: pass in Python', () => {
    const file = addedFile('app.py', [
      'try:',
      '    run()',
      'except Exception:',
      '    pass',
      'except KeyError:',
      '    pass  # optional key',
    ]);
    expect(emptyCatchRule.check([file]).map((f) => f.line)).toEqual([3]);
  });

  it('needs the closing line to be added right after the catch', () => {
    const file = diffFile('src/a.ts', ['+} catch (e) {', '   log(e);', ' }']);
    expect(emptyCatchRule.check([file])).toEqual([]);
  });
});
