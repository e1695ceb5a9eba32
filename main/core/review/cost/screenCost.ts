import type { TokenCounts } from './priceTable';

/** What an agent printed about its spending: dollars, or token counts to price. */
export type CostReading =
  | { readonly kind: 'usd'; readonly usd: number }
  | ({ readonly kind: 'tokens' } & Required<Omit<TokenCounts, 'cacheWrite'>>);

/**
 * Claude Code's /cost (and /usage) summary, a session total:
 *   "  ⎿  Total cost:            $0.0123"  (2.1.x: "Estimated cost:   $0.0575")
 */
export const CLAUDE_CODE_COST = /(?:Total|Estimated) cost:\s*\$\s*(\d[\d,]*(?:\.\d+)?)/;

/**
 * Codex CLI's usage line, a session total (input excludes the cached part):
 *   "Token usage: total=77,593 input=74,913 (+ 125,824 cached) output=2,680 (reasoning 443)"
 */
export const CODEX_TOKEN_USAGE =
  /Token usage:\s*total=[\d,.]+[kKmM]?\s+input=(?<input>[\d,.]+[kKmM]?)(?:\s*\(\+\s*(?<cached>[\d,.]+[kKmM]?) cached\))?\s+output=(?<output>[\d,.]+[kKmM]?)/;

/**
 * The last reading in screen text, for a profile's cost pattern. The pattern
 * gives dollars in its first group, or token counts in named groups `input`,
 * `output` and optionally `cached`. Null when the text holds none.
 */
export function lastReading(text: string, pattern: RegExp): CostReading | null {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
  let last: RegExpExecArray | null = null;
  for (const match of text.matchAll(new RegExp(pattern.source, flags))) last = match;
  if (!last) return null;

  const groups = last.groups ?? {};
  if (groups.input !== undefined && groups.output !== undefined) {
    const input = parseCount(groups.input);
    const output = parseCount(groups.output);
    const cached = groups.cached === undefined ? 0 : parseCount(groups.cached);
    if (input === null || output === null || cached === null) return null;
    return { kind: 'tokens', input, output, cached };
  }
  const usd = last[1] === undefined ? null : parseCount(last[1]);
  return usd === null ? null : { kind: 'usd', usd };
}

const SUFFIX: Readonly<Record<string, number>> = { k: 1e3, m: 1e6 };

/** "12,345" → 12345, "24.1k" → 24100, "0.0123" → 0.0123; null for anything else. */
export function parseCount(text: string): number | null {
  const match = /^(\d[\d,]*(?:\.\d+)?)([kKmM]?)$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]!.replaceAll(',', ''));
  const scale = match[2] ? SUFFIX[match[2].toLowerCase()]! : 1;
  return Number.isFinite(value) ? Math.round(value * scale * 1e6) / 1e6 : null;
}
