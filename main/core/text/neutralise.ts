/**
 * Text from outside (a diff, a reviewer's comment, a prompt) is data, never
 * keystrokes. Before it reaches a PTY every control character goes, except
 * newline and tab: an ESC would let `ESC[201~` end a bracketed paste early and
 * run the rest as typed input, and a ^C (0x03) or ^D would reach the program as
 * keys. Line ends are normalised to `\n` so a CRLF diff keeps its lines.
 */

// C0 controls except \t (0x09) and \n (0x0a), DEL, and the C1 controls: matching control
// characters is this expression's whole purpose.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function neutraliseUntrustedText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '');
}
