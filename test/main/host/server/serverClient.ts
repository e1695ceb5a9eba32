import { request } from 'node:http';
import { WebSocket, type RawData } from 'ws';
import type { ParleyEvent, ServerMessage, WireResult } from '../../../../shared/contract';
import { decodeOutputFrame } from '../../../../shared/contract/wire';
import { outputText } from '../../../support/outputText';
import { waitFor } from '../waitFor';

/** A raw HTTP GET, so tests can forge Host and Origin the way an attacker's client could. */
export function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens a WebSocket; resolves with the socket, or with the HTTP status that refused it. */
export function openSocket(
  url: string,
  options: { origin?: string; headers?: Record<string, string>; maxPayload?: number } = {},
): Promise<{ socket: WebSocket } | { refusedWith: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options);
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (req, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ refusedWith: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
      });
    });
    socket.once('error', reject);
  });
}

/** A message as the renderer reads it: JSON text, or a binary output frame (wire.ts). */
export function parseMessage(data: RawData, isBinary: boolean): ServerMessage {
  if (!isBinary) return JSON.parse(String(data)) as ServerMessage;
  const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
  // A plain Uint8Array, as a browser's socket gives: the output is a view into it, not a Buffer.
  const output = decodeOutputFrame(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length));
  if ('error' in output) throw new Error(`The server sent ${output.error}.`);
  return { type: 'event', event: { name: 'session:did-output', payload: output } };
}

/** Collects every message a socket receives, parsed. */
export function collectMessages(socket: WebSocket): ServerMessage[] {
  const messages: ServerMessage[] = [];
  socket.on('message', (data, isBinary) => messages.push(parseMessage(data, isBinary)));
  return messages;
}

/** Waits for the result of call `id` among messages collectMessages gathers. */
export async function resultFor(messages: unknown[], id: number): Promise<WireResult> {
  return waitFor(
    () =>
      messages.find(
        (m): m is WireResult => (m as WireResult).type === 'result' && (m as WireResult).id === id,
      ),
    `the result of call ${id}`,
  );
}

export function closed(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => {
    if (socket.readyState === socket.CLOSED) resolve({ code: 1006, reason: '' });
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
}

/**
 * A client of the contract over a WebSocket, as the renderer is: calls by id,
 * answered by their results; events kept in order as they arrive.
 */
export class ContractSocket {
  readonly events: ParleyEvent[] = [];
  private nextId = 1;
  private readonly pending = new Map<number, (result: WireResult['result']) => void>();
  private readonly eventListeners = new Set<(event: ParleyEvent) => void>();

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      const message = parseMessage(data, isBinary);
      if (message.type === 'result') {
        this.pending.get(message.id)?.(message.result);
        this.pending.delete(message.id);
        return;
      }
      this.events.push(message.event);
      for (const listener of this.eventListeners) listener(message.event);
    });
  }

  /** Resolves with the command's result, ok or not. */
  call(name: string, input: unknown): Promise<WireResult['result']> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.socket.send(JSON.stringify({ type: 'call', id, name, input }));
    });
  }

  /** Like call, but throws unless the command succeeded; answers its data. */
  async ok<T>(name: string, input: unknown): Promise<T> {
    const result = await this.call(name, input);
    if (!result.ok) throw new Error(`${name} failed: ${result.error.message}`);
    return result.data as T;
  }

  onEvent(listener: (event: ParleyEvent) => void): void {
    this.eventListeners.add(listener);
  }

  /** Everything this socket was sent of one session's output, in order, as text. */
  outputOf(sessionId: string): string {
    return outputText(this.outputBytesOf(sessionId));
  }

  /** The same as bytes, as they came: what the socket acknowledges. */
  outputBytesOf(sessionId: string): Uint8Array {
    return Buffer.concat(
      this.events.flatMap((event) =>
        event.name === 'session:did-output' && event.payload.id === sessionId
          ? [event.payload.data]
          : [],
      ),
    );
  }
}
