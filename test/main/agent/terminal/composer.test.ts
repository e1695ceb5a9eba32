import { describe, expect, it } from 'vitest';
import { Composer, type ComposerEvent } from '../../../../main/agent/terminal/composer';

const submits = (events: ComposerEvent[]): string[] =>
  events.flatMap((e) => (e.kind === 'submit' ? [e.text] : []));

describe('Composer', () => {
  it('echoes typed characters and submits the line on Enter', () => {
    const composer = new Composer();
    const events = composer.feed('hi\r');
    expect(events).toEqual([
      { kind: 'echo', text: 'h' },
      { kind: 'echo', text: 'i' },
      { kind: 'submit', text: 'hi' },
    ]);
    expect(composer.current).toBe('');
  });

  it('takes a bracketed paste whole: its newlines do not submit, the Enter after it does', () => {
    const composer = new Composer();
    const pasted = composer.feed('\x1b[200~line one\r\nline two\rline three\x1b[201~');
    expect(submits(pasted)).toEqual([]);
    expect(composer.current).toBe('line one\nline two\nline three');
    expect(submits(composer.feed('\r'))).toEqual(['line one\nline two\nline three']);
  });

  it('copes with a paste and its markers split across reads', () => {
    const composer = new Composer();
    const chunks = ['\x1b[2', '00~abc\r', 'def\x1b[20', '1~', '\r'];
    const events = chunks.flatMap((chunk) => composer.feed(chunk));
    expect(submits(events)).toEqual(['abc\ndef']);
  });

  it('echoes a long paste as a one-line summary', () => {
    const composer = new Composer();
    const text = Array.from({ length: 12 }, (_, i) => `line ${i}`).join('\n');
    const [echo] = composer.feed(`\x1b[200~${text}\x1b[201~`);
    expect(echo).toEqual({
      kind: 'echo',
      text: `[Pasted text: 12 lines, ${text.length} characters]`,
    });
  });

  it('deletes with Backspace and ignores arrow keys', () => {
    const composer = new Composer();
    const events = composer.feed('ab\x7f\x1b[Dc\r');
    expect(events).toContainEqual({ kind: 'echo', text: '\b \b' });
    expect(submits(events)).toEqual(['ac']);
  });

  it('clears the line on Ctrl+C, exits on a second Ctrl+C on an empty line', () => {
    const composer = new Composer();
    expect(composer.feed('abc\x03').at(-1)).toEqual({ kind: 'cleared' });
    expect(composer.current).toBe('');
    expect(composer.feed('\x03')).toEqual([{ kind: 'exit-armed' }]);
    expect(composer.feed('\x03')).toEqual([{ kind: 'exit' }]);
  });

  it('needs the two Ctrl+C in a row', () => {
    const composer = new Composer();
    composer.feed('\x03');
    composer.feed('x\x7f');
    expect(composer.feed('\x03')).toEqual([{ kind: 'exit-armed' }]);
  });

  it('exits on Ctrl+D and reads nothing after it', () => {
    const composer = new Composer();
    expect(composer.feed('a\x04b\r')).toEqual([{ kind: 'echo', text: 'a' }, { kind: 'exit' }]);
  });
});
