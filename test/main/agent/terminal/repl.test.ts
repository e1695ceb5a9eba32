import { describe, expect, it } from 'vitest';
import { Repl, type TurnResult } from '../../../../main/agent/terminal/repl';
import { waitFor } from '../waitFor';

/** A terminal that records what the REPL wrote. */
function recordingTerminal(columns = 80) {
  const writes: string[] = [];
  const exits: number[] = [];
  return {
    writes,
    exits,
    terminal: {
      write: (t: string) => writes.push(t),
      columns: () => columns,
      exit: (c: number) => exits.push(c),
    },
  };
}

describe('Repl', () => {
  it('answers each submission in order, with the usage line and the prompt after each', async () => {
    const { writes, terminal } = recordingTerminal();
    const seen: string[] = [];
    const repl = new Repl(
      terminal,
      async (request): Promise<TurnResult> => {
        seen.push(request);
        return { activity: 'testing', answer: `answer to ${request}`, inputChars: request.length };
      },
      { delayMs: 0, turnEndMarker: '' },
    );
    repl.start();
    repl.input('one\rtwo\r');
    await waitFor(() => writes.join('').includes('answer to two'), 'the second answer');
    const screen = writes.join('');
    expect(seen).toEqual(['one', 'two']);
    expect(screen.indexOf('answer to one')).toBeLessThan(screen.indexOf('answer to two'));
    expect(screen).toContain('Usage: 3 input chars, 13 output chars, cost $0.0000');
    expect(screen.endsWith('parley-agent> ')).toBe(true);
  });

  it('keeps its working line on one row of a narrow terminal, so erasing it leaves nothing behind', async () => {
    const { writes, terminal } = recordingTerminal(40);
    const activity = 'reviewing 12 files of a long change with many hunks';
    const repl = new Repl(terminal, async () => ({ activity, answer: 'done', inputChars: 1 }), {
      delayMs: 0,
      turnEndMarker: '',
    });
    repl.start();
    repl.input('x\r');
    await waitFor(() => writes.join('').includes('done'), 'the answer');
    const status = writes.find((w) => w.includes('parley-agent is working'));
    expect(status).toBeDefined();
    expect([...status!].length).toBeLessThan(40);
    expect(status!.endsWith('…')).toBe(true);
  });

  it('answers a failing turn with the failure instead of dying', async () => {
    const { writes, terminal } = recordingTerminal();
    const repl = new Repl(terminal, () => Promise.reject(new Error('disk on fire')), {
      delayMs: 0,
      turnEndMarker: '',
    });
    repl.start();
    repl.input('x\r');
    await waitFor(() => writes.join('').includes('disk on fire'), 'the failure answer');
    expect(writes.join('')).toContain('parley-agent could not handle this request: disk on fire');
  });

  it('finishes the turn in progress before leaving when the input ends', async () => {
    const { writes, exits, terminal } = recordingTerminal();
    const repl = new Repl(
      terminal,
      async () => ({ activity: 'a', answer: 'done', inputChars: 1 }),
      {
        delayMs: 50,
        turnEndMarker: '',
      },
    );
    repl.start();
    repl.input('x\r');
    repl.end();
    expect(exits).toEqual([]);
    await waitFor(() => exits.length > 0, 'the exit');
    expect(writes.join('')).toContain('done');
    expect(writes.at(-1)).toContain('\x1b[?2004l');
  });
});
