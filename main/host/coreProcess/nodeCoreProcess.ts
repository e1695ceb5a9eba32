import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { CoreProcessLink, HostLink } from './links';
import type { CoreToHostMessage, HostToCoreMessage } from './protocol';
import { batchingSender, eachOfBatch } from './wireBatches';

/** The Node entry of the core process, run by `fork` (through tsx: it is TypeScript). */
export const NODE_CORE_PROCESS_ENTRY = new URL('./coreProcessMain.ts', import.meta.url);

/**
 * A core process started with child_process.fork: the Node twin of Electron's
 * utilityProcess, for browser mode, tests and benchmarks. 'advanced'
 * serialization is the structured clone Electron's channel uses too.
 * `entry`: the process's module, its TypeScript (run through tsx) unless a
 * build of it is given (a benchmark runs the core as users do).
 */
export function forkCoreProcess(entry: URL | string = NODE_CORE_PROCESS_ENTRY): CoreProcessLink {
  const child = fork(entry, [], {
    serialization: 'advanced',
    execArgv: String(entry).endsWith('.ts') ? ['--import', 'tsx'] : [],
    // Its stdout is no channel of ours; what it prints on stderr (a crash) reaches the terminal.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return childProcessLink(child);
}

function childProcessLink(child: ChildProcess): CoreProcessLink {
  return {
    post: batchingSender((batch: HostToCoreMessage[]) => {
      // A dead process's channel is closed: what is posted then is lost, and onExit says why.
      if (child.connected) child.send(batch);
    }),
    onMessage(listener) {
      const onMessage = eachOfBatch((message: CoreToHostMessage) =>
        listener(withOwnOutput(message)),
      );
      child.on('message', onMessage);
      return () => child.off('message', onMessage);
    },
    onExit(listener) {
      const onExit = (code: number | null) => listener(code);
      child.on('exit', onExit);
      return () => child.off('exit', onExit);
    },
    kill() {
      child.kill('SIGKILL');
    },
  };
}

/**
 * The message with its output in an array of its own. Node's deserializer
 * hands out each Buffer as a view into the whole batch it came in: passed on
 * as it is, a structured clone (a window's IPC) would copy the whole batch
 * with each output, other sessions' output with it.
 */
function withOwnOutput(message: CoreToHostMessage): CoreToHostMessage {
  if (message.type !== 'event' || message.event.name !== 'session:did-output') return message;
  const { id, data } = message.event.payload;
  const event = {
    name: 'session:did-output',
    payload: { id, data: new Uint8Array(data) },
  } as const;
  return { ...message, event };
}

/** The core process's end of a fork: the IPC channel Node gives a forked child. */
export function forkedHostLink(proc: NodeJS.Process = process): HostLink {
  const send = proc.send?.bind(proc);
  if (!send) throw new Error('The core process must be started with child_process.fork.');
  return {
    post: batchingSender((batch: CoreToHostMessage[]) => {
      if (proc.connected) {
        send(batch);
        return;
      }
      // The host went away and the core has stopped what it ran: nothing is left to do.
      if (batch.some((message) => message.type === 'disposed')) proc.exit(0);
    }),
    onMessage(listener) {
      proc.on('message', eachOfBatch(listener));
      proc.on('disconnect', () => listener({ type: 'dispose' }));
    },
  };
}
