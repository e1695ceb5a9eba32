/**
 * A count and its noun, singular for one: "1 round", "3 rounds". The one way
 * every process writes a count in words; a noun whose plural is not the noun
 * and an "s" gives it.
 */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}
