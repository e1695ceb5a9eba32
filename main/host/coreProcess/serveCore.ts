import type { Result } from '../../../shared/contract';
import type { ParleyCore } from '../../core/api';
import type { Logger } from '../../core/log/logger';
import { describeError } from '../../core/log/logger';
import type { ParleyCoreOptions } from '../../core/parleyCore';
import { dispatch } from '../dispatch';
import type { HostLink } from './links';
import type { LogLevel } from './protocol';

/** Builds the core inside the core process (createParleyCore with this process's ports). */
export type CoreProcessFactory = (options: ParleyCoreOptions) => Promise<ParleyCore>;

/**
 * The core process's side of the line, as VS Code's ptyHostMain serves its
 * pty service: it waits for the host's 'start', builds the core, then runs
 * every call through dispatch (the contract's checks once more, and every
 * outcome a Result) and pushes every core event to the host as it comes; the
 * core batches session output already (main/core/sessions/session.ts), so
 * events go out one message each. 'dispose' stops everything and says so;
 * the host then ends the process, so its lifetime stays the host's call.
 */
export function serveCoreProcess(link: HostLink, createCore: CoreProcessFactory): void {
  const log = hostLogger(link);
  /** Settles to undefined when the core could not start (the host ends the process then). */
  let core: Promise<ParleyCore | undefined> | undefined;

  link.onMessage((message) => {
    switch (message.type) {
      case 'start':
        core ??= start(message.options);
        return;
      case 'call':
        void answer(message.id, message.name, message.input, message.clientId);
        return;
      case 'client-gone':
        void core?.then((started) => started?.clientGone(message.clientId));
        return;
      case 'dispose':
        void stop();
        return;
    }
  });

  async function start(options: ParleyCoreOptions): Promise<ParleyCore | undefined> {
    try {
      const built = await createCore({ ...options, log });
      built.onEvent((event, to) => link.post({ type: 'event', event, ...(to ? { to } : {}) }));
      link.post({ type: 'started' });
      return built;
    } catch (error) {
      log.error('The core could not start:', error);
      link.post({ type: 'start-failed', message: describeError(error) });
      return undefined;
    }
  }

  async function answer(id: number, name: unknown, input: unknown, clientId: string) {
    const started = await core;
    // The host calls only after 'started'; a call that came otherwise still gets its answer.
    const result = started
      ? await dispatch(started, name, input, { clientId }, (text, error) => log.error(text, error))
      : NOT_STARTED;
    link.post({ type: 'result', id, result });
  }

  async function stop() {
    try {
      await (await core)?.dispose();
    } catch (error) {
      log.error('Parley: stopping the core cleanly failed:', error);
    }
    link.post({ type: 'disposed' });
  }
}

const NOT_STARTED: Result<never> = {
  ok: false,
  error: { code: 'failed', message: 'The core process has not started its core.' },
};

/** The core's log, written by the host into its own log file. */
function hostLogger(link: HostLink): Logger {
  const write = (level: LogLevel) => (message: string, error?: unknown) =>
    link.post({
      type: 'log',
      level,
      message,
      ...(error === undefined ? {} : { error: describeError(error) }),
    });
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
