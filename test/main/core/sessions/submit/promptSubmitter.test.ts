import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../../../support/poll';
import { builtInProfiles } from '../../../../../main/core/sessions/profiles';
import type { AgentProfile } from '../../../../../main/core/sessions/profiles/profile';
import {
  DEFAULT_SUBMIT_TIMING,
  movedPastEcho,
  submitPrompt,
} from '../../../../../main/core/sessions/submit/promptSubmitter';
import { neutraliseUntrustedText } from '../../../../../main/core/text/neutralise';
import {
  chunkBoundaryCases,
  PASTE_END,
  PASTE_START,
} from '../../../../hardening/fixtures/chunkBoundary';
import type { SubmitTarget } from '../../../../../main/core/sessions/submit/promptSubmitter';
import { FAKE_AGENT, fakeAgentProfile, makeKit, readAgentLog } from '../sessionKit';
import type { Kit } from '../sessionKit';

let kit: Kit;
afterEach(async () => kit?.cleanup());

function start(flags: string[] = [], profile: AgentProfile = fakeAgentProfile) {
  kit = makeKit({ profiles: [...builtInProfiles, profile] });
  const log = path.join(kit.dir, 'agent.log');
  const session = kit.manager.create({
    profileId: profile.id,
    args: [FAKE_AGENT, `--log=${log}`, ...flags],
  });
  return { session, log: () => readAgentLog(log) };
}

/** A program that records each write with its time and never changes its screen. */
function recordingTarget(bracketed: boolean | (() => boolean)) {
  const writes: Array<{ data: string; at: number }> = [];
  let screen = 'agent> ';
  const target: SubmitTarget = {
    write: (data) => {
      writes.push({ data, at: Date.now() });
      if (data === '\r') screen += '\nsubmitted';
    },
    drain: async () => undefined,
    screenParsed: async () => undefined,
    outputQuiet: async () => undefined,
    bracketedPaste: typeof bracketed === 'function' ? bracketed : () => bracketed,
    viewportText: () => screen,
    isBusy: () => false,
    showsWork: false,
    tookPrompt: () => false,
    awaitsInput: () => false,
    entering: () => undefined,
  };
  return { target, writes };
}

describe('submitPrompt', () => {
  it('writes Enter on its own, the paste window after the last paste chunk', async () => {
    const { target, writes } = recordingTarget(true);
    const method = { kind: 'paste', pasteSettleMs: 100, enterRetries: 2 } as const;

    expect(
      await submitPrompt(target, method, 'x'.repeat(10_000), { confirmMs: 200, chunkChars: 4096 }),
    ).toEqual({
      submitted: true,
    });

    expect(writes.map((w) => w.data.length)).toEqual([4096, 4096, 10_012 - 8192, 1]);
    expect(writes[0]?.data.startsWith('\x1b[200~')).toBe(true);
    expect(writes[2]?.data.endsWith('\x1b[201~')).toBe(true);
    const [lastChunk, enter] = writes.slice(-2);
    expect(enter?.data).toBe('\r');
    // A 100 ms timer may fire a millisecond early by the wall clock's rounding.
    expect((enter?.at ?? 0) - (lastChunk?.at ?? 0)).toBeGreaterThanOrEqual(98);
  });

  it('never splits a character made of two UTF-16 units between chunks', async () => {
    const { target, writes } = recordingTarget(false);
    const text = '🎉'.repeat(5000);

    await submitPrompt(target, { kind: 'paste', pasteSettleMs: 0, enterRetries: 0 }, text, {
      confirmMs: 100,
      chunkChars: 4095,
    });

    const chunks = writes.slice(0, -1).map((w) => w.data);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) {
      expect(isHighSurrogate(chunk.charCodeAt(chunk.length - 1))).toBe(false);
      expect(isLowSurrogate(chunk.charCodeAt(0))).toBe(false);
    }
  });
});

