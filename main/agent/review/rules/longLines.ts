import { addedLines } from '../diffModel';
import { isGenerated, isProse, syntaxOf } from '../fileKinds';
import { capped, type Finding, type Rule } from './rule';

/**
 * Added lines longer than 120 characters, a common limit (PEP 8 allows up to
 * 99, Prettier wraps at 80–120). Not reported: prose (Markdown keeps one
 * paragraph per line), generated and data files, and a line made long only by
 * a URL, which cannot be wrapped. At most three per file and ten in all, the
 * last one saying how many more there are, so one wide table does not bury
 * the review.
 */
export const MAX_LINE_LENGTH = 120;
const PER_FILE = 3;
const IN_ALL = 10;
const URL = /\bhttps?:\/\/\S+/g;

export const longLinesRule: Rule = {
  id: 'long-line',
  check(files) {
    const findings = files.flatMap((file) => {
      if (isProse(file.path) || isGenerated(file.path) || syntaxOf(file.path) === 'other')
        return [];
      const long = addedLines(file)
        .filter(({ text }) => isTooLong(text))
        .map(({ line, text }): Finding => ({
          rule: 'long-line',
          file: file.path,
          line,
          severity: 'suggestion',
          comment: `Line is ${lengthOf(text)} characters long (limit ${MAX_LINE_LENGTH}); wrap it so it reads without scrolling.`,
        }));
      return capped(long, PER_FILE, (n) => `${n} more added lines in this file are too long.`);
    });
    return capped(findings, IN_ALL, (n) => `${n} more long lines in other files are not listed.`);
  },
};

function isTooLong(text: string): boolean {
  return lengthOf(text.replace(URL, '')) > MAX_LINE_LENGTH;
}

/** How a prompt shows a line it cut (main/core/review/prompt/renderDiff.ts): the real length counts. */
const CUT_LINE = / … \[(\d+) more characters not shown\]$/;

/** Characters as a person counts them (a CJK character or an emoji is one). */
function lengthOf(text: string): number {
  const cut = CUT_LINE.exec(text);
  if (cut !== null) return [...text.slice(0, cut.index)].length + Number(cut[1]);
  return [...text.trimEnd()].length;
}
