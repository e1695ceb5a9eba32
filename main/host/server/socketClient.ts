import { z } from 'zod';
import type { WebSocket } from 'ws';
import type { ServerMessage, WireResult } from '../../../shared/contract';
import type { ParleyCore } from '../../core/api';
import { dispatch } from '../dispatch';
import type { InternalErrorLog } from '../dispatch';

/** Close codes from RFC 6455, with reasons a person can act on. */
const UNSUPPORTED_DATA = 1003;
const INVALID_PAYLOAD = 1007;
const POLICY_VIOLATION = 1008;

const CALL_SHAPE = "expected {type:'call', id, name, input}";

/** Just enough to find the id of a message, so even a wrong one gets an answer. */
const IdentifiedSchema = z.object({ id: z.int().min(0) });
const CallSchema = z.object({
  type: z.literal('call'),
  id: z.int().min(0),
  name: z.string(),
  input: z.unknown(),
});

/**
 * One browser tab (or any WebSocket client) of the contract: calls in,
 * results and events out, following shared/contract/wire.ts. A bad message is
 * answered or the socket closed with a reason; it never throws out of here.
 */
export class SocketClient {
  constructor(
    private readonly socket: WebSocket,
    private readonly core: Pick<ParleyCore, 'handlers'>,
    readonly clientId: string,
    private readonly log: InternalErrorLog,
  ) {
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
  }

  /** Sends a message already serialised once for all clients (events are broadcast). */
  sendSerialized(message: string | Uint8Array): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(message);
  }

  /** Drops the connection at once, without a closing handshake. */
  terminate(): void {
    this.socket.terminate();
  }

  /** Bytes queued to this client that it has not read yet. */
  get bufferedAmount(): number {
    return this.socket.bufferedAmount;
  }

  private receive(data: unknown, isBinary: boolean): void {
    if (isBinary) {
      this.socket.close(UNSUPPORTED_DATA, `Binary messages are not accepted: ${CALL_SHAPE}`);
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      this.socket.close(INVALID_PAYLOAD, `Malformed message, not JSON: ${CALL_SHAPE}`);
      return;
    }
    const call = CallSchema.safeParse(message);
    if (call.success) {
      void this.answer(call.data.id, call.data.name, call.data.input);
      return;
    }
    const identified = IdentifiedSchema.safeParse(message);
    if (!identified.success) {
      this.socket.close(POLICY_VIOLATION, `Message without a numeric id: ${CALL_SHAPE}`);
      return;
    }
    this.send({
      type: 'result',
      id: identified.data.id,
      result: {
        ok: false,
        error: { code: 'bad-input', message: `Unknown or malformed message: ${CALL_SHAPE}.` },
      },
    });
  }

  private async answer(id: number, name: string, input: unknown): Promise<void> {
    const result = await dispatch(this.core, name, input, { clientId: this.clientId }, this.log);
    const reply: WireResult = { type: 'result', id, result };
    let text: string;
    try {
      text = JSON.stringify(reply);
    } catch (error) {
      // A core answer JSON cannot carry (a BigInt, a cycle) is a core bug: report, do not die.
      this.log(`Parley: the answer to ${name} cannot be sent as JSON:`, error);
      text = JSON.stringify({
        type: 'result',
        id,
        result: {
          ok: false,
          error: { code: 'internal', message: `${name} answered unsendable data.` },
        },
      } satisfies WireResult);
    }
    this.sendSerialized(text);
  }

  private send(message: ServerMessage): void {
    this.sendSerialized(JSON.stringify(message));
  }
}
