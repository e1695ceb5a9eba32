import { nonceFromInstruction } from '../../core/review/protocol/textProtocol';

/**
 * This round's nonce, read from the marker instruction as a model following
 * it would. The instruction closes Parley's prompts, after the data, so the
 * last one counts: an instruction-like line inside a diff cannot redirect the
 * answer to markers of its own.
 */
export function requestNonce(text: string): string | null {
  const last = text.lastIndexOf('followed by ":BEGIN:');
  return last === -1 ? null : nonceFromInstruction(text.slice(last));
}
