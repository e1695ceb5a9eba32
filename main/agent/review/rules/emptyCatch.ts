import { addedLines } from '../diffModel';
import { isJsLike, isPython, syntaxOf } from '../fileKinds';
import { splitLine, type LineParts } from '../sourceText';
import type { Finding, Rule } from './rule';

/**
 * An added catch block that swallows the error without a word: `catch (e) {}`
 * (on one line or two) or `.catch(() => {})` in JavaScript/TypeScript, `except …:` + `pass` in
 * Python. A comment in the block counts as the reason for ignoring the error,
 * so a catch block holding only a comment is fine.
 */
const JS_EMPTY_CATCH = /\bcatch\s*(\([^)]*\))?\s*\{\s*\}/;
/** `promise.catch(() => {})`: the same, for a promise. */
const JS_EMPTY_CATCH_HANDLER = /\.catch\(\s*(\(\s*\w*\s*\)|\w+)\s*=>\s*\{\s*\}\s*\)/;
const JS_CATCH_OPEN = /\bcatch\s*(\([^)]*\))?\s*\{\s*$/;
const JS_CLOSE = /^\s*\}/;
const PY_EXCEPT = /^\s*except\b[^:]*:\s*$/;
const PY_PASS = /^\s*pass\s*$/;

interface ParsedLine {
  readonly line: number;
  readonly parts: LineParts;
}

export const emptyCatchRule: Rule = {
  id: 'empty-catch',
  check(files) {
    const findings: Finding[] = [];
    for (const file of files) {
      const js = isJsLike(file.path);
      if (!js && !isPython(file.path)) continue;
      const syntax = syntaxOf(file.path);
      const lines = addedLines(file).map((l) => ({
        line: l.line,
        parts: splitLine(l.text, syntax),
      }));
      lines.forEach((current, i) => {
        const next = lines[i + 1];
        const swallowed = js ? jsSwallows(current, next) : pythonSwallows(current, next);
        if (swallowed) findings.push(emptyCatchAt(file.path, current.line));
      });
    }
    return findings;
  },
};

function jsSwallows(current: ParsedLine, next: ParsedLine | undefined): boolean {
  if (!isBare(current)) return false;
  if (JS_EMPTY_CATCH.test(current.parts.code) || JS_EMPTY_CATCH_HANDLER.test(current.parts.code)) {
    return true;
  }
  return JS_CATCH_OPEN.test(current.parts.code) && followedBy(current, next, JS_CLOSE);
}

function pythonSwallows(current: ParsedLine, next: ParsedLine | undefined): boolean {
  return (
    isBare(current) && PY_EXCEPT.test(current.parts.code) && followedBy(current, next, PY_PASS)
  );
}

/** The very next line is added too, holds nothing but `pattern`, and no comment. */
function followedBy(current: ParsedLine, next: ParsedLine | undefined, pattern: RegExp): boolean {
  return (
    next !== undefined &&
    next.line === current.line + 1 &&
    pattern.test(next.parts.code) &&
    isBare(next)
  );
}

function isBare(line: ParsedLine): boolean {
  return line.parts.comment === '';
}

function emptyCatchAt(file: string, line: number): Finding {
  return {
    rule: 'empty-catch',
    file,
    line,
    severity: 'warning',
    comment:
      'Empty catch block: the error is swallowed silently. Handle it, rethrow it, or say in a comment why it is safe to ignore.',
  };
}
