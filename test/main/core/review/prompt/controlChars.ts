/** The control characters a prompt must not carry to a PTY: C0 but \t and \n, DEL, C1. */
export function controlCharsIn(text: string): string[] {
  return [...text].filter((char) => {
    const code = char.codePointAt(0)!;
    return (code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
  });
}
