import { describe, expect, it } from 'vitest';
import { meterPhase } from '../../../../../main/core/review/cost/meter';
import { priceFor } from '../../../../../main/core/review/cost/priceTable';
import {
  CLAUDE_CODE_COST,
  CODEX_TOKEN_USAGE,
} from '../../../../../main/core/review/cost/screenCost';
import type { CostSource } from '../../../../../main/core/sessions/profiles/profile';

const claude: CostSource = {
  kind: 'screen',
  pattern: CLAUDE_CODE_COST,
  model: 'claude-sonnet-4-5',
};
const codex: CostSource = { kind: 'screen', pattern: CODEX_TOKEN_USAGE, model: 'gpt-5-codex' };

/** Claude Code's screen after `/cost`, as the headless screen model renders it. */
function claudeCostScreen(total: string, earlier = ''): string {
  return `${earlier}
> /cost
  ⎿  Total cost:            ${total}
     Total duration (API):  41.2s
     Total duration (wall): 3m 12.9s
     Total code changes:    14 lines added, 3 lines removed
     Usage by model:
         claude-haiku-4-5:  1.2k input, 88 output, 0 cache read, 0 cache write ($0.0016)
        claude-sonnet-4-5:  36 input, 2.9k output, 181.2k cache read, 20.4k cache write ($0.1697)

╭──────────────────────────────────────────────────────────────────────────────╮
│ >                                                                            │
╰──────────────────────────────────────────────────────────────────────────────╯
  ? for shortcuts
`;
}

describe('meterPhase', () => {
  it("charges the growth of Claude Code's session total to the phase", () => {
    const before = claudeCostScreen('$0.1713');
    const after = claudeCostScreen('$0.4290', `${before}\n● Fixed the three comments.\n`);
    const cost = meterPhase({
      source: claude,
      before,
      after,
      charsIn: 5000,
      charsOut: 900,
      prices: priceFor,
    });
    expect(cost.usd).toBeCloseTo(0.2577, 10);
    expect(cost.estimated).toBe(false);
    expect(cost.basis).toBe('reported by the agent (session total $0.4290)');
  });

  it('takes the first reading of a fresh session as the whole phase', () => {
    const cost = meterPhase({
      source: claude,
      before: '╭───╮\n│ > │\n╰───╯',
      after: claudeCostScreen('$1,204.50'),
      charsIn: 10,
      charsOut: 10,
      prices: priceFor,
    });
    expect(cost).toMatchObject({ usd: 1204.5, estimated: false });
  });

  it('treats a total that went down as a restarted agent', () => {
    const cost = meterPhase({
      source: claude,
      before: claudeCostScreen('$2.5000'),
      after: claudeCostScreen('$0.0300'),
      charsIn: 10,
      charsOut: 10,
      prices: priceFor,
    });
    expect(cost.usd).toBeCloseTo(0.03, 10);
  });

  it("prices the growth of Codex's token usage with the model's rates", () => {
    const before = 'Token usage: total=1,000 input=800 output=200\n';
    const after = `${before}• Applied the fixes.\n
Token usage: total=77,593 input=74,913 (+ 125,824 cached) output=2,680 (reasoning 443)
To continue this session, run codex resume 019e9a13-7747-7fc2-8edb-9703e1a46741`;
    const cost = meterPhase({
      source: codex,
      before,
      after,
      charsIn: 1,
      charsOut: 1,
      prices: priceFor,
    });
    // gpt-5: $1.25 in, $0.125 cached, $10 out per million tokens.
    const expected = (74_113 * 1.25 + 125_824 * 0.125 + 2_480 * 10) / 1e6;
    expect(cost.usd).toBeCloseTo(expected, 10);
    expect(cost.estimated).toBe(false);
  });

  it('estimates from characters when the agent printed nothing new, and says so', () => {
    const screen = claudeCostScreen('$0.1713');
    const cost = meterPhase({
      source: claude,
      before: screen,
      after: `${screen}\n● Done.\n`,
      charsIn: 4000,
      charsOut: 2000,
      prices: priceFor,
    });
    // 1000 tokens in at $3, 500 out at $15 per million (claude-sonnet).
    expect(cost.usd).toBeCloseTo((1000 * 3 + 500 * 15) / 1e6, 12);
    expect(cost.estimated).toBe(true);
    expect(cost.basis).toBe(
      'estimated: ~1000 tokens in, ~500 out at claude-sonnet rates (list prices of 2025-11-15)',
    );
  });

  it("counts the agent's own context once in an estimate: what most of a turn costs", () => {
    // A Claude Code review whose records could not be read: 8 KB of prompt, 2 KB of answer.
    const cost = meterPhase({
      source: claude,
      before: '',
      after: '● Done.',
      charsIn: 8000,
      charsOut: 2000,
      contextTokens: 15_000,
      prices: priceFor,
    });
    // 17,000 tokens in at $3, 500 out at $15 per million (claude-sonnet): $0.0585, where the
    // characters alone came to $0.0135 and the agent's records said about $0.08.
    expect(cost.usd).toBeCloseTo((17_000 * 3 + 500 * 15) / 1e6, 12);
    expect(cost.estimated).toBe(true);
    expect(cost.basis).toBe(
      "estimated: ~17000 tokens in (15000 of them the agent's own context), ~500 out at claude-sonnet rates (list prices of 2025-11-15)",
    );
  });

  it('estimates for profiles that print no cost, at a default rate for unknown models', () => {
    const known = meterPhase({
      source: { kind: 'estimate', model: 'gemini-2.5-pro' },
      before: '',
      after: 'Total cost: $9.99 (printed by a program, but this profile reads no cost)',
      charsIn: 400_000,
      charsOut: 40_000,
      prices: priceFor,
    });
    expect(known.usd).toBeCloseTo((100_000 * 1.25 + 10_000 * 10) / 1e6, 12);
    expect(known.estimated).toBe(true);

    const unknown = meterPhase({
      source: { kind: 'estimate', model: 'my-local-llm' },
      before: '',
      after: '',
      charsIn: 4,
      charsOut: 4,
      prices: priceFor,
    });
    expect(unknown.basis).toMatch(/at default rates/);
    expect(unknown.usd).toBeCloseTo((3 + 15) / 1e6, 12);
  });

  it('costs nothing for parley-agent, which calls no model', () => {
    const cost = meterPhase({
      source: { kind: 'screen', pattern: /cost \$(\d+(?:\.\d+)?)/, model: 'none' },
      before: '',
      after: '',
      charsIn: 50_000,
      charsOut: 3_000,
      prices: priceFor,
    });
    expect(cost).toMatchObject({ usd: 0, estimated: false });
  });
});
