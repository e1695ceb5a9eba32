import path from 'node:path';
import headless from '@xterm/headless';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TerminalColours } from '../../../../../main/core/sessions/screen/terminalColours';
import { ScreenModel } from '../../../../../main/core/sessions/screen/screenModel';
import { FIXTURES, makeKit } from '../sessionKit';
import type { Kit } from '../sessionKit';

async function screenWith(data: string, cols = 20, rows = 5, scrollback?: number) {
  const screen = new ScreenModel(cols, rows, scrollback);
  screen.write(data);
  await screen.whenParsed();
  return screen;
}

describe('ScreenModel', () => {
  it('takes binary output without a word to the console, and says once that it is not text', async () => {
    const logged = vi.spyOn(console, 'log');
    const errors = vi.spyOn(console, 'error');
    const warned = vi.spyOn(console, 'warn');
    const screen = new ScreenModel(80, 24);
    let notText = 0;
    screen.onNotText(() => notText++);
    screen.write(readFileSync(process.execPath).subarray(0, 200_000).toString('latin1'));
    await screen.whenParsed();
    expect(notText).toBe(1);
    expect([...logged.mock.calls, ...errors.mock.calls, ...warned.mock.calls]).toEqual([]);
    screen.dispose();
    vi.restoreAllMocks();
  });

  it('reads what a person sees: colours gone, redraws applied, wrapped lines joined', async () => {
    const long = 'a'.repeat(25) + ' end';
    const screen = await screenWith(
      `\x1b[1mbold\x1b[0m plain\r\nworking...\r\x1b[2Kdone\r\n${long}\r\n`,
    );
    expect(screen.readText()).toBe(`bold plain\ndone\n${long}`);
    expect(screen.viewportText()).toContain('aaaaaaaaaaaaaaaaaaaa');
  });

  it('keeps scrollback up to its limit and no further', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\r\n');
    const screen = await screenWith(lines, 20, 5, 10);
    const text = screen.readText().split('\n');
    expect(text).toHaveLength(15);
    expect(text.at(-1)).toBe('line 99');
  });

  it('tells what was written since a mark, from the first line that changed', async () => {
    const screen = await screenWith('old answer\r\n> draft', 30, 6);
    const mark = screen.mark();
    // The program redraws its input line in place, then answers below and scrolls.
    screen.write(
      '\r\x1b[2K> the prompt\r\n' + Array.from({ length: 8 }, (_, i) => `answer ${i}`).join('\r\n'),
    );
    await screen.whenParsed();
    const since = screen.textSince(mark);
    expect(since.split('\n')[0]).toBe('> the prompt');
    expect(since).toContain('answer 7');
    expect(since).not.toContain('old answer');
  });

  it('tracks bracketed paste mode from the output', async () => {
    const screen = await screenWith('\x1b[?2004h');
    expect(screen.bracketedPaste).toBe(true);
    screen.write('\x1b[?2004l');
    await screen.whenParsed();
    expect(screen.bracketedPaste).toBe(false);
  });

  it('serialises a screen that a fresh terminal restores to the same text', async () => {
    const screen = await screenWith('\x1b[31mred\x1b[0m\r\nsecond line\r\n', 30, 5);
    const serialised = await screen.snapshotWhenParsed();
    expect(serialised).toContain('\x1b[31m');
    const restored = new headless.Terminal({ cols: 30, rows: 5, allowProposedApi: true });
    await new Promise<void>((resolve) => restored.write(serialised, resolve));
    const line = (i: number) => restored.buffer.active.getLine(i)?.translateToString(true);
    expect([line(0), line(1)]).toEqual(['red', 'second line']);
    restored.dispose();
  });

  it('answers a cursor position query itself', async () => {
    const screen = new ScreenModel(20, 5);
    const replies: string[] = [];
    screen.onReply((reply) => replies.push(reply));
    screen.write('ab\r\ncd\x1b[6n');
    await screen.whenParsed();
    expect(replies).toEqual(['\x1b[2;3R']);
  });

  it('tells a program asking for the colours the ones it is given, once there are some', async () => {
    let colours: TerminalColours | null = null;
    const screen = new ScreenModel(20, 5, undefined, () => colours);
    const replies: string[] = [];
    screen.onReply((reply) => replies.push(reply));
    screen.write('\x1b]11;?\x07');
    await screen.whenParsed();
    // No window has said: nothing to tell, as before.
    expect(replies).toEqual([]);
    colours = { foreground: '#1F2328', background: '#ffffff' };
    // Setting a colour asks nothing.
    screen.write('\x1b]11;#000000\x07\x1b]10;?\x1b\\\x1b]11;?\x07');
    await screen.whenParsed();
    expect(replies).toEqual([
      '\x1b]10;rgb:1f1f/2323/2828\x1b\\',
      '\x1b]11;rgb:ffff/ffff/ffff\x1b\\',
    ]);
  });
});

describe('terminal queries from a real program', () => {
  let kit: Kit;
  afterEach(async () => kit?.cleanup());

  it('get exactly one cursor position reply', async () => {
    kit = makeKit();
    const session = kit.manager.create({
      profileId: 'custom',
      command: process.execPath,
      args: [path.join(FIXTURES, 'queryTerminal.mjs'), 'cursor'],
    });
    await session.waitForStatus(['exited'], 10_000);
    const text = await session.readText();
    expect(text).toMatch(/^replies=1 \["\\u001b\[2;1R"\]$/m);
  });

  it('get the colours the window said its terminals draw in, once', async () => {
    kit = makeKit();
    kit.manager.setTerminalColours({ foreground: '#1f2328', background: '#ffffff' });
    // A program that needs no screen of its own (a custom command): its query builds one.
    const session = kit.manager.create({
      profileId: 'custom',
      command: process.execPath,
      args: [path.join(FIXTURES, 'queryTerminal.mjs'), 'background'],
    });
    await session.waitForStatus(['exited'], 10_000);
    const text = await session.readText();
    expect(text).toMatch(/^replies=1 \["\\u001b\]11;rgb:ffff\/ffff\/ffff"\]$/m);
  });
});
