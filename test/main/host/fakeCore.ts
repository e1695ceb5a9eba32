import { commandNames } from '../../../shared/contract';
import type { ParleyEvent } from '../../../shared/contract';
import { CoreError } from '../../../main/core/api';
import type { CallContext, CommandHandlers, ParleyCore } from '../../../main/core/api';

/**
 * A stand-in for the core at the host edge: the hosts are adapters, so their
 * tests check what they do with calls and events, not what the core does.
 */
export interface FakeCore extends ParleyCore {
  /** Every call that reached a handler, in order. */
  readonly calls: { name: string; input: unknown; ctx: CallContext }[];
  readonly goneClients: string[];
  readonly disposed: boolean;
  /** `to`: the client ids it is addressed to, as the core addresses a session's output. */
  emit(event: ParleyEvent, to?: readonly string[]): void;
  listenerCount(): number;
}

export function createFakeCore(overrides: Partial<CommandHandlers> = {}): FakeCore {
  const listeners = new Set<(event: ParleyEvent, to?: readonly string[]) => void>();
  const calls: FakeCore['calls'] = [];
  const goneClients: string[] = [];
  let disposed = false;

  const defaults: Partial<CommandHandlers> = {
    'app:info': async () => ({
      isDesktop: false,
      version: '0.0.0-test',
      platform: 'test',
      workspace: '/tmp/workspace',
      problems: [],
      dismissedProblems: [],
    }),
  };
  const handlers = Object.fromEntries(
    commandNames.map((name) => {
      const impl = (overrides[name] ?? defaults[name]) as
        ((input: unknown, ctx: CallContext) => Promise<unknown>) | undefined;
      const handler = async (input: unknown, ctx: CallContext) => {
        calls.push({ name, input, ctx });
        if (!impl) throw new CoreError('failed', `${name} is not part of this fake`);
        return impl(input, ctx);
      };
      return [name, handler];
    }),
  ) as unknown as CommandHandlers;

  return {
    handlers,
    calls,
    goneClients,
    get disposed() {
      return disposed;
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clientGone(clientId) {
      goneClients.push(clientId);
    },
    async dispose() {
      disposed = true;
    },
    emit(event, to) {
      for (const listener of listeners) listener(event, to);
    },
    listenerCount: () => listeners.size,
  };
}
