/**
 * The two letters the folded sidebar shows for a session: the first letters
 * of its first two words ("Demo author" → "DA", "demo-reviewer" → "DR"), so
 * sessions named alike still look apart; a one-word name's first two letters,
 * capitalised ("codex" → "Co").
 */
export function railInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_.]+/u)
    .filter(Boolean);
  if (words.length >= 2) return `${firstLetter(words[0]!)}${firstLetter(words[1]!)}`.toUpperCase();
  const [first = '', second = ''] = [...(words[0] ?? '')];
  return `${first.toUpperCase()}${second}`;
}

/** A whole character, not half of a surrogate pair (an emoji). */
function firstLetter(word: string): string {
  return [...word][0] ?? '';
}
