import { UsageError } from './command';

/**
 * Splits a flag's value into words as a POSIX shell would for plain words and
 * quotes ('…', "…" with \" and \\, a backslash before any other character):
 * `--author-args "--model opus --settings '/a b/s.json'"`. No expansion of
 * any kind: the words go to the program as they are.
 */
export function shellWords(flag: string, text: string): string[] {
  const words: string[] = [];
  let word = '';
  /** A word has begun (an empty quoted '' is a word too). */
  let inWord = false;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1];
    if (quote === "'") {
      if (c === "'") quote = null;
      else word += c;
    } else if (quote === '"') {
      if (c === '"') quote = null;
      else if (c === '\\' && (next === '"' || next === '\\')) word += text[++i];
      else word += c;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      inWord = true;
      if (c === '"' || c === "'") quote = c;
      else if (c === '\\' && next !== undefined) word += text[++i];
      else word += c;
    }
  }
  if (quote !== null) throw new UsageError(`${flag} has an unclosed ${quote} quote.`);
  if (inWord) words.push(word);
  return words;
}
