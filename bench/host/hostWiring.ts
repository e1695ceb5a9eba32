/**
 * What the host benchmark wires together, as hostEventLoopLag loads it: built
 * into one module (see asBuilt), as the desktop app's main process runs it.
 */
export { createParleyCore } from '../../main/core/parleyCore';
export { forkCoreProcess } from '../../main/host/coreProcess/nodeCoreProcess';
export { connectCoreProcess } from '../../main/host/coreProcess/remoteCore';
export { RelayHost } from './relayHost';
