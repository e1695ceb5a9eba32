import { extensionOf, isJsLike, isPython, syntaxOf } from '../../review/fileKinds';
import {
  JS_CONSOLE,
  JS_DEBUGGER,
  PY_BREAKPOINT,
  PY_PRINT,
  RB_BREAKPOINT,
} from '../../review/rules/debugOutput';
import { splitLine } from '../../review/sourceText';
import { NOT_FOUND, cannot, edit, indentOf, nearestLine, type Fixer, type Plan } from './fix';
import { callStatementSpan, wordStatementSpan, type Span } from './statementSpan';

/**
 * Removes leftover debug output or a breakpoint: the whole line when the
 * statement is alone on it (several lines for a call that spans them), or just
 * the statement when it shares a line with other whole statements. Leaves
 * alone a call inside a larger expression (`if (x) console.log(x)`,
 * `a ? b : print(a)`), where removing it would change the code around it. In
 * Python, a block left empty gets a `pass`, so the file still parses.
 */
export const removeDebugOutput: Fixer = {
  id: 'remove-debug-output',
  wants: (comment) =>
    /console\.|debug (output|statement)|\bdebugger\b|print\(|breakpoint|pdb|binding\.pry|byebug/i.test(
      comment,
    ),
  plan(file, line): Plan {
    const index = nearestLine(file.lines, line, (text) => statementIn(text, file.path) !== null);
    if (index === -1) return NOT_FOUND;
    const lines = [...file.lines];
    // A line may hold several (`import pdb; pdb.set_trace()`): take them one by one.
    for (let round = 0; round < 5; round++) {
      const text = lines[index] ?? '';
      const span = spanIn(lines, file.path, index);
      if (span === null) break;
      const before = text.slice(0, span.start);
      const rest = (lines[span.lastLine] ?? '').slice(span.end);
      if (span.lastLine !== index) {
        if (before.trim() !== '' || rest.trim() !== '') return partOfExpression();
        return removeLines(lines, file.path, index, span.lastLine);
      }
      const removed = text.slice(span.start, span.end);
      if (!standsAlone(before, rest, removed.trimEnd().endsWith(';'), file.path)) {
        return partOfExpression();
      }
      const joined = [before.trim(), rest.trim()].filter((part) => part !== '').join(' ');
      if (splitLine(joined, syntaxOf(file.path)).code.replace(/;/g, '').trim() === '') {
        return removeLines(lines, file.path, index, index);
      }
      const remaining = indentOf(text) + joined;
      if (statementIn(remaining, file.path) === null) {
        return edit(index, 1, [remaining], 'removed the leftover debug statement from the line');
      }
      lines[index] = remaining;
    }
    return cannot('could not tell where the debug statement ends');
  },
};

interface Found {
  readonly start: number;
  readonly length: number;
  /** A call runs to its closing parenthesis; a word statement (`debugger`, `import pdb`) to its end. */
  readonly isCall: boolean;
}

/** The first debug statement in a line of code, where it starts and what it is. */
function statementIn(text: string, path: string): Found | null {
  const { code } = splitLine(text, syntaxOf(path));
  if (isJsLike(path)) {
    return (
      wordAt(code, JS_DEBUGGER, 'debugger', false) ?? wordAt(code, JS_CONSOLE, 'console', true)
    );
  }
  if (isPython(path)) {
    const breakpoint = PY_BREAKPOINT.exec(code);
    if (breakpoint?.[0].includes('import')) return wordAt(code, PY_BREAKPOINT, 'import', false);
    return wordAt(code, PY_BREAKPOINT, '', true) ?? wordAt(code, PY_PRINT, 'print', true);
  }
  if (extensionOf(path) === 'rb') return wordAt(code, RB_BREAKPOINT, '', false);
  return null;
}

/** Where `pattern` matched, starting at `word` inside the match (past separators it needed). */
function wordAt(code: string, pattern: RegExp, word: string, isCall: boolean): Found | null {
  const match = pattern.exec(code);
  if (match === null) return null;
  const offset = Math.max(0, match[0].indexOf(word));
  const matched = match[0].slice(offset).replace(/[\s;}]+$/, '');
  return { start: match.index + offset, length: matched.length, isCall };
}

function spanIn(lines: readonly string[], path: string, index: number): Span | null {
  const text = lines[index] ?? '';
  const found = statementIn(text, path);
  if (found === null) return null;
  if (found.isCall) return callStatementSpan(lines, path, index, found.start);
  return wordStatementSpan(text, index, found.start, found.length);
}

/**
 * The statement is one of its own: nothing before it or a finished statement
 * (`;`, a brace, a `case x:` label), and nothing after it, a brace, a comment,
 * or more statements after its own semicolon.
 */
function standsAlone(
  before: string,
  after: string,
  endsWithSemicolon: boolean,
  path: string,
): boolean {
  const b = before.trim();
  const a = after.trim();
  const separatedBefore =
    b === '' || /[;{}]$/.test(b) || (!isPython(path) && /^(case\b.*|default\s*):$/.test(b));
  const comment = a.startsWith('//') || a.startsWith('#');
  const separatedAfter = a === '' || a.startsWith('}') || comment || endsWithSemicolon;
  return separatedBefore && separatedAfter;
}

function partOfExpression(): Plan {
  return cannot(
    'the debug call is part of a larger expression; removing it would change the code around it',
  );
}

function removeLines(lines: readonly string[], path: string, first: number, last: number): Plan {
  const summary = 'removed the leftover debug statement';
  if (isPython(path) && leavesEmptyBlock(lines, first, last)) {
    const pass = `${indentOf(lines[first] ?? '')}pass`;
    return edit(first, last - first + 1, [pass], `${summary} (a \`pass\` keeps the block)`);
  }
  return edit(first, last - first + 1, [], summary);
}

/** In Python: the removed lines were the only statements of the block they sit in. */
function leavesEmptyBlock(lines: readonly string[], first: number, last: number): boolean {
  const isCode = (text: string): boolean => splitLine(text, 'python').code.trim() !== '';
  let header = first - 1;
  while (header >= 0 && !isCode(lines[header] ?? '')) header--;
  const headerText = lines[header];
  if (headerText === undefined) return false;
  if (!splitLine(headerText, 'python').code.trimEnd().endsWith(':')) return false;
  let next = last + 1;
  while (next < lines.length && !isCode(lines[next] ?? '')) next++;
  const nextText = lines[next];
  return nextText === undefined || indentOf(nextText).length <= indentOf(headerText).length;
}
