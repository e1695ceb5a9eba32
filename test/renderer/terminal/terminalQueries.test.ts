import { afterEach, describe, expect, it } from 'vitest';
import { Terminal } from '@xterm/headless';
import { silenceTerminalQueries } from '../../../renderer/src/terminal/terminalQueries';

/** Queries programs send, each answered by an unmodified xterm.js. */
const queries: Record<string, string> = {
  'DSR cursor position (CSI 6 n)': '\x1b[6n',
  'DSR status (CSI 5 n)': '\x1b[5n',
  'DEC DSR cursor position (CSI ? 6 n)': '\x1b[?6n',
  'DA1 (CSI c)': '\x1b[c',
  'DA2 (CSI > c)': '\x1b[>c',
  'DECRQM DEC mode (CSI ? 2004 $ p)': '\x1b[?2004$p',
  'DECRQM ANSI mode (CSI 4 $ p)': '\x1b[4$p',
  'DECRQSS (DCS $ q m ST)': '\x1bP$qm\x1b\\',
};

const terminals: Terminal[] = [];

function terminal(silenced: boolean): { term: Terminal; replies: string[] } {
  const term = new Terminal({ cols: 80, rows: 24, allowProposedApi: true });
  terminals.push(term);
  const replies: string[] = [];
  term.onData((data) => replies.push(data));
  if (silenced) silenceTerminalQueries(term.parser);
  return { term, replies };
}

function write(term: Terminal, data: string): Promise<void> {
  return new Promise((resolve) => term.write(data, resolve));
}

afterEach(() => {
  for (const term of terminals.splice(0)) term.dispose();
});

describe('silenceTerminalQueries', () => {
  it.each(Object.entries(queries))('an unsilenced terminal answers %s', async (_name, query) => {
    const { term, replies } = terminal(false);
    await write(term, query);
    expect(replies.join('')).not.toBe('');
  });

  it.each(Object.entries(queries))(
    'the visible terminal never answers %s',
    async (_name, query) => {
      const { term, replies } = terminal(true);
      await write(term, query);
      expect(replies).toEqual([]);
    },
  );

  it('still renders text around queries and keeps non-query sequences working', async () => {
    const { term, replies } = terminal(true);
    const titles: string[] = [];
    term.onTitleChange((title) => titles.push(title));
    await write(term, 'hello\x1b[6n \x1b[1;31mworld\x1b[0m\x1b]2;my title\x07\x1b[22t\x1b[2;3Hx');
    expect(replies).toEqual([]);
    expect(term.buffer.active.getLine(0)?.translateToString(true)).toBe('hello world');
    expect(term.buffer.active.getLine(1)?.translateToString(true)).toBe('  x');
    expect(titles).toEqual(['my title']);
  });
});
