/**
 * A large change, for budgets and splitting: forty locale files rewritten
 * (Arabic, Japanese, Cyrillic… messages), a generated file deleted, a new
 * .gitignore. About 9,000 changed lines, well over any one prompt's budget.
 */
import type { DiffShape, ExpectedFile } from './diffShape';
import { inScratchRepo, numbered } from './scratchRepo';

const LOCALES = ['ar', 'he', 'ja', 'zh', 'ru', 'th', 'ta', 'ur', 'uk', 'ko'];
const WORDS = ['قيمة غير صالحة', 'ערך לא חוקי', '無効な値', '无效值', 'Неверное значение'];
const LINES_PER_LOCALE = 100;
const GENERATED_LINES = 800;

const localePaths = [0, 1, 2, 3].flatMap((batch) =>
  LOCALES.map((locale) => `src/locales/${batch === 0 ? '' : `v${batch}/`}${locale}.ts`),
);

function messages(version: string, seed: number): string {
  return numbered(LINES_PER_LOCALE, (i) => {
    const word = WORDS[(i + seed) % WORDS.length];
    return `  issue${i}: (n: number) => \`${word} ${version} #\${n}\`,`;
  });
}

export function largeRefactor(): DiffShape {
  const text = inScratchRepo((repo) => {
    localePaths.forEach((file, seed) => repo.write(file, messages('v1', seed)));
    repo.write(
      'src/generated.js',
      numbered(GENERATED_LINES, (i) => `var g${i} = ${i};`),
    );
    repo.commit('Initial');
    localePaths.forEach((file, seed) => repo.write(file, messages('v2', seed)));
    repo.remove('src/generated.js');
    repo.write('.gitignore', 'out.js\n');
    repo.commit('Refactor');
    return repo.git('diff', 'main~1', 'main');
  });
  const files: ExpectedFile[] = [
    { path: '.gitignore', added: 1, removed: 0, tags: ['new'] },
    { path: 'src/generated.js', added: 0, removed: GENERATED_LINES, tags: ['deleted'] },
    ...localePaths.map((path): ExpectedFile => ({
      path,
      added: LINES_PER_LOCALE,
      removed: LINES_PER_LOCALE,
      tags: ['non-ascii'],
    })),
  ];
  // In git's order: by path.
  files.sort((a, b) => (a.path < b.path ? -1 : 1));
  return { name: 'large-refactor', command: 'git diff main~1 main', text, files };
}
