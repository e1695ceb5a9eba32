import type { z } from 'zod';
import { appCommands, appEvents } from './app';
import { sessionCommands, sessionEvents } from './sessions';
import { reviewCommands, reviewEvents } from './reviews';
import { settingsCommands, settingsEvents } from './settings';
import { diffCommands, diffEvents } from './diff';

/*
 * The contract's one table: every command (name, input, output) and every event.
 * The IPC adapter, the WebSocket adapter and the renderer's client are made from it.
 */

/** Every command the app answers. Hosts and the renderer client are driven by this table. */
export const commands = {
  ...appCommands,
  ...sessionCommands,
  ...reviewCommands,
  ...settingsCommands,
  ...diffCommands,
};
/** Every event the app emits. */
export const events = {
  ...appEvents,
  ...sessionEvents,
  ...reviewEvents,
  ...settingsEvents,
  ...diffEvents,
};

export type Commands = typeof commands;
export type CommandName = keyof Commands;
export type CommandInput<K extends CommandName> = z.input<Commands[K]['input']>;
export type CommandOutput<K extends CommandName> = z.infer<Commands[K]['output']>;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<K extends EventName> = z.infer<Events[K]>;
/** One event as it travels: its name and its payload. */
export type ParleyEvent = { [K in EventName]: { name: K; payload: EventPayload<K> } }[EventName];

export const commandNames = Object.keys(commands) as CommandName[];
export const eventNames = Object.keys(events) as EventName[];

export function isCommandName(name: unknown): name is CommandName {
  return typeof name === 'string' && Object.hasOwn(commands, name);
}
