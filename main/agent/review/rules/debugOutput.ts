import {
  isCommandLineProgram,
  isJsLike,
  isPython,
  isTestFile,
  extensionOf,
  syntaxOf,
} from '../fileKinds';
import { splitLine } from '../sourceText';
import { addedLineRule, excerpt, type LineFinding } from './rule';

/**
 * Leftover debugging: console.log and friends, print(), and debugger
 * breakpoints in added lines.
 *
 * Printing is intended in tests and in command-line programs (bin/, scripts/,
 * cli.*, __main__.py), so console.log / print() are not reported there, and
 * console.error / console.warn are treated as deliberate logging everywhere.
 * A breakpoint (debugger, pdb.set_trace(), breakpoint(), binding.pry) stops
 * the program wherever it is, so it is reported in every file.
 * Matches only code: a call in a string or a comment is no call.
 */
export const JS_CONSOLE = /\bconsole\.(log|debug|trace|dir|table)\s*\(/;
export const JS_DEBUGGER = /(^|[;{}\s])debugger\s*(;|\}|$)/;
export const PY_PRINT = /^\s*print\s*\(/;
export const PY_BREAKPOINT = /\b(i?pdb\.set_trace|breakpoint)\s*\(|^\s*import\s+i?pdb\b/;
export const RB_BREAKPOINT = /\b(binding\.(pry|irb)|byebug)\b/;

export const debugOutputRule = addedLineRule(
  'debug-output',
  (path) => isJsLike(path) || isPython(path) || extensionOf(path) === 'rb',
  ({ text }, path) => {
    const { code } = splitLine(text, syntaxOf(path));
    const printingIsIntended = isTestFile(path) || isCommandLineProgram(path);
    if (isJsLike(path)) return inspectJs(code, text, printingIsIntended);
    if (isPython(path)) return inspectPython(code, text, printingIsIntended);
    return RB_BREAKPOINT.test(code) ? breakpoint(text) : null;
  },
);

function inspectJs(code: string, text: string, printingIsIntended: boolean): LineFinding | null {
  if (JS_DEBUGGER.test(code)) return breakpoint(text);
  const call = JS_CONSOLE.exec(code);
  if (call === null || printingIsIntended) return null;
  return leftoverOutput(`console.${call[1] ?? 'log'}()`, text);
}

function inspectPython(
  code: string,
  text: string,
  printingIsIntended: boolean,
): LineFinding | null {
  if (PY_BREAKPOINT.test(code)) return breakpoint(text);
  if (!PY_PRINT.test(code) || printingIsIntended) return null;
  return leftoverOutput('print()', text);
}

function leftoverOutput(call: string, text: string): LineFinding {
  return {
    severity: 'warning',
    comment: `Leftover debug output: ${call} in \`${excerpt(text)}\`. Remove it, or use the project's logger if the output is meant to stay.`,
  };
}

function breakpoint(text: string): LineFinding {
  return {
    severity: 'error',
    comment: `Leftover debugger breakpoint \`${excerpt(text)}\`: it halts the program when it runs. Remove it.`,
  };
}
