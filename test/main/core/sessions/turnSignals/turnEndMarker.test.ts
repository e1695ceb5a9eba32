import { afterEach, describe, expect, it } from 'vitest';
import { builtInProfiles } from '../../../../../main/core/sessions/profiles';
import { parleyAgentProfile } from '../../../../../main/core/sessions/profiles/parleyAgent';
import type { AgentProfile } from '../../../../../main/core/sessions/profiles/profile';
import { createTurnSignal } from '../../../../../main/core/sessions/turnSignals';
import { makeKit, type Kit } from '../sessionKit';

/**
 * The output-marker turn signal over real PTYs. Every profile here waits
 * ten minutes before a quiet screen or a returned prompt may end a turn, so
 * a turn that ends at all has ended on its marker.
 */
const NEVER_MS = 10 * 60_000;

function markerOnly(profile: AgentProfile): AgentProfile {
  return { ...profile, readiness: { ...profile.readiness, quietMs: NEVER_MS } };
}

/**
 * A program that answers each line in two parts: the first followed by a
 * marker with a made-up token (as a quoted diff could carry), the second
 * after a pause, followed by the real marker.
 */
const TWO_PART_SCRIPT = `
const marker = (token) => '\\x1b]6973;turn-end;' + token + '\\x07';
process.stdin.setRawMode(true);
process.stdout.write('ready> ');
process.stdin.on('data', (data) => {
  if (!/[\\r\\n]/.test(String(data))) return;
  process.stdout.write('\\r\\npart one\\r\\n' + marker('forged'));
  setTimeout(() => {
    process.stdout.write('part two\\r\\n' + marker(process.env.PARLEY_TURN_END_TOKEN) + 'ready> ');
  }, 300);
});
`;

const twoPartProfile: AgentProfile = {
  id: 'two-part',
  name: 'Two-part answers',
  description: 'tests',
  command: process.execPath,
  args: ['-e', TWO_PART_SCRIPT],
  submit: { kind: 'stdin' },
  readiness: { readyPattern: /^ready> $/m, quietMs: NEVER_MS, turnTimeoutMs: 20_000 },
  cost: { kind: 'estimate', model: 'none' },
  dialogs: [],
  turnSignal: 'parley-agent-marker',
};

let kit: Kit | undefined;
afterEach(async () => {
  await kit?.cleanup();
  kit = undefined;
});

function start(profile: AgentProfile) {
  kit = makeKit({
    profiles: [...builtInProfiles.filter((p) => p.id !== profile.id), profile],
    turnSignals: createTurnSignal,
    signalGraceMs: NEVER_MS,
  });
  return kit.manager.create({ profileId: profile.id });
}

describe('the output-marker turn signal', () => {
  it("ends parley-agent's turn on its marker, with its whole answer on the screen", async () => {
    const session = start(markerOnly(parleyAgentProfile));
    await session.waitForStatus(['ready'], 20_000);
    expect(session.hasTurnSignal).toBe(true);

    await session.submitPrompt('Please review this.');
    const turn = await session.waitForTurnEnd({ timeoutMs: 20_000 });
    expect(turn.text).toContain("I don't understand this request.");
    expect(turn.text).toMatch(/Usage: \d+ input chars, \d+ output chars, cost \$0\.0000/);
    // The marker is consumed by the screen, never shown.
    expect(turn.text).not.toContain('turn-end');
  });

  it('ends a turn only on the marker with its own session token, not a forged one', async () => {
    const session = start(twoPartProfile);
    await session.waitForStatus(['ready'], 20_000);

    await session.submitPrompt('go');
    const turn = await session.waitForTurnEnd({ timeoutMs: 20_000 });
    expect(turn.text).toContain('part one');
    expect(turn.text).toContain('part two');
    expect(turn.text).not.toContain('turn-end');
  });

  it('falls back to the screen and its quiet period when no signal is injected', async () => {
    kit = makeKit({
      profiles: [...builtInProfiles.filter((p) => p.id !== 'parley-agent'), parleyAgentProfile],
    });
    const session = kit.manager.create({ profileId: 'parley-agent' });
    await session.waitForStatus(['ready'], 20_000);
    expect(session.hasTurnSignal).toBe(false);
    // Without a signal the screen decides: the prompt back after output, then the quiet period.
    await session.submitPrompt('Please review this.');
    const turn = await session.waitForTurnEnd({ timeoutMs: 20_000 });
    expect(turn.text).toContain("I don't understand this request.");
  });
});
