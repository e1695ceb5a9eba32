import type { CommandName } from './index';

/**
 * The IPC channel names, shared by the preload and the main process's IPC
 * adapter so no channel string is written twice. One channel per contract
 * command (there is no generic "invoke any channel" route), one for events,
 * one for "the renderer listens now".
 */
export function commandChannel(name: CommandName): `parley:${CommandName}` {
  return `parley:${name}`;
}

export const EVENT_CHANNEL = 'parley-event';
export const READY_CHANNEL = 'parley-ready';
