import type { CommandName, ParleyEvent } from './table';
import type { Result } from './define';

/**
 * How the contract travels where there is no Electron IPC: JSON messages over
 * the browser-mode WebSocket (`/ws`).
 */
export interface WireCall {
  readonly type: 'call';
  readonly id: number;
  readonly name: CommandName;
  readonly input: unknown;
}
export interface WireResult {
  readonly type: 'result';
  readonly id: number;
  readonly result: Result<unknown>;
}
export interface WireEvent {
  readonly type: 'event';
  readonly event: ParleyEvent;
}
export type ClientMessage = WireCall;
export type ServerMessage = WireResult | WireEvent;

/**
 * Session output, the bulk of all traffic, travels as a binary frame rather
 * than a JSON event: JSON would escape every ESC of a colourful terminal into
 * six characters and make both ends walk the text twice. The output is the
 * PTY's own bytes, carried as they came: the terminal decodes them itself.
 * The frame stands for the event `session:did-output` {id, data}:
 *
 *   byte 0       OUTPUT_FRAME_KIND
 *   bytes 1–2    n, the session id's length in UTF-8 bytes (big-endian)
 *   bytes 3…3+n  the session id, UTF-8
 *   the rest     the output's bytes
 */
export const OUTPUT_FRAME_KIND = 1;
const OUTPUT_FRAME_HEADER = 3;
const MAX_FRAME_ID_BYTES = 0xffff;

const utf8 = new TextEncoder();
/** fatal: a frame whose session id is not UTF-8 is refused. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export interface OutputFrame {
  readonly id: string;
  readonly data: Uint8Array;
}

export function encodeOutputFrame({ id, data }: OutputFrame): Uint8Array {
  const idBytes = utf8.encode(id);
  if (idBytes.length > MAX_FRAME_ID_BYTES) {
    throw new RangeError(`A session id of ${idBytes.length} bytes does not fit an output frame.`);
  }
  const frame = new Uint8Array(OUTPUT_FRAME_HEADER + idBytes.length + data.length);
  frame[0] = OUTPUT_FRAME_KIND;
  frame[1] = idBytes.length >> 8;
  frame[2] = idBytes.length & 0xff;
  frame.set(idBytes, OUTPUT_FRAME_HEADER);
  frame.set(data, OUTPUT_FRAME_HEADER + idBytes.length);
  return frame;
}

/** The output a frame carries (a view into the frame, not a copy), or why it is not an output frame. */
export function decodeOutputFrame(frame: Uint8Array): OutputFrame | { error: string } {
  if (frame.length < OUTPUT_FRAME_HEADER || frame[0] !== OUTPUT_FRAME_KIND) {
    return { error: `not an output frame (kind ${frame[0] ?? 'missing'})` };
  }
  const idEnd = OUTPUT_FRAME_HEADER + ((frame[1]! << 8) | frame[2]!);
  if (idEnd === OUTPUT_FRAME_HEADER || idEnd > frame.length) {
    return { error: 'an output frame whose session id is empty or cut off' };
  }
  try {
    return {
      id: strictUtf8.decode(frame.subarray(OUTPUT_FRAME_HEADER, idEnd)),
      data: frame.subarray(idEnd),
    };
  } catch {
    return { error: 'an output frame whose session id is not UTF-8' };
  }
}
