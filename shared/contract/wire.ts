import type { CommandName, ParleyEvent } from './index';
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
