const utf8 = new TextDecoder();

/** A session:did-output event's bytes as text, for a test that looks for what a program printed. */
export function outputText(data: Uint8Array): string {
  return utf8.decode(data);
}
