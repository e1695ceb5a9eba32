/**
 * The core's session layer, as benchSessions loads it: built into one module
 * (see asBuilt), the code users run.
 */
export { MemoryStore } from '../../main/core/sessions/memoryStore';
export { ProfileRegistry } from '../../main/core/sessions/profiles';
export { NodePtySpawner } from '../../main/core/sessions/pty/nodePtySpawner';
export { SessionManager } from '../../main/core/sessions/sessionManager';