describe('a paste end on a write-chunk boundary', () => {
  const cases = chunkBoundaryCases('touch ../canary');

  it.each(cases.map((c) => [c.name, c] as const))('%s: splits there, one paste', async (_, c) => {
    const { target, writes } = recordingTarget(true);
    const method = { kind: 'paste', pasteSettleMs: 0, enterRetries: 0 } as const;

    await submitPrompt(target, method, c.text, { ...DEFAULT_SUBMIT_TIMING, confirmMs: 100 });

    const chunks = writes.slice(0, -1).map((w) => w.data);
    const body = chunks.join('');
    expect(body).toBe(`${PASTE_START}${neutraliseUntrustedText(c.text)}${PASTE_END}`);
    // The case is what it says: the first write ends inside (or right at) what is left of the sequence.
    expect(chunks[0]).toHaveLength(c.boundary);
    const at = body.lastIndexOf(c.around, c.boundary);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at + c.around.length).toBeGreaterThanOrEqual(c.boundary);
    // One paste: its only ESC characters are Parley's paste start and end.
    expect(body.split('').flatMap((char, i) => (char === '\x1b' ? [i] : []))).toEqual([
      0,
      body.length - 6,
    ]);
  });

  it("places ESC[201~ and its C1 form at every split, and splits Parley's own paste end", () => {
    expect(cases.filter((c) => c.name.startsWith('paste end,'))).toHaveLength(7);
    expect(cases.filter((c) => c.name.startsWith('C1 CSI paste end,'))).toHaveLength(6);
    expect(cases.filter((c) => c.around === PASTE_END)).toHaveLength(PASTE_END.length - 1);
  });

  it('a real program gets ESC | [201~ split over two writes as one paste, nothing typed', async () => {
    const { session, log } = start();
    await session.waitForStatus(['ready'], 10_000);
    const escAlone = cases.find((c) => c.name === 'paste end, 1 raw chars before the boundary')!;

    expect(await session.submitPrompt(escAlone.text)).toEqual({ submitted: true });

    const entries = await waitFor(
      () => {
        const all = log();
        return all.some((e) => e.type === 'enter') ? all : false;
      },
      { what: 'Enter to reach the agent' },
    );
    expect(entries.filter((e) => e.type === 'paste').map((e) => e.text)).toEqual([
      neutraliseUntrustedText(escAlone.text),
    ]);
    expect(entries.filter((e) => e.type === 'typed')).toEqual([]);
  });
});

