import type { ParleyCore } from '../core/api';
import type { ParleyCoreOptions } from '../core/parleyCore';

/** How a host builds its core: createParleyCore (main/core/parleyCore.ts), or a fake in tests. */
export type CoreFactory = (options: ParleyCoreOptions) => Promise<ParleyCore>;
