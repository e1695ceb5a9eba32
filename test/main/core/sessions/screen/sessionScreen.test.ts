import { describe, expect, it, vi } from 'vitest';
import { ReplayBuffer } from '../../../../../main/core/sessions/screen/replayBuffer';
import { SessionScreen } from '../../../../../main/core/sessions/screen/sessionScreen';
import { QueryWatch } from '../../../../../main/core/sessions/screen/terminalQueries';
import { ScreenModel } from '../../../../../main/core/sessions/screen/screenModel';

/** What a screen fed everything live would read: the reference for every replayed one. */
async function liveText(data: readonly string[], cols = 20, rows = 5): Promise<string> {
  const model = new ScreenModel(cols, rows);
  for (const part of data) model.write(part);
  await model.whenParsed();
  const text = model.readText();
  model.dispose();
  return text;
}

describe('SessionScreen', () => {
  it('keeps output unparsed until asked, then reads as a screen fed it live', async () => {
    const output = ['\x1b[1mbold\x1b[0m plain\r\n', 'working...\r\x1b[2Kdone\r\n', 'x'.repeat(25)];
    const screen = new SessionScreen(20, 5);
    for (const part of output) screen.write(part);
    expect(screen.isLive).toBe(false);
    expect(screen.pendingChars).toBe(0);
    expect(await screen.readText()).toBe(await liveText(output));
    // A read builds a screen for the moment only.
    expect(screen.isLive).toBe(false);
    screen.dispose();
  });

  it('replays size changes where they happened', async () => {
    const screen = new SessionScreen(10, 5);
    screen.write('a'.repeat(15) + '\r\n');
    screen.resize(30, 5);
    screen.write('b'.repeat(15));
    const model = new ScreenModel(10, 5);
    model.write('a'.repeat(15) + '\r\n');
    await model.whenParsed();
    model.resize(30, 5);
    model.write('b'.repeat(15));
    await model.whenParsed();
    expect(await screen.readText()).toBe(model.readText());
    expect(screen.size).toEqual({ cols: 30, rows: 5 });
    model.dispose();
    screen.dispose();
  });

  it('serialises the same screen a live one does', async () => {
    const screen = new SessionScreen(30, 5);
    screen.write('\x1b[31mred\x1b[0m\r\nsecond line\r\n\x1b[?2004h');
    const model = new ScreenModel(30, 5);
    model.write('\x1b[31mred\x1b[0m\r\nsecond line\r\n\x1b[?2004h');
    expect(await screen.snapshot()).toBe(await model.snapshotWhenParsed());
    model.dispose();
    screen.dispose();
  });

  it('serialises an idle screen once for attaches one after another, and afresh after output or a resize', async () => {
    const serialised = vi.spyOn(ScreenModel.prototype, 'snapshotWhenParsed');
    for (const live of [false, true]) {
      serialised.mockClear();
      const screen = new SessionScreen(30, 5);
      if (live) screen.live();
      screen.write('first\r\n');
      const first = await screen.snapshot();
      expect(await screen.snapshot()).toBe(first);
      expect(serialised).toHaveBeenCalledTimes(1);
      screen.write('second\r\n');
      const second = await screen.snapshot();
      expect(second).toContain('second');
      screen.resize(20, 5);
      await screen.snapshot();
      expect(await screen.snapshot()).toBe(await screen.snapshot());
      expect(serialised).toHaveBeenCalledTimes(3);
      screen.dispose();
    }
    serialised.mockRestore();
  });

  it('takes a snapshot afresh after one failed', async () => {
    const serialised = vi
      .spyOn(ScreenModel.prototype, 'snapshotWhenParsed')
      .mockRejectedValueOnce(new Error('disposed'));
    const screen = new SessionScreen(30, 5);
    screen.write('text\r\n');
    await expect(screen.snapshot()).rejects.toThrow('disposed');
    expect(await screen.snapshot()).toContain('text');
    expect(serialised).toHaveBeenCalledTimes(2);
    serialised.mockRestore();
    screen.dispose();
  });

  it('goes live on a terminal query and answers it once, with the replayed cursor', async () => {
    const screen = new SessionScreen(20, 5);
    const replies: string[] = [];
    screen.onReply((reply) => replies.push(reply));
    screen.write('ab\r\n');
    // An earlier query, split between two outputs, already seen by no screen: answered once.
    screen.write('cd\x1b[6');
    expect(screen.isLive).toBe(false);
    screen.write('n');
    expect(screen.isLive).toBe(true);
    await screen.live().whenParsed();
    expect(replies).toEqual(['\x1b[2;3R']);
    screen.dispose();
  });

  it('answers each query once, the one it went live on included', async () => {
    const screen = new SessionScreen(20, 5);
    const replies: string[] = [];
    screen.onReply((reply) => replies.push(reply));
    screen.write('x\x1b[6n');
    const model = screen.live();
    await model.whenParsed();
    screen.write('\x1b[6n');
    await model.whenParsed();
    expect(replies).toEqual(['\x1b[1;2R', '\x1b[1;2R']);
    screen.dispose();
  });

  it('tells a blank start from a drawn one without building a screen', () => {
    const screen = new SessionScreen(20, 5);
    screen.write('\x1b[?1049h\x1b[2J\x1b[H\r\n');
    expect(screen.viewportText().trim()).toBe('');
    screen.write('\x1b]0;title\x07$ ');
    expect(screen.viewportText().trim()).toBe('$');
    expect(screen.isLive).toBe(false);
    screen.dispose();
  });

  it('is read live once something watches an output marker', async () => {
    const screen = new SessionScreen(20, 5);
    const seen: string[] = [];
    screen.onOsc(777, (payload) => seen.push(payload));
    expect(screen.isLive).toBe(true);
    screen.write('\x1b]777;done\x07');
    await screen.live().whenParsed();
    expect(seen).toEqual(['done']);
    screen.dispose();
  });
});

describe('ReplayBuffer', () => {
  it('drops its oldest half at a line break and keeps the modes it set', async () => {
    const buffer = new ReplayBuffer(20, 5, 100);
    buffer.append('\x1b[?2004h\x1b[?25l');
    for (let i = 0; i < 30; i++) buffer.append(`line ${String(i).padStart(2, '0')}\r\n`);
    const entries = buffer.replay();
    expect(entries[0]).toBe('\x1b[?2004h\x1b[?25l');
    const text = entries.slice(1).join('');
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text.startsWith('line ')).toBe(true);
    expect(text.endsWith('line 29\r\n')).toBe(true);
  });

  it('starts at the size in effect where it was cut', () => {
    const buffer = new ReplayBuffer(20, 5, 40);
    buffer.append('x'.repeat(30) + '\n');
    buffer.resize(50, 10);
    buffer.append('y'.repeat(30) + '\n');
    expect(buffer.start).toEqual({ cols: 50, rows: 10 });
  });
});

describe('QueryWatch', () => {
  it('finds the queries a terminal answers and no other sequence', () => {
    const watch = () => new QueryWatch();
    for (const query of [
      '\x1b[6n',
      '\x1b[c',
      '\x1b[>c',
      '\x1b[?2004$p',
      '\x1b]11;?\x07',
      '\x1bP$qm\x1b\\',
    ]) {
      expect(watch().asks(`text${query}more`)).toBe(true);
    }
    for (const plain of [
      '\x1b[1;32mgreen\x1b[0m',
      '\x1b[2J\x1b[H',
      '\x1b[?25l',
      '\x1b]0;title?\x07',
    ]) {
      expect(watch().asks(plain)).toBe(false);
    }
  });
});