describe('submitting a prompt into a real program', () => {
  it('pastes multi-line text intact and neutralised, then Enter as a separate write', async () => {
    const { session, log } = start();
    await session.waitForStatus(['ready'], 10_000);
    const prompt = 'Review this diff:\n\t+ evil\x1b[201~\x03 still inside\r\n+ last line ✓';

    expect(await session.submitPrompt(prompt)).toEqual({ submitted: true });

    const entries = await waitFor(
      () => {
        const all = log();
        return all.some((e) => e.type === 'enter') ? all : false;
      },
      { what: 'Enter to reach the agent' },
    );
    const pastes = entries.filter((e) => e.type === 'paste');
    expect(pastes.map((e) => e.text)).toEqual([
      'Review this diff:\n\t+ evil[201~ still inside\n+ last line ✓',
    ]);
    // The injected ESC[201~ did not end the paste early: nothing arrived as typed keys.
    expect(entries.filter((e) => e.type === 'typed')).toEqual([]);
    const enters = entries.filter((e) => e.type === 'enter');
    expect(enters).toHaveLength(1);
    expect(enters[0]?.sameReadAsPaste).toBe(false);
  });

  it('writes a large prompt in chunks that arrive complete and in order', async () => {
    const { session, log } = start();
    await session.waitForStatus(['ready'], 10_000);
    const lines = Array.from({ length: 6000 }, (_, i) => `line ${i}: ${'x'.repeat(i % 80)} é`);
    const prompt = lines.join('\n');

    expect(await session.submitPrompt(prompt)).toEqual({ submitted: true });

    const paste = await waitFor(() => log().find((e) => e.type === 'paste'), { what: 'the paste' });
    expect(prompt.length).toBeGreaterThan(250_000);
    expect(paste.text).toBe(prompt);
  });

  it('waits for a program that turns bracketed paste on just after drawing its prompt', async () => {
    const on = Date.now() + 150;
    const { target, writes } = recordingTarget(() => Date.now() >= on);
    const method = {
      kind: 'paste',
      pasteSettleMs: 0,
      enterRetries: 0,
      pasteModeWaitMs: 1000,
    } as const;
    await submitPrompt(target, method, 'line one\nline two');
    expect(writes[0]?.data).toBe('\x1b[200~line one\nline two\x1b[201~');
  });

  it('types the text when the program has not enabled bracketed paste', async () => {
    const { session, log } = start(['--no-paste']);
    await session.waitForStatus(['ready'], 10_000);

    expect(await session.submitPrompt('plain \x1b[31mred\x1b[0m words')).toEqual({
      submitted: true,
    });

    const entries = await waitFor(
      () => {
        const all = log();
        return all.some((e) => e.type === 'enter') ? all : false;
      },
      { what: 'Enter to reach the agent' },
    );
    expect(entries.filter((e) => e.type === 'paste')).toEqual([]);
    expect(
      entries
        .filter((e) => e.type === 'typed')
        .map((e) => e.text)
        .join(''),
    ).toBe('plain [31mred[0m words');
  });

  it('presses Enter again when the first one was not taken', async () => {
    const { session, log } = start(['--ignore-enters=1']);
    await session.waitForStatus(['ready'], 10_000);

    expect(await session.submitPrompt('hello')).toEqual({ submitted: true });
    expect(log().filter((e) => e.type === 'enter')).toHaveLength(2);
    await waitFor(async () => /^ANSWER: hello$/m.test(await session.readText()), {
      what: 'the answer',
    });
  });

  it('presses Enter again when the first one only made a new line: a changed screen is no sign', async () => {
    const { session, log } = start(['--newline-enters=1']);
    await session.waitForStatus(['ready'], 10_000);

    expect(await session.submitPrompt('hello')).toEqual({ submitted: true });
    expect(log().filter((e) => e.type === 'enter')).toHaveLength(2);
    const turn = await session.waitForTurnEnd({ timeoutMs: 10_000 });
    expect(turn.text).toMatch(/^ANSWER: hello$/m);
  });

  it('gives up after the bounded retries and says it was not submitted', async () => {
    const { session, log } = start(['--ignore-enters=100']);
    await session.waitForStatus(['ready'], 10_000);

    expect(await session.submitPrompt('hello')).toEqual({ submitted: false });
    // The first Enter and enterRetries (2) more, then it stops.
    expect(log().filter((e) => e.type === 'enter')).toHaveLength(3);
    // The screen, prompt still in the input box, is no answer: the turn fails saying why.
    await expect(session.waitForTurnEnd({ timeoutMs: 5000 })).rejects.toThrow(
      /did not take the prompt/,
    );
  });

  it('takes the terminal echoing a paste back for no delivery: a program not reading input', async () => {
    kit = makeKit({ profiles: builtInProfiles });
    // It draws a screenful, then sleeps without reading: the terminal itself echoes what is
    // typed, and each Enter scrolls the screen a line, which changes it.
    const session = kit.manager.create({
      profileId: 'custom',
      command: '/bin/sh',
      args: ['-c', 'for i in $(seq 60); do echo "line $i"; done; echo booting; sleep 30'],
    });
    await session.waitForStatus(['ready'], 10_000);
    expect(await session.submitPrompt('Review the change in src/cart.ts, please.')).toEqual({
      submitted: false,
    });
    await expect(session.waitForTurnEnd({ timeoutMs: 5000 })).rejects.toThrow(
      /did not take the prompt/,
    );
  });

  it('reads a screen change past the echo as delivery: an answer, or the input emptied', () => {
    const prompt = 'Review the change in src/cart.ts, please.';
    const echoed = `booting\n${prompt}`;
    expect(movedPastEcho('booting', echoed, prompt)).toBe(false);
    // Wrapped by the terminal, the echo is still only the prompt.
    expect(
      movedPastEcho('booting', 'booting\nReview the change in\nsrc/cart.ts, please.', prompt),
    ).toBe(false);
    expect(movedPastEcho(echoed, `${echoed}\n⠋ Thinking…`, prompt)).toBe(true);
    expect(movedPastEcho(`agent> ${prompt}`, 'agent>', prompt)).toBe(true);
    expect(movedPastEcho(`> ${prompt}`, `> ${prompt}\n> `, prompt)).toBe(true);
    // The same answer as last time is a new line too.
    expect(movedPastEcho(`Fine.\n${prompt}`, `Fine.\n${prompt}\nFine.`, prompt)).toBe(true);
  });

  it('a stdin profile gets the neutralised text and a newline, as a line-reading program wants', async () => {
    const lineReader: AgentProfile = {
      ...fakeAgentProfile,
      id: 'line-reader',
      needsCommand: true,
      submit: { kind: 'stdin' },
    };
    kit = makeKit({ profiles: [...builtInProfiles, lineReader] });
    const session = kit.manager.create({
      profileId: 'line-reader',
      command: `read line; echo "got:[$line]"; sleep 5`,
    });

    expect(await session.submitPrompt('one\x07 two')).toEqual({ submitted: true });

    await waitFor(async () => /^got:\[one two\]$/m.test(await session.readText()), {
      what: 'the program to read the line',
      describe: () => session.readText(),
    });
  });
});

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
