import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../../../support/poll';
import { builtInProfiles } from '../../../../../main/core/sessions/profiles';
import type { AgentProfile } from '../../../../../main/core/sessions/profiles/profile';
import type { TurnSignalSession } from '../../../../../main/core/sessions/sessionOptions';
import type { TurnSignal } from '../../../../../main/core/sessions/turnSignals/turnSignal';
import { FAKE_AGENT, fakeAgentProfile, makeKit, readAgentLog } from '../sessionKit';
import type { Kit, KitOptions } from '../sessionKit';

const hookedProfile: AgentProfile = {
  ...fakeAgentProfile,
  id: 'hooked-agent',
  turnSignal: 'claude-stop-hook',
  env: { PROFILE_HOME: '/srv/agent-home' },
};

let kit: Kit;
afterEach(async () => kit?.cleanup());

function start(flags: string[] = [], options: KitOptions = {}, profileId = 'fake-agent') {
  kit = makeKit({ profiles: [...builtInProfiles, fakeAgentProfile, hookedProfile], ...options });
  const log = path.join(kit.dir, 'agent.log');
  const session = kit.manager.create({ profileId, args: [FAKE_AGENT, `--log=${log}`, ...flags] });
  return { session, log: () => readAgentLog(log) };
}

/** A turn signal the test fires by hand, standing in for Claude Code's Stop hook. */
function manualSignal() {
  const made: Array<{ kind: string; runtimeDir: string; env: object; disposed: boolean }> = [];
  const listeners = new Set<(answer: { text: string }) => void>();
  const factory = (kind: string, runtimeDir: string, session: TurnSignalSession): TurnSignal => {
    const record = { kind, runtimeDir, env: session.env, disposed: false };
    made.push(record);
    return {
      kind: 'hook',
      args: ['--hooked'],
      env: { FAKE_AGENT_ENV: 'from-signal' },
      onTurnEnd: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      dispose: () => (record.disposed = true),
    };
  };
  return { factory, made, fire: (text: string) => listeners.forEach((l) => l({ text })) };
}

describe('turns read off the screen', () => {
  it('ends when the prompt is back, with the text written since the prompt went in', async () => {
    const { session } = start();
    await session.waitForStatus(['ready'], 10_000);

    await session.submitPrompt('First question?\nwith a second line');
    const first = await session.waitForTurnEnd();
    expect(first.source).toBe('screen');
    expect(first.text).toMatch(/^agent> \[pasted \d+ chars\]\nANSWER: First question\?\nlines=2 /);

    await session.submitPrompt('Second question?');
    const second = await session.waitForTurnEnd();
    expect(second.text).toContain('ANSWER: Second question?');
    expect(second.text).not.toContain('First question');

    const finished = kit.events.flatMap((e) =>
      e.name === 'session:did-finish-turn' ? [e.payload] : [],
    );
    expect(finished).toEqual([
      { id: session.id, ...first },
      { id: session.id, ...second },
    ]);
  });

  it('keeps a finished answer available after the agent exits', async () => {
    const { session } = start();
    await session.waitForStatus(['ready'], 10_000);
    await session.submitPrompt('Last words?');
    const answer = await session.waitForTurnEnd();
    process.kill(session.snapshot().pid as number, 'SIGKILL');
    await session.waitForStatus(['exited'], 10_000);
    expect(await session.waitForTurnEnd()).toEqual(answer);
  });

  it('gives up waiting after the timeout with a clear error', async () => {
    const { session } = start(['--work-ms=5000']);
    await session.waitForStatus(['ready'], 10_000);
    await session.submitPrompt('slow');
    await expect(session.waitForTurnEnd({ timeoutMs: 300 })).rejects.toThrow(
      /did not finish its turn within/,
    );
  });

  it('fails the wait when the agent dies mid-turn', async () => {
    const { session } = start(['--work-ms=5000']);
    await session.waitForStatus(['ready'], 10_000);
    await session.submitPrompt('doomed');
    const waiting = session.waitForTurnEnd();
    process.kill(session.snapshot().pid as number, 'SIGKILL');
    await expect(waiting).rejects.toThrow(/exited with code 137 before its turn ended/);
  });
});

describe('turns with a structured signal', () => {
  it('starts the program with the signal args and env, and takes the answer from the hook', async () => {
    const signal = manualSignal();
    const { session, log } = start([], { turnSignals: signal.factory }, 'hooked-agent');
    await session.waitForStatus(['ready'], 10_000);
    expect(log()[0]).toMatchObject({
      type: 'start',
      argv: expect.arrayContaining(['--hooked']),
      env: 'from-signal',
    });
    expect(signal.made).toEqual([
      {
        kind: 'claude-stop-hook',
        runtimeDir: path.join(kit.dir, '.run', session.id),
        // The session's own environment (base, terminal, profile), so a signal finds what its program will.
        env: expect.objectContaining({
          PS1: '$ ',
          TERM: 'xterm-256color',
          PROFILE_HOME: '/srv/agent-home',
        }),
        disposed: false,
      },
    ]);

    await session.submitPrompt('Use the hook');
    await waitFor(async () => /^ANSWER: Use the hook$/m.test(await session.readText()), {
      what: 'the answer',
    });
    signal.fire('**The** answer, as raw markdown');
    expect(await session.waitForTurnEnd()).toEqual({
      text: '**The** answer, as raw markdown',
      source: 'hook',
    });

    await kit.manager.close(session.id);
    expect(signal.made[0]?.disposed).toBe(true);
  });

  it('falls back to the screen when the hook stays silent past its grace period', async () => {
    const signal = manualSignal();
    const { session } = start(
      [],
      { turnSignals: signal.factory, signalGraceMs: 300 },
      'hooked-agent',
    );
    await session.waitForStatus(['ready'], 10_000);
    await session.submitPrompt('No hook today');
    const result = await session.waitForTurnEnd();
    expect(result.source).toBe('screen');
    expect(result.text).toContain('ANSWER: No hook today');
  });

  it('reports a turn the user prompted by hand, through the hook', async () => {
    const signal = manualSignal();
    const { session } = start([], { turnSignals: signal.factory }, 'hooked-agent');
    await session.waitForStatus(['ready'], 10_000);
    signal.fire('typed by hand');
    expect(
      kit.events.filter((e) => e.name === 'session:did-finish-turn').map((e) => e.payload),
    ).toEqual([{ id: session.id, text: 'typed by hand', source: 'hook' }]);
  });

  it('starts without the signal when making it fails, and still finds turn ends on screen', async () => {
    const failing = () => {
      throw new Error('no hook here');
    };
    const { session } = start([], { turnSignals: failing }, 'hooked-agent');
    await session.waitForStatus(['ready'], 10_000);
    await session.submitPrompt('Still works');
    expect((await session.waitForTurnEnd()).source).toBe('screen');
  });
});
