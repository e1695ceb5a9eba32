import type * as Electron from 'electron';
import type { CoreProcessLink, HostLink, LaunchCoreProcess } from '../coreProcess/links';
import type { CoreToHostMessage, HostToCoreMessage } from '../coreProcess/protocol';
import { batchingSender, eachOfBatch } from '../coreProcess/wireBatches';

/** The parts of Electron's utilityProcess module and its processes this needs (fakes in tests). */
export type UtilityProcessModule = Pick<typeof Electron.utilityProcess, 'fork'>;
type UtilityChild = Pick<Electron.UtilityProcess, 'postMessage' | 'on' | 'off' | 'kill'>;

/**
 * The desktop app's core process, as VS Code starts its pty host
 * (electronPtyHostStarter): an Electron utility process running
 * utilityCoreMain.ts, so terminals, screen models, stores and reviews never
 * hold up the main process that answers the windows.
 */
export function launchUtilityCoreProcess(
  utilityProcess: UtilityProcessModule,
  modulePath: string,
): LaunchCoreProcess {
  return () =>
    utilityChildLink(
      utilityProcess.fork(modulePath, [], {
        serviceName: 'Parley core',
        // What it prints (a crash's stack) goes where the app's own output goes.
        stdio: 'inherit',
      }),
    );
}

function utilityChildLink(child: UtilityChild): CoreProcessLink {
  let exited = false;
  child.on('exit', () => (exited = true));
  return {
    post: batchingSender((batch: HostToCoreMessage[]) => {
      // Nothing reaches a process that ended; onExit tells the relay, which answers for it.
      if (!exited) child.postMessage(batch);
    }),
    onMessage(listener) {
      const onMessage = eachOfBatch(listener);
      child.on('message', onMessage);
      return () => child.off('message', onMessage);
    },
    onExit(listener) {
      const onExit = (code: number) => listener(code);
      child.on('exit', onExit);
      return () => child.off('exit', onExit);
    },
    kill() {
      if (!exited) child.kill();
    },
  };
}

/**
 * The core process's end: `process.parentPort`. Electron ends a utility
 * process when the app quits, so there is no "host went away" to watch for.
 */
export function parentPortHostLink(
  parentPort: Pick<Electron.ParentPort, 'on' | 'postMessage'>,
): HostLink {
  return {
    post: batchingSender((batch: CoreToHostMessage[]) => parentPort.postMessage(batch)),
    onMessage(listener) {
      const onBatch = eachOfBatch(listener);
      parentPort.on('message', (event) => onBatch(event.data));
    },
  };
}
