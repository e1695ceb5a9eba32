import { describe, expect, it } from 'vitest';
import { languageOf } from '../../../renderer/src/diff/fileLanguage';

describe('languageOf', () => {
  it('picks the highlighter language from the extension or the file name', () => {
    expect(languageOf('src/app.tsx')).toBe('tsx');
    expect(languageOf('lib/x.MJS')).toBe('javascript');
    expect(languageOf('a/b/main.py')).toBe('python');
    expect(languageOf('Makefile')).toBe('makefile');
    expect(languageOf('conf/app.yml')).toBe('yaml');
  });

  it('has none for unknown kinds and dotfiles, which are shown plain', () => {
    expect(languageOf('LICENSE')).toBeNull();
    expect(languageOf('.gitignore')).toBeNull();
    expect(languageOf('data.bin')).toBeNull();
  });
});
