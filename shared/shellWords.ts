/**
 * Splits a line of arguments into words as a POSIX shell would for plain
 * words and quotes ('…', "…" with \" and \\, a backslash before any other
 * character): `--model opus --settings '/a b/s.json'`. No expansion of any
 * kind: the words go to the program as they are. Used wherever a person types
 * arguments: the command line's --author-args, the New session dialog.
 */
export function shellWords(text: string): string[] {
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
  if (quote !== null) throw new Error(`has an unclosed ${quote} quote`);
  if (inWord) words.push(word);
  return words;
}
