/**
 * How many of `bytes` make whole UTF-8 characters: all but an incomplete
 * character at the very end (1 to 3 bytes of a longer sequence), which a
 * later read completes. Bytes that are not UTF-8 at all count as whole: the
 * decoder shows them as U+FFFD, as it would have anyway.
 */
export function wholeCharacterLength(bytes: Uint8Array): number {
  const end = bytes.length;
  // A character is at most 4 bytes: its lead byte, if incomplete, is among the last 3.
  for (let at = end - 1; at >= 0 && at >= end - 3; at--) {
    const byte = bytes[at]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const length = sequenceLength(byte);
    return at + length > end ? at : end;
  }
  return end;
}

/** The bytes a sequence starting with this lead byte takes (1 for ASCII and for bytes that lead nothing). */
function sequenceLength(lead: number): number {
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  if (lead >= 0xe0) return lead <= 0xef ? 3 : 1;
  if (lead >= 0xc2) return 2;
  return 1;
}
