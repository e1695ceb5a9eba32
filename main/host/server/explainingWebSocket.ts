import { WebSocket } from 'ws';

/**
 * ws closes a socket that breaks the protocol (invalid UTF-8, a frame over
 * maxPayload, a malformed frame) with the right code but no reason. This
 * WebSocket class, handed to the WebSocketServer, adds one a person can read
 * in the browser's console.
 */
export function explainingWebSocket(maxPayload: number): typeof WebSocket {
  const reasons: Readonly<Record<number, string>> = {
    1002: 'Invalid WebSocket frame.',
    1007: 'Invalid UTF-8 in a text message.',
    1009: `Message too big: the limit is ${maxPayload} bytes.`,
  };
  return class ExplainingWebSocket extends WebSocket {
    override close(code?: number, data?: string | Buffer): void {
      super.close(code, data ?? (code === undefined ? undefined : reasons[code]));
    }
  };
}
