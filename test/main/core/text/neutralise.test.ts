import { describe, expect, it } from 'vitest';
import { neutraliseUntrustedText } from '../../../../main/core/text/neutralise';

describe('neutraliseUntrustedText', () => {
  it('keeps ordinary text, newlines, tabs and non-ASCII characters', () => {
    const text = 'const x = 1;\n\tif (x) {\n  return "héllo ✓ 日本 🎉";\n}';
    expect(neutraliseUntrustedText(text)).toBe(text);
  });

  it('removes ESC so a diff cannot end a bracketed paste or move the cursor', () => {
    const diff = '+ evil\x1b[201~\x03rm -rf /\n+ \x1b[2J\x1b]0;title\x07done';
    const clean = neutraliseUntrustedText(diff);
    expect(clean).not.toContain('\x1b');
    expect(clean).toBe('+ evil[201~rm -rf /\n+ [2J]0;titledone');
  });

  it('removes every C0 control except newline and tab, DEL, and every C1 control', () => {
    let all = '';
    for (let code = 0; code <= 0x9f; code++) all += String.fromCharCode(code);
    const kept = [...neutraliseUntrustedText(all)].map((c) => c.charCodeAt(0));
    const printable = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i);
    // CR (0x0d) is a line end: it becomes a second newline.
    expect(kept).toEqual([0x09, 0x0a, 0x0a, ...printable]);
  });

  it('turns CRLF and lone CR line ends into newlines instead of dropping the break', () => {
    expect(neutraliseUntrustedText('a\r\nb\rc\n')).toBe('a\nb\nc\n');
  });

  it('removes ^C, ^D and ^Z that would reach a program as keys', () => {
    expect(neutraliseUntrustedText('x\x03y\x04z\x1a')).toBe('xyz');
  });
});
