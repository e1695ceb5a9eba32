import { addedLines, type AddedLine, type DiffFile } from '../diffModel';
import { isSourceCode, isTestFile, syntaxOf } from '../fileKinds';
import { splitLine } from '../sourceText';
import { capped, type Finding, type Rule } from './rule';

/**
 * Code changed and no test changed with it: one suggestion per changed source
 * file, at its first added line of code, naming the function it adds or
 * changes when one can be seen. Quiet as soon as the diff touches any test
 * file, and for changes that are only comments, blank lines or imports.
 * A suggestion, not a demand: some changes are covered by existing tests.
 * At most three files are named, the third saying how many more there are.
 */
const IMPORT =
  /^\s*(import\b|from\s+\S+\s+import\b|export\s+(\*|\{[^}]*\})\s+from\b|require\s*\(|#include\b|use\s)/;
const FUNCTION_NAMES: readonly RegExp[] = [
  /\bfunction\s*\*?\s*([A-Za-z_$][\w$]*)\s*\(/,
  /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>/,
  /^\s*def\s+([A-Za-z_]\w*)\s*\(/,
  /^\s*(?:(?:public|private|protected|static|async|override|readonly)\s+)*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?::[^={]+)?\{\s*$/,
  /^\s*func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*\(/,
  /^\s*(?:pub\s+)?fn\s+([A-Za-z_]\w*)/,
];
const MAX_FILES = 3;
const NOT_FUNCTIONS = new Set(['if', 'for', 'while', 'switch', 'catch', 'return', 'function']);

export const missingTestsRule: Rule = {
  id: 'missing-tests',
  check(files) {
    if (files.some((f) => isTestFile(f.path))) return [];
    const findings: Finding[] = [];
    for (const file of files) {
      if (!isSourceCode(file.path)) continue;
      const code = codeLines(file);
      const first = code[0];
      if (first === undefined) continue;
      const name = functionName(code) ?? enclosingFunction(file, first.line);
      findings.push({
        rule: 'missing-tests',
        file: file.path,
        line: first.line,
        severity: 'suggestion',
        comment: `${name === null ? 'This file changes code' : `\`${name}\` is added or changed`} but no test changes with it. Add or update a test that covers the change.`,
      });
    }
    return capped(
      findings,
      MAX_FILES,
      (n) => `${n} more changed source files have no test change either.`,
    );
  },
};

/** Added lines that hold code: not blank, not only a comment, not an import. */
function codeLines(file: DiffFile): AddedLine[] {
  const syntax = syntaxOf(file.path);
  return addedLines(file).filter(({ text }) => {
    const { code } = splitLine(text, syntax);
    return code.trim() !== '' && !IMPORT.test(code) && !/^[\s{}()[\];,]*$/.test(code);
  });
}

/** The function the change is in: the last one declared on a shown line above `line`. */
function enclosingFunction(file: DiffFile, line: number): string | null {
  const above = file.lines.filter((l) => l.newLine !== null && l.newLine <= line).reverse();
  return functionName(above);
}

function functionName(lines: readonly { text: string }[]): string | null {
  for (const { text } of lines) {
    for (const pattern of FUNCTION_NAMES) {
      const name = pattern.exec(text)?.[1];
      if (name !== undefined && !NOT_FUNCTIONS.has(name)) return name;
    }
  }
  return null;
}
