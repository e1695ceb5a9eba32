import type { Syntax } from './fileKinds';

/**
 * One source line split into its code and its comment, with the contents of
 * string literals blanked out of the code, so rules match real code only:
 * `"console.log("` in a string or `// console.log(x)` in a comment is no call.
 * Works line by line: a string or comment that spans lines is not followed.
 */
export interface LineParts {
  /** The line with string contents and comments replaced by spaces (same length). */
  readonly code: string;
  /** The comment text (openers included), '' when there is none. */
  readonly comment: string;
  /** Where the first comment starts, -1 when there is none. */
  readonly commentStart: number;
}

interface CommentSyntax {
  readonly quotes: string;
  readonly line: readonly string[];
  readonly block?: readonly [string, string];
}

const COMMENT_SYNTAX: Record<Syntax, CommentSyntax | null> = {
  'c-like': { quotes: `'"\``, line: ['//'], block: ['/*', '*/'] },
  python: { quotes: `'"`, line: ['#'] },
  ruby: { quotes: `'"`, line: ['#'] },
  hash: { quotes: `'"`, line: ['#'] },
  markup: { quotes: '', line: [], block: ['<!--', '-->'] },
  prose: null,
  other: null,
};

export function splitLine(text: string, syntax: Syntax): LineParts {
  const rules = COMMENT_SYNTAX[syntax];
  if (rules === null) return { code: text, comment: '', commentStart: -1 };
  // A continuation line of a /** … */ block: the whole line is comment.
  if (rules.block?.[0] === '/*' && /^\s*\*(\s|\/|$)/.test(text)) {
    const start = text.search(/\S/);
    return { code: ' '.repeat(text.length), comment: text.slice(start), commentStart: start };
  }
  const code: string[] = [];
  const comment: string[] = [];
  let commentStart = -1;
  let i = 0;
  const startComment = (at: number): void => {
    if (commentStart === -1) commentStart = at;
  };
  while (i < text.length) {
    const ch = text[i] ?? '';
    const lineOpener = rules.line.find((o) => text.startsWith(o, i));
    if (lineOpener !== undefined) {
      startComment(i);
      comment.push(text.slice(i));
      code.push(' '.repeat(text.length - i));
      break;
    }
    if (rules.block !== undefined && text.startsWith(rules.block[0], i)) {
      const [open, close] = rules.block;
      const end = text.indexOf(close, i + open.length);
      const stop = end === -1 ? text.length : end + close.length;
      startComment(i);
      comment.push(text.slice(i, stop));
      code.push(' '.repeat(stop - i));
      i = stop;
      continue;
    }
    if (rules.quotes.includes(ch)) {
      const stop = endOfString(text, i);
      code.push(ch, ' '.repeat(stop - i - 1));
      i = stop;
      continue;
    }
    code.push(ch);
    i += 1;
  }
  return { code: code.join(''), comment: comment.join(' '), commentStart };
}

/** Index just past the string literal that opens at `start` (or the line's end). */
function endOfString(text: string, start: number): number {
  const quote = text[start] ?? '';
  const triple = quote !== '`' && text.startsWith(quote.repeat(3), start);
  const closer = triple ? quote.repeat(3) : quote;
  let i = start + closer.length;
  while (i < text.length) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text.startsWith(closer, i)) return i + closer.length;
    i += 1;
  }
  return text.length;
}
