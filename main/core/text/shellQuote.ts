/** Quotes a string for POSIX sh: safe for any text (spaces, quotes, `$`, newlines). */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
