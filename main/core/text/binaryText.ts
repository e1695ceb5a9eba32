/**
 * Whether bytes are binary data rather than text in any encoding a person would
 * hand Parley: a NUL byte, which no text holds, or more than one byte in a
 * hundred that UTF-8 cannot read.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return true;
  const text = new TextDecoder('utf-8').decode(bytes);
  let unreadable = 0;
  for (const char of text) if (char === '\uFFFD') unreadable++;
  return unreadable > bytes.length / 100;
}
