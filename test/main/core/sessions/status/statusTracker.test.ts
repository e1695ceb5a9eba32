import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../../../support/poll';
import { builtInProfiles } from '../../../../../main/core/sessions/profiles';
import { claudeProfile } from '../../../../../main/core/sessions/profiles/claude';
import {
  classifyScreen,
  StatusTracker,
} from '../../../../../main/core/sessions/status/statusTracker';
import { FAKE_AGENT, fakeAgentProfile, makeKit, readAgentLog } from '../sessionKit';
import type { Kit } from '../sessionKit';

describe('classifyScreen', () => {
  it('puts a known dialog first, then busy, then ready', () => {
    const both = 'agent> \nworking (esc to interrupt)';
    expect(classifyScreen(both, fakeAgentProfile)).toEqual({ status: 'busy' });
    expect(classifyScreen('agent> ', fakeAgentProfile)).toEqual({ status: 'ready' });
    expect(
      classifyScreen(`${both}\nDo you trust the files in this folder?`, fakeAgentProfile),
    ).toEqual({
      status: 'dialog',
      dialog: 'Trust this folder?',
    });
    expect(classifyScreen('something else', fakeAgentProfile)).toBeNull();
  });

  it('reads the command Claude Code’s permission dialog asks about (2.1.328’s screen)', () => {
    const rule = '─'.repeat(60);
    const dashes = '╌'.repeat(60);
    const screen = [
      '● Running the e2e tests',
      '  ⎿  $ npm run e2e -- --headed',
      '',
      rule,
      ' Bash command',
      ' Tip: auto mode handles these prompts for you — choose "switch to auto mode" below',
      ' Run the e2e tests',
      dashes,
      ' npm run e2e -- --headed',
      dashes,
      ' This command requires approval',
      '',
      ' Do you want to proceed?',
      ' ❯ 1. Yes',
      '   2. Yes, and don’t ask again for: npm run *',
      '   4. No',
      '',
      ' Esc to cancel · Tab to amend',
    ].join('\n');
    expect(classifyScreen(screen, claudeProfile)).toEqual({
      status: 'dialog',
      dialog: 'Allow this tool call?',
      dialogSubject: 'npm run e2e -- --headed',
    });
  });
});

describe('StatusTracker without patterns', () => {
  const rules = { readiness: { quietMs: 100, turnTimeoutMs: 1000 }, dialogs: [] };

  function tracker() {
    let now = 0;
    const status = new StatusTracker(rules, () => now);
    return { status, advance: (ms: number) => (now += ms) };
  }

  it('stays starting until output goes quiet, then ready; output makes it busy', () => {
    const { status, advance } = tracker();
    status.noteOutput();
    status.evaluate('$ ');
    expect(status.current.status).toBe('starting');
    advance(100);
    status.evaluate('$ ');
    expect(status.current.status).toBe('ready');
    advance(1000);
    status.noteOutput();
    status.evaluate('$ ');
    expect(status.current.status).toBe('busy');
    advance(100);
    status.evaluate('$ ');
    expect(status.current.status).toBe('ready');
  });

  it('stays starting on a blank screen however long it is quiet: nothing drawn, nothing reading', () => {
    const { status, advance } = tracker();
    status.noteOutput();
    advance(10_000);
    status.evaluate('\n\n   \n');
    expect(status.current.status).toBe('starting');
    status.noteOutput();
    advance(100);
    status.evaluate('opencode v1\n> ');
    expect(status.current.status).toBe('ready');
  });

  it('does not call the echo of a keystroke work', () => {
    const { status, advance } = tracker();
    advance(100);
    status.evaluate('$ ');
    status.noteKeystroke();
    advance(5);
    status.noteOutput();
    status.evaluate('$ ');
    expect(status.current.status).toBe('ready');
  });
});

describe('StatusTracker of a program that shows its input box and its work', () => {
  const rules = {
    readiness: {
      readyPattern: /^> Type your message/m,
      busyPattern: /esc to cancel/,
      quietMs: 100,
      turnTimeoutMs: 1000,
    },
    dialogs: [],
  };

  function tracker() {
    let now = 0;
    const status = new StatusTracker(rules, () => now);
    return { status, advance: (ms: number) => (now += ms) };
  }

  it('is ready only once its input box is drawn, however long a quiet start-up takes', () => {
    const { status, advance } = tracker();
    status.noteOutput();
    advance(60_000);
    status.evaluate('Gemini CLI\nLoading extensions…');
    expect(status.current.status).toBe('starting');
    status.noteOutput();
    status.evaluate('Gemini CLI\n> Type your message or @path/to/file');
    expect(status.current.status).toBe('ready');
  });

  it('takes output without its busy line (a paste drawn late) for no work', () => {
    const { status, advance } = tracker();
    advance(100);
    status.evaluate('> Type your message or @path/to/file');
    expect(status.current.status).toBe('ready');
    advance(1000);
    status.noteOutput();
    status.evaluate('> [Pasted Text: 40 lines]');
    expect(status.current.status).toBe('ready');
    status.noteOutput();
    status.evaluate('⠇ Thinking... (esc to cancel, 0s)');
    expect(status.current.status).toBe('busy');
  });
});

describe('status of a real program', () => {
  let kit: Kit;
  afterEach(async () => kit?.cleanup());

  it('shows a known dialog, never answers it, and is ready once a person does', async () => {
    kit = makeKit({ profiles: [...builtInProfiles, fakeAgentProfile] });
    const log = path.join(kit.dir, 'agent.log');
    const session = kit.manager.create({
      profileId: 'fake-agent',
      args: [FAKE_AGENT, `--log=${log}`, '--dialog'],
    });
    await session.waitForStatus(['dialog'], 10_000);
    expect(session.snapshot().dialog).toBe('Trust this folder?');
    expect(readAgentLog(log).filter((e) => e.type === 'dialog-input')).toEqual([]);

    await expect(session.submitPrompt('1')).rejects.toThrow(
      /waiting on a dialog \(Trust this folder\?\): answer it in its terminal first/,
    );
    expect(readAgentLog(log).filter((e) => e.type === 'dialog-input')).toEqual([]);

    session.write('1');
    await session.waitForStatus(['ready'], 10_000);
    expect(session.snapshot().dialog).toBeUndefined();
  });

  it('goes busy while the agent works and ready when its prompt is back, with an event each', async () => {
    kit = makeKit({ profiles: [...builtInProfiles, fakeAgentProfile] });
    const session = kit.manager.create({
      profileId: 'fake-agent',
      args: [FAKE_AGENT, '--work-ms=600'],
    });
    await session.waitForStatus(['ready'], 10_000);
    await session.submitPrompt('think');
    await session.waitForStatus(['busy'], 10_000);
    await session.waitForStatus(['ready'], 10_000);
    const statuses = kit.events.flatMap((e) =>
      e.name === 'session:did-change' ? [e.payload.status] : [],
    );
    expect(statuses).toEqual(['starting', 'ready', 'busy', 'ready']);
    await waitFor(async () => /^ANSWER: think$/m.test(await session.readText()), {
      what: 'the answer',
    });
  });
});
