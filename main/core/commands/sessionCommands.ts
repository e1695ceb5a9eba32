import type { CommandHandlers } from '../api';
import type { CommandDeps } from './commandDeps';

type SessionCommandName = Extract<
  keyof CommandHandlers,
  `session:${string}` | `terminal:${string}`
>;

export function sessionCommands({
  sessions,
}: CommandDeps): Pick<CommandHandlers, SessionCommandName> {
  return {
    'session:list': async () => sessions.list(),
    'session:create': async (input) => sessions.create(input).snapshot(),
    'session:write': async ({ id, data }) => {
      sessions.get(id).write(data);
      return null;
    },
    'session:submit': async ({ id, text }) => sessions.get(id).submitPrompt(text),
    'terminal:set-colours': async (colours) => {
      sessions.setTerminalColours(colours);
      return null;
    },
    'session:resize': async ({ id, cols, rows }) => {
      sessions.get(id).resize(cols, rows);
      return null;
    },
    'session:rename': async ({ id, name }) => sessions.rename(id, name),
    'session:restart': async ({ id }) => sessions.restart(id),
    'session:close': async ({ id }) => {
      await sessions.close(id);
      return null;
    },
    'session:attach': async ({ id }, ctx) => sessions.get(id).attach(ctx.clientId),
    'session:detach': async ({ id }, ctx) => {
      sessions.get(id).detach(ctx.clientId);
      return null;
    },
    'session:ack': async ({ id, bytes }, ctx) => {
      sessions.get(id).ack(ctx.clientId, bytes);
      return null;
    },
    'session:read-screen': async ({ id }) => ({ text: await sessions.get(id).readText() }),
  };
}
